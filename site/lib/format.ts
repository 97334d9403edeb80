// Display formats shared by the static pages (and safe to import from islands: no Node APIs).
import { PRICE_FILTERS, PRODUCT_NAME } from "../../shared/constants.ts";

/** Ratings are stored as numeric(3,2) and read as strings; the spec shows one decimal. */
export function formatRating(rating: string | number): string {
  const value = Number(rating);
  // Round half up on the decimal value: toFixed alone turns the binary 4.55 into "4.5".
  return Number.isFinite(value) ? (Math.round(value * 10) / 10).toFixed(1) : "0.0";
}

export function formatReviewCount(count: number): string {
  return `${count} ${count === 1 ? "review" : "reviews"}`;
}

/** The business page's Reviews tab. */
export function reviewsTabLabel(count: number): string {
  return `Reviews (${count})`;
}

/** A chat link from the digits of a phone number; undefined when the number has none. */
export function whatsappLink(number: string, message: string): string | undefined {
  const digits = number.replace(/\D/g, "");
  if (!digits) return undefined;
  return `https://wa.me/${digits}?text=${encodeURIComponent(message)}`;
}

export function whatsappGreeting(businessName: string): string {
  return `Namaste! I found ${businessName} on ${PRODUCT_NAME} and would like to know more.`;
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

export function formatReadTime(minutes: number): string {
  return `${minutes} min read`;
}

/** What a stored price level means to a traveller ("Moderate (₹1,500-3,000)"); undefined for free text. */
export function priceRangeMeaning(priceRange: string): string | undefined {
  return PRICE_FILTERS.find((option) => option.priceRange === priceRange)?.label;
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
