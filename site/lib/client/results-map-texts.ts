// The results map's words (results-map.ts) in the page's language: the `map` catalogue's note under the map, its
// loading line, the zoom buttons' and the popup's close button's names and Leaflet's credit. Each language's are a
// file of their own, fetched with the map's code, so a page fetches only its own language's.
import type english from "../../../shared/i18n/catalogues/en/map.json";
import { formatNumber } from "../../../shared/i18n/format.ts";
import type { Language } from "../../../shared/i18n/languages.ts";
import { fillCount } from "../../../shared/i18n/translate.ts";

export type MapTexts = typeof english;

const MAP_TEXTS: Record<Language, () => Promise<{ default: MapTexts }>> = {
  en: () => import("../../../shared/i18n/catalogues/en/map.json"),
  hi: () => import("../../../shared/i18n/catalogues/hi/map.json"),
  he: () => import("../../../shared/i18n/catalogues/he/map.json"),
};

export const loadMapTexts = (language: Language): Promise<MapTexts> =>
  MAP_TEXTS[language]().then((texts) => texts.default);

/**
 * What the map's note says of the pins it shows: "12 businesses on the map.", with those left off when the search
 * matches more than the map asks for (`limit`), or those without a position. Numbers as the language writes them.
 */
export function mapNote(
  { shown, total, withoutPosition, limit }: { shown: number; total: number; withoutPosition: number; limit: number },
  language: Language,
  texts: MapTexts,
): string {
  if (total > limit)
    return fillCount(texts.shownFirst, language, shown, {
      limit: formatNumber(limit, language),
      total: formatNumber(total, language),
    });
  if (withoutPosition > 0)
    return fillCount(texts.shownWithoutPosition, language, shown, { more: formatNumber(withoutPosition, language) });
  return fillCount(texts.shown, language, shown);
}
