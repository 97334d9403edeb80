// The listing form's texts (the "listing" namespace), for the language of the page it is on.
import en from "../../../shared/i18n/catalogues/en/listing.json";
import he from "../../../shared/i18n/catalogues/he/listing.json";
import hi from "../../../shared/i18n/catalogues/hi/listing.json";
import type { Language } from "../../../shared/i18n/languages.ts";
import { translator } from "../../../shared/i18n/translate.ts";

const LISTING = { en, hi, he };

export const listingTexts = (language: Language) => translator(LISTING[language], language);
