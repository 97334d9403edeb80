// Turns the search box's query into SQL: the filters, the order and the page, all evaluated by the database.
import { and, asc, desc, eq, ilike, isNotNull, isNull, lte, or, type SQL, sql } from "drizzle-orm";
import type { z } from "zod";
import { PRICE_FILTERS, SEARCH_RADIUS } from "../../../shared/constants.ts";
import { foldAccents } from "../../../shared/accents.ts";
import { findLocality } from "../../../shared/localities.ts";
import type { BusinessSearchQuerySchema } from "../../../shared/schemas/business.ts";
import { businesses, contentTranslations } from "../../db/schema.ts";
import { isAnyOf } from "./hours.ts";

export type BusinessSearch = z.output<typeof BusinessSearchQuerySchema>;

const EARTH_RADIUS_KM = 6371;
/** Enough words for any real query; more would only make the tsquery expensive. */
const MAX_SEARCH_WORDS = 10;
const NO_FILTER = new Set(["all", "any", ""]);

/**
 * The stored text document of a business (a generated column with a GIN index, migrations 0008 and 0009, accents
 * folded): matching uses
 * the index and ranking reads it, where computing the document per row cost 0.2 s a query at 10,000 businesses.
 * It is not in the drizzle schema, so no row the API or the snapshot reads carries it. The 0.2 s: docs/measurements.md,
 * "Database"; `npm run bench` times the search API.
 */
const searchDocument = sql`${businesses}.search_document`;

/**
 * A prefix tsquery from the words of a free-text query ("yog tapov" → 'yog:* & tapov:*'), so partial
 * words match. Only letters and digits survive, so the text cannot inject tsquery operators.
 * Undefined when nothing searchable is left.
 */
