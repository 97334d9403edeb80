// "Save" on a business page, added by its script (saving needs it: IndexedDB and the caches), under "Send an
// Inquiry" and with that button's classes, which the page's inline rules already carry. A page the service worker
// answered from its copy says under its status line when it was saved: it may have changed since.
import { OFFLINE_COPY_ATTRIBUTE } from "./caches.ts";
import { canSavePlaces, savedOnText, savedPlace } from "./saved-places.ts";

const SAVE_LABEL = "Save";
const SAVED_LABEL = "Saved";

export async function setUpSaveButton(): Promise<void> {
  const inquiry = document.querySelector('aside a[href="#contact"]');
  if (!inquiry || !canSavePlaces()) return;
  const path = location.pathname.replace(/\/+$/, "");
  const saved = await savedPlace(path).catch(() => undefined);
  const button = document.createElement("button");
  button.type = "button";
  button.className = inquiry.className;
  const show = (isSaved: boolean) => {
    button.textContent = isSaved ? SAVED_LABEL : SAVE_LABEL;
    button.setAttribute("aria-pressed", String(isSaved));
  };
  show(saved !== undefined);
  button.addEventListener("click", () => {
    const isSaved = button.getAttribute("aria-pressed") === "true";
    button.disabled = true;
    void import("./save-place.ts")
      .then(async (places) => {
        if (isSaved) await places.removePlace(path);
        else await places.savePlace(path);
      })
      .then(() => show(!isSaved))
      .catch(() => show(isSaved))
      .finally(() => (button.disabled = false));
  });
  inquiry.after(button);
  if (saved && document.documentElement.hasAttribute(OFFLINE_COPY_ATTRIBUTE)) {
    const note = document.createElement("p");
    note.textContent = `${savedOnText(saved.savedAt)} · may have changed since`;
    note.className = "mt-2 text-stone-200";
    document.querySelector("h1")?.parentElement?.append(note);
  }
}
