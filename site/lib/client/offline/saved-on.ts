// The words the saved places' scripts write, in a page's language: the day a place was saved on /saved ("Saved on 3
// Oct") and under a saved page's name when it opens from the phone, and the name Remove is read out with. English is
// built in; a Hindi or Hebrew /saved hands its script its own (SAVED_TEXTS_ATTRIBUTE), and the service worker carries
// all three (service-worker.ts).
import english from "../../../../shared/i18n/catalogues/en/savedList.json";
import type { Language } from "../../../../shared/i18n/languages.ts";

export type SavedListTexts = typeof english;

export const ENGLISH_SAVED_LIST_TEXTS: SavedListTexts = english;

/** A Hindi or Hebrew /saved's texts for its script, as JSON on its list: `SavedListTexts`. */
export const SAVED_TEXTS_ATTRIBUTE = "data-saved-texts";

/**
 * The calendar each language writes the day in: English keeps "3 Oct", as it always has; Hindi "3 अक्तू॰", Hebrew
 * "3 באוק׳".
 */
const SAVED_ON_LOCALES: Record<Language, string> = { en: "en-GB", hi: "hi-IN", he: "he-IL" };

/** A text with its one {placeholder} filled (a name may hold `$&`, which a string replacement would read). */
const fill = (text: string, placeholder: string, value: string) => text.replace(`{${placeholder}}`, () => value);

/** The day a place was saved, on the phone's calendar, as `language` writes it: "3 Oct". */
const savedOnDay = (savedAt: string, language: Language) =>
  new Date(savedAt).toLocaleDateString(SAVED_ON_LOCALES[language], { day: "numeric", month: "short" });

/** "Saved on 3 Oct", on /saved. */
export const savedOnText = (savedAt: string, language: Language, texts: SavedListTexts) =>
  fill(texts.savedOn, "date", savedOnDay(savedAt, language));

/** "Saved on 3 Oct · may have changed since", under a saved page's name when it opens from the phone. */
export const savedOnNote = (savedAt: string, language: Language, texts: SavedListTexts) =>
  fill(texts.savedOnNote, "date", savedOnDay(savedAt, language));

/** "Remove Bansuri Riverside Café": what a place's Remove button is read out as. */
export const removePlaceText = (name: string, texts: SavedListTexts) => fill(texts.removePlace, "name", name);