export function toPrefixTsquery(text: string): string | undefined {
  // folded as the stored document's text is (business_search_text, migration 0009)
  const words = foldAccents(text.toLowerCase())
    .replace(/['’]/g, "")
    .match(/[\p{L}\p{N}]+/gu);
  if (!words) return undefined;
  return words
    .slice(0, MAX_SEARCH_WORDS)
    .map((word) => `${word}:*`)
    .join(" & ");
}

/**
 * The words of a query as a translation is searched for them: whole letters, their vowel signs and points kept.
 * Devanagari writes most vowels as marks (\p{M}): the English document's folding, which drops marks to take accents
 * off, would make "ध्यान" (meditation) "धयन".
 */
function translationWords(text: string): string[] {
  return (
    text
      .normalize("NFC")
      .toLowerCase()
      .match(/[\p{L}\p{M}\p{N}]+/gu) ?? []
  ).slice(0, MAX_SEARCH_WORDS);
}

/**
 * With lang=hi or he, the businesses whose editors' translation into it (content_translations: description, services,
 * amenities) holds every word of the query, each anywhere in one of those fields: a word is matched as a part of a
 * word, since Hebrew writes "and", "the" and "in" onto the word (ומדיטציה, "and meditation", holds מדיטציה). A
 * language's business rows are read through their index (content_translations_language_idx), a handful per
 * translated business; undefined without words or for English.
 */
function translatedMatch(lang: BusinessSearch["lang"], text: string): SQL | undefined {
  if (lang === undefined || lang === "en") return undefined;
  const words = translationWords(text);
  if (words.length === 0) return undefined;
  const holdsWord = (word: string) =>
    sql`${businesses.id} IN (SELECT ${contentTranslations.entityId} FROM ${contentTranslations}
      WHERE ${contentTranslations.entity} = 'business' AND ${contentTranslations.language} = ${lang}
        AND ${ilike(contentTranslations.value, escapeLikePattern(word))})`;
  return and(...words.map(holdsWord));
}

/** The stored price level a price parameter selects: a level as is, a filter name mapped, "all"/"any" none. */
export function priceLevelOf(priceRange: string | undefined): string | undefined {
  if (priceRange === undefined || NO_FILTER.has(priceRange)) return undefined;
  return PRICE_FILTERS.find((filter) => filter.value === priceRange)?.priceRange ?? priceRange;
}

export function isCategoryFilter(category: string | undefined): category is string {
  return category !== undefined && !NO_FILTER.has(category);
}

/** Great-circle distance in km from a business to a point (haversine). */
function distanceKm(latitude: number, longitude: number): SQL<number> {
  const lat = sql`${latitude}::double precision`;
  const lon = sql`${longitude}::double precision`;
  return sql<number>`${2 * EARTH_RADIUS_KM} * asin(sqrt(least(1,
    power(sin(radians(${businesses.latitude} - ${lat}) / 2), 2)
    + cos(radians(${lat})) * cos(radians(${businesses.latitude}))
      * power(sin(radians(${businesses.longitude} - ${lon}) / 2), 2))))`;
}

/** A LIKE pattern matching `text` anywhere, its %, _ and backslash taken literally. */
export const escapeLikePattern = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/** A business whose location or address names one of `names` (any of them, anywhere in the text). */
function namesPlace(names: readonly (string | undefined)[]): SQL | undefined {
  return or(
    ...[...new Set(names.filter((name): name is string => Boolean(name)))].flatMap((name) => [
      ilike(businesses.location, escapeLikePattern(name)),
      ilike(businesses.address, escapeLikePattern(name)),
    ]),
  );
}

const withoutCoordinates = () => or(isNull(businesses.latitude), isNull(businesses.longitude));

/**
 * Where a radius cannot place a business, its text: an active business without coordinates whose location or address
 * names one of `names` (a radius on foot from a landmark keeps these too: near.ts).
 */
export function unplacedNaming(names: readonly (string | undefined)[]): SQL | undefined {
  return and(eq(businesses.isActive, true), withoutCoordinates(), namesPlace(names));
}

/**
 * A known locality keeps businesses within the radius of it; businesses without coordinates still
 * qualify when their location or address names the place. Unknown text falls back to that text match.
 */
function nearLocation(text: string, radiusKm: number): SQL | undefined {
  const locality = findLocality(text);
  const named = namesPlace([text, locality?.name]);
  if (!locality) return named;
  return or(
    and(
      isNotNull(businesses.latitude),
      isNotNull(businesses.longitude),
      lte(distanceKm(locality.latitude, locality.longitude), radiusKm),
    ),
    and(withoutCoordinates(), named),
  );
}

export const bestRatedFirst = [
  desc(businesses.rating),
  desc(businesses.reviewCount),
  asc(businesses.name),
  asc(businesses.id),
];

const sortOrders = {
  rating: bestRatedFirst,
  newest: [desc(businesses.createdAt), desc(businesses.id)],
  name: [asc(businesses.name), asc(businesses.id)],
} as const;

/**
 * The WHERE and ORDER BY of a search, given the category id it resolved to (null: none asked for), for an open-now
 * search the ids of the businesses open at its moment (open-now.ts), and for a search near somewhere the ids of the
 * businesses within its walking radius (near.ts). An explicit sort wins; otherwise a text query orders by relevance,
 * then best rated. A distance sort is the caller's, in memory: its ORDER BY here is only best rated.
 */
export function searchClauses(
  search: BusinessSearch,
  categoryId: number | null,
  openIds?: readonly number[],
  nearIds?: readonly number[],
) {
  const tsquery = search.q ? toPrefixTsquery(search.q) : undefined;
  const matchesText = tsquery ? sql`to_tsquery('english', ${tsquery})` : undefined;
  const matchesTranslation = search.q ? translatedMatch(search.lang, search.q) : undefined;
  const priceLevel = priceLevelOf(search.priceRange);

  const narrowing = [
    // a Hindi or Hebrew page's search finds a business by its English (what is not translated yet) or its translation
    or(matchesText && sql`${searchDocument} @@ ${matchesText}`, matchesTranslation),
    categoryId === null ? undefined : eq(businesses.categoryId, categoryId),
    priceLevel === undefined ? undefined : eq(businesses.priceRange, priceLevel),
    search.location ? nearLocation(search.location, search.radius ?? SEARCH_RADIUS.default) : undefined,
    search.openNow && openIds ? isAnyOf(businesses.id, openIds) : undefined,
    nearIds ? isAnyOf(businesses.id, nearIds) : undefined,
  ].filter((condition) => condition !== undefined);
  const where = and(eq(businesses.isActive, true), ...narrowing);
  const sort = search.sort === "distance" ? "rating" : search.sort;
  const orderBy =
    sort || !matchesText
      ? sortOrders[sort ?? "rating"]
      : [desc(sql`ts_rank(${searchDocument}, ${matchesText})`), ...bestRatedFirst];
  /** narrowed: whether anything but being active limits the matches */
  return { where, orderBy, narrowed: narrowing.length > 0 };
}
