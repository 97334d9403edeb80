// Display formats shared by the static pages (and safe to import from islands: no Node APIs). A text of the business
// page takes the page's language and the text from its `business` catalogue, English by default; the English defaults
// are imported one by one, so an island's bundle holds only those it shows.
import { PRICE_FILTERS, PRODUCT_NAME, type PriceFilter } from "../../shared/constants.ts";
import {
  priceBudget,
  priceLuxury,
  priceModerate,
  pricePremium,
  reviewCount,
  reviewsTab,
  whatsappGreeting as greeting,
} from "../../shared/i18n/catalogues/en/business.json";
import type { Language } from "../../shared/i18n/languages.ts";
import { type CatalogueText, fillText } from "../../shared/i18n/translate.ts";

/** Ratings are stored as numeric(3,2) and read as strings; the spec shows one decimal. */
export function formatRating(rating: string | number): string {
  const value = Number(rating);
  // Round half up on the decimal value: toFixed alone turns the binary 4.55 into "4.5".
  return Number.isFinite(value) ? (Math.round(value * 10) / 10).toFixed(1) : "0.0";
}

/** "12 reviews"; `text`, the `business` catalogue's reviewCount in `language`. */
export function formatReviewCount(count: number, language: Language = "en", text: CatalogueText = reviewCount): string {
  return fillText(text, language, { count });
}

/** The business page's Reviews tab: "Reviews (12)"; `text`, the `business` catalogue's reviewsTab. */
export function reviewsTabLabel(count: number, language: Language = "en", text: CatalogueText = reviewsTab): string {
  return fillText(text, language, { count });
}

/**
 * A phone number as running text writes it, on one line: its groups joined by no-break spaces, so a narrow screen
 * never breaks "+91 98370 12345" into "+91" and "98370 12345".
 */
export const unbrokenPhone = (phone: string): string => phone.replace(/ /g, "\u00a0");

/** A chat link from the digits of a phone number; undefined when the number has none. */
export function whatsappLink(number: string, message: string): string | undefined {
  const digits = number.replace(/\D/g, "");
  if (!digits) return undefined;
  return `https://wa.me/${digits}?text=${encodeURIComponent(message)}`;
}

/** The message a WhatsApp chat opens with, in the page's language: the business's name as it writes it. */
export function whatsappGreeting(businessName: string, language: Language = "en", text: CatalogueText = greeting) {
  return fillText(text, language, { name: businessName, product: PRODUCT_NAME });
}

const dateFormat = new Intl.DateTimeFormat("en-US", {
  year: "numeric",
  month: "long",
  day: "numeric",
  timeZone: "UTC",
});

export function formatDate(iso: string): string {
  return dateFormat.format(new Date(iso));
}

const PRICE_KEYS = {
  budget: "priceBudget",
  moderate: "priceModerate",
  premium: "pricePremium",
  luxury: "priceLuxury",
} as const satisfies Record<PriceFilter, string>;

/**
 * What a stored price level means to a traveller ("Moderate (₹1,500-3,000)"), from the `business` catalogue's texts
 * of the page's language (English's by default); undefined for free text.
 */
export function priceRangeMeaning(
  priceRange: string,
  texts: Record<(typeof PRICE_KEYS)[PriceFilter], string> = { priceBudget, priceModerate, pricePremium, priceLuxury },
): string | undefined {
  const level = PRICE_FILTERS.find((option) => option.priceRange === priceRange);
  return level && texts[PRICE_KEYS[level.value]];
}

/** Blog categories are stored lower-case ("yoga"); cards show them capitalised. */
export function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** The text cut at a word to at most `max` characters, with "…" when anything was cut. */
export function shortenText(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const atWord = cut.lastIndexOf(" ");
  return `${(atWord > max / 2 ? cut.slice(0, atWord) : cut).trimEnd()}…`;
}
