// The search's and the cards' interface text in the three languages (issue 47). Islands render on the server and again
// in the browser from their `language` prop, so they import each namespace they show in every language and pick one.
import enCards from "../../../shared/i18n/catalogues/en/cards.json";
import enSearch from "../../../shared/i18n/catalogues/en/search.json";
import heCards from "../../../shared/i18n/catalogues/he/cards.json";
import heSearch from "../../../shared/i18n/catalogues/he/search.json";
import hiCards from "../../../shared/i18n/catalogues/hi/cards.json";
import hiSearch from "../../../shared/i18n/catalogues/hi/search.json";
import { formatNumber } from "../../../shared/i18n/format.ts";
import type { Language } from "../../../shared/i18n/languages.ts";
import { pluralForm, translator } from "../../../shared/i18n/translate.ts";
import { PRICE_FILTERS, type PriceFilter } from "../../../shared/constants.ts";

const SEARCH: Record<Language, typeof enSearch> = { en: enSearch, hi: hiSearch, he: heSearch };
const CARDS: Record<Language, typeof enCards> = { en: enCards, hi: hiCards, he: heCards };

export const searchTexts = (language: Language) => translator(SEARCH[language], language);
export const cardTexts = (language: Language) => translator(CARDS[language], language);

/**
 * A text cut around one placeholder the caller draws as markup (a link, a number in bold): "Try … or {link}" is
 * ["Try … or ", ""]. The placeholder is left out of the values filled before.
 */
export function around(text: string, placeholder: string): [string, string] {
  const [before = "", ...after] = text.split(`{${placeholder}}`);
  return [before, after.join("")];
}

/**
 * A search text of a count in its form for `count`, {count} unfilled: the count line draws the number in bold. A form
 * may say the number in words instead (Hebrew's "נמצא עסק אחד").
 */
export const countForm = (language: Language, key: "found" | "foundOpenNow", count: number) =>
  pluralForm(SEARCH[language][key], language, count);

/** Each price filter's rupees: from, and to (none for the highest). Its English label says the same. */
const PRICE_RUPEES: Record<PriceFilter, readonly [number, number?]> = {
  budget: [500, 1500],
  moderate: [1500, 3000],
  premium: [3000, 5000],
  luxury: [5000],
};
const PRICE_KEYS = {
  budget: "priceBudget",
  moderate: "priceModerate",
  premium: "pricePremium",
  luxury: "priceLuxury",
} as const satisfies Record<PriceFilter, keyof typeof enSearch>;

/** The search filter's words for a price level, amounts as the language writes them: "Budget (₹500-1,500)". */
export function priceFilterLabel(filter: PriceFilter, language: Language): string {
  const [from, to] = PRICE_RUPEES[filter];
  return searchTexts(language)(PRICE_KEYS[filter], {
    from: formatNumber(from, language),
    ...(to !== undefined && { to: formatNumber(to, language) }),
  });
}

/** Every price filter, in the order of PRICE_FILTERS, with its label in `language`. */
export const priceFilters = (language: Language) =>
  PRICE_FILTERS.map(({ value }) => ({ value, label: priceFilterLabel(value, language) }));
