// Save on the business cards of a prebuilt page (the home page, a category's listing), added at the visitor's first
// touch or key (engaged.ts): a button over the card's photo, in the style of its rating, that saves the
// card's business page as the page's own Save does (save-place.ts). The cards the search island draws are React's
// to draw, so they get none: their business page has it.
import { cardTexts } from "../../../islands/search/texts.ts";
import { documentLanguage } from "../document-language.ts";
import { toggleSaved } from "./save-place.ts";
import { savedPlaces } from "./saved-places.ts";

/** The rating badge's look (BusinessCard.tsx), at the photo's bottom corner instead of its top. */
const BADGE_CLASSES =
  "absolute inset-e-3 inline-flex items-center gap-1 rounded-full bg-white/95 px-2.5 py-1 text-xs font-semibold text-stone-900";

const BUSINESS_LINK = "a[href^='/business/'], a[href^='/hi/business/'], a[href^='/he/business/']";

export async function addCardSaveButtons(): Promise<void> {
  const saved = new Set((await savedPlaces().catch(() => [])).map((place) => place.path));
  const t = cardTexts(documentLanguage());
  for (const card of document.querySelectorAll("article")) {
    // a Hindi or Hebrew page's cards link to the business's page in its language, which is the page saved
    const link = card.querySelector<HTMLAnchorElement>(BUSINESS_LINK);
    const photo = card.firstElementChild;
    if (!link || !photo || card.closest("astro-island")) continue;
    const path = new URL(link.href).pathname.replace(/\/+$/, "");
    const name = card.querySelector("h3")?.textContent ?? "";
    const button = document.createElement("button");
    button.type = "button";
    button.className = BADGE_CLASSES;
    button.style.bottom = "0.75rem";
    const show = (isSaved: boolean) => {
      button.textContent = t(isSaved ? "saved" : "save");
      const hidden = document.createElement("span");
      hidden.className = "sr-only";
      hidden.textContent = ` ${name}`;
      button.append(hidden);
      button.setAttribute("aria-pressed", String(isSaved));
    };
    show(saved.has(path));
    button.addEventListener("click", () => void toggleSaved(button, path, show));
    photo.append(button);
  }
}
