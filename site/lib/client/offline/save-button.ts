// "Save" on a business page, added by script (saving needs it: IndexedDB and the caches), under "Send an Inquiry"
// and with that button's classes, which the page's inline rules already carry; in the page's language, in the words
// of the cards' Save (card-saving.ts).
import { cardTexts } from "../../../islands/search/texts.ts";
import { documentLanguage } from "../document-language.ts";
import { toggleSaved } from "./save-place.ts";
import { savedPlace } from "./saved-places.ts";

export async function addSaveButton(): Promise<void> {
  const inquiry = document.querySelector('aside a[href="#contact"]');
  if (!inquiry) return;
  const path = location.pathname.replace(/\/+$/, "");
  const saved = await savedPlace(path).catch(() => undefined);
  const t = cardTexts(documentLanguage());
  const button = document.createElement("button");
  button.type = "button";
  button.className = inquiry.className;
  const show = (isSaved: boolean) => {
    button.textContent = t(isSaved ? "saved" : "save");
    button.setAttribute("aria-pressed", String(isSaved));
  };
  show(saved !== undefined);
  button.addEventListener("click", () => void toggleSaved(button, path, show));
  inquiry.after(button);
}
