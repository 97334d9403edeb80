// /saved once its script runs: the places saved on this phone, each from the page's template, with its status
// worked out on the business's own clock every minute (as its page does), and Remove, which drops its kept files. On
// /hi/saved and /he/saved it writes the page's language: the status in the texts the list carries (as a card's line
// does), the day and Remove's name in the list's SAVED_TEXTS_ATTRIBUTE.
import type { Language } from "../../../../shared/i18n/languages.ts";
import { documentLanguage } from "../document-language.ts";
import { everyMinute, showStatus } from "../opening-hours.ts";
import { type SavedPlace, savedPlaces } from "./saved-places.ts";
import {
  ENGLISH_SAVED_LIST_TEXTS,
  removePlaceText,
  SAVED_TEXTS_ATTRIBUTE,
  savedOnText,
  type SavedListTexts,
} from "./saved-on.ts";

export const SAVED_LIST_ATTRIBUTE = "data-saved-list";
export const SAVED_NONE_ATTRIBUTE = "data-saved-none";
export const SAVED_ITEM_ATTRIBUTE = "data-saved-item";

const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, "")}`;

interface ListLanguage {
  language: Language;
  texts: SavedListTexts;
}

function itemOf(template: HTMLTemplateElement, place: SavedPlace, { language, texts }: ListLanguage): HTMLElement {
  const item = (template.content.firstElementChild as HTMLElement).cloneNode(true) as HTMLElement;
  const field = (name: string) => item.querySelector<HTMLElement>(`[data-field="${name}"]`)!;
  const name = field("name") as HTMLAnchorElement;
  name.href = place.path;
  name.textContent = place.name;
  if (place.address) field("address").textContent = place.address;
  else field("address").remove();
  if (place.phone) {
    const phone = field("phone") as HTMLAnchorElement;
    phone.href = telHref(place.phone);
    phone.textContent = place.phone;
  } else field("phone-line").remove();
  if (!place.hours) field("status").remove();
  field("saved-on").textContent = savedOnText(place.savedAt, language, texts);
  const remove = item.querySelector<HTMLButtonElement>("[data-remove]")!;
  remove.setAttribute("aria-label", removePlaceText(place.name, texts));
  return item;
}

export async function setUpSavedList(): Promise<void> {
  const list = document.querySelector<HTMLElement>(`[${SAVED_LIST_ATTRIBUTE}]`);
  const none = document.querySelector<HTMLElement>(`[${SAVED_NONE_ATTRIBUTE}]`);
  const template = document.querySelector<HTMLTemplateElement>(`template[${SAVED_ITEM_ATTRIBUTE}]`);
  if (!list || !none || !template) return;
  const json = list.getAttribute(SAVED_TEXTS_ATTRIBUTE);
  const listLanguage = {
    language: documentLanguage(),
    texts: json ? (JSON.parse(json) as SavedListTexts) : ENGLISH_SAVED_LIST_TEXTS,
  };
  const places = await savedPlaces().catch(() => []);
  const items = new Map(places.map((place) => [place, itemOf(template, place, listLanguage)]));
  list.replaceChildren(...items.values());
  none.hidden = places.length > 0;
  everyMinute((now) => {
    for (const [place, item] of items) {
      const line = item.querySelector('[data-field="status"]');
      if (line && place.hours) showStatus(line, place.hours, now);
    }
  });
  list.addEventListener("click", (event) => {
    const button = (event.target as Element).closest<HTMLButtonElement>("[data-remove]");
    const entry = [...items].find(([, item]) => item.contains(button));
    if (!button || !entry) return;
    const [place, item] = entry;
    button.disabled = true;
    // the saving code, imported only when a place is removed: /saved's load carries the list alone
    void import("./save-place.ts")
      .then((saving) => saving.removePlace(place.path))
      .then(() => {
        items.delete(place);
        item.remove();
        none.hidden = items.size > 0;
        // focus stays in the list: on the first place left, or on the way to find places when none is
        (list.querySelector("a") ?? none.querySelector("a"))?.focus();
      });
  });
}
