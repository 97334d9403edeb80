// The search box's state and its URL form (spec section 5): the URL carries only what narrows the
// search, so a plain /search and a shared link read the same way they were written.
import { PRICE_FILTERS, PRICE_FILTER_VALUES, SEARCH_RADIUS, type PriceFilter } from "../../../shared/constants.ts";
// only the radius's words of each language's search texts: the plain forms' script (search-form.ts) carries them
import { radius as enRadius } from "../../../shared/i18n/catalogues/en/search.json";
import { radius as heRadius } from "../../../shared/i18n/catalogues/he/search.json";
import { radius as hiRadius } from "../../../shared/i18n/catalogues/hi/search.json";
import { formatKilometres } from "../../../shared/i18n/format.ts";
import { DEFAULT_LANGUAGE, type Language, localizedPath } from "../../../shared/i18n/languages.ts";
import { fillText } from "../../../shared/i18n/translate.ts";

/** "all" means no category and no price filter, as the spec's dropdowns name it. */
export const ALL = "all";

export interface SearchParams {
  q: string;
  /** a category slug, or "all" */
  category: string;
  location: string;
  /** kilometres around the location, SEARCH_RADIUS.min..max */
  radius: number;
  /** a PriceFilter value, or "all" */
  priceRange: PriceFilter | typeof ALL;
  /** only the businesses open at the search's moment, each on its own clock (the service works it out) */
  openNow: boolean;
  /**
   * where walks are measured from, nearest first: a landmark's slug, or "latitude,longitude" (Near me); "" for none.
   * The box has no field for it: a search from the box starts without it.
   */
  near: string;
}

export const DEFAULT_SEARCH: SearchParams = {
  q: "",
  category: ALL,
  location: "",
  radius: SEARCH_RADIUS.default,
  priceRange: ALL,
  openNow: false,
  near: "",
};

/** What the URL and the API say for "Open now"; absent, it is off (the default is left out of the URL). */
export const OPEN_NOW_VALUE = "true";

/**
 * The query string of /search (without "?"): radius only when not the default, filters only when set, "Open now"
 * only when on, and where walks are measured from last.
 */
export function toSearchQueryString(params: SearchParams): string {
  const query = new URLSearchParams();
  const q = params.q.trim();
  const location = params.location.trim();
  if (q) query.set("q", q);
  if (params.category && params.category !== ALL) query.set("category", params.category);
  if (location) query.set("location", location);
  if (params.radius !== SEARCH_RADIUS.default) query.set("radius", String(params.radius));
  if (params.priceRange && params.priceRange !== ALL) query.set("priceRange", params.priceRange);
  if (params.openNow) query.set("openNow", OPEN_NOW_VALUE);
  if (params.near.trim()) query.set("near", params.near.trim());
  return query.toString();
}

/** The /search URL for these params, in the page's language (/hi/search?q=yoga). */
export function toSearchUrl(params: SearchParams, language: Language): string {
  const query = toSearchQueryString(params);
  return localizedPath(query ? `/search?${query}` : "/search", language);
}

/**
 * Reads the params back from a URL's query. A category taken from the page's path
 * (/categories/{slug}) wins over the query's, so a category page always shows its category.
 */
export function fromSearchParams(search: URLSearchParams | string, presetCategory?: string): SearchParams {
  const query = typeof search === "string" ? new URLSearchParams(search) : search;
  return {
    q: query.get("q")?.trim() ?? "",
    category: presetCategory || query.get("category")?.trim() || ALL,
    location: query.get("location")?.trim() ?? "",
    radius: parseRadius(query.get("radius")),
    priceRange: parsePriceFilter(query.get("priceRange")),
    openNow: query.get("openNow") === OPEN_NOW_VALUE,
    near: query.get("near")?.trim() ?? "",
  };
}

/**
 * The GET /api/businesses query for these params, from a page in `language`. Unlike the URL it always states the radius
 * with a location, so the result never depends on the server's own default; a search near somewhere is nearest first;
 * a Hindi or Hebrew page's search also matches the editors' translations in its language (the API's `lang`).
 */
export function toBusinessesApiQuery(params: SearchParams, language: Language): string {
  const query = new URLSearchParams(toSearchQueryString(params));
  if (params.location.trim()) query.set("radius", String(params.radius));
  if (params.near.trim()) query.set("sort", "distance");
  if (language !== DEFAULT_LANGUAGE) query.set("lang", language);
  return query.toString();
}

const RADIUS_LABELS: Record<Language, string> = { en: enRadius, hi: hiRadius, he: heRadius };

/** The radius slider's label and spoken value ("Radius: 5 km", "5 km"); "दायरा: 5 कि॰मी॰" in Hindi. */
export const radiusText = (radius: number, language: Language = DEFAULT_LANGUAGE) => formatKilometres(radius, language);
export const radiusLabel = (radius: number, language: Language = DEFAULT_LANGUAGE) =>
  fillText(RADIUS_LABELS[language], language, { distance: radiusText(radius, language) });

function parseRadius(value: string | null): number {
  const radius = Number(value);
  if (value === null || value === "" || !Number.isInteger(radius)) return SEARCH_RADIUS.default;
  return Math.min(SEARCH_RADIUS.max, Math.max(SEARCH_RADIUS.min, radius));
}

/** Accepts the filter names and, for links written by hand, the stored symbols ($..$$$$). */
function parsePriceFilter(value: string | null): SearchParams["priceRange"] {
  if (!value) return ALL;
  if ((PRICE_FILTER_VALUES as readonly string[]).includes(value)) return value as PriceFilter;
  return PRICE_FILTERS.find((filter) => filter.priceRange === value)?.value ?? ALL;
}
