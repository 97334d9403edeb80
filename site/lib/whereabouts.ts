// Where a business is, in the words a traveller in Rishikesh uses: minutes on foot from a landmark, and the bridge a
// walk crosses the Ganga by. Safe to import from islands (the cards): no Node APIs.
// The words are the `walking` catalogue's: each function takes the page's language and its catalogue (the whole
// namespace, or the keys it uses), English by default, and a card's line finds its few by the language; landmark and
// bridge names stay as they are written.
import { roundCoordinate } from "../../shared/geo/coordinates.ts";
import type { GeoPoint } from "../../shared/geo/bank.ts";
import {
  at,
  cardFrom,
  cardWalk,
  rightThere,
  walkFrom,
  walkFromAcross,
} from "../../shared/i18n/catalogues/en/walking.json";
import {
  at as heAt,
  cardFrom as heCardFrom,
  cardWalk as heCardWalk,
  rightThere as heRightThere,
} from "../../shared/i18n/catalogues/he/walking.json";
import {
  at as hiAt,
  cardFrom as hiCardFrom,
  cardWalk as hiCardWalk,
  rightThere as hiRightThere,
} from "../../shared/i18n/catalogues/hi/walking.json";
import type { Language } from "../../shared/i18n/languages.ts";
import { type CatalogueText, fillText } from "../../shared/i18n/translate.ts";
import type { SnapshotBusiness } from "../../shared/schemas/snapshot.ts";

type LandmarkWalk = Pick<SnapshotBusiness["nearestLandmarks"][number], "name" | "minutes" | "crossing">;
/** The texts of the `walking` catalogue a line needs: a language's whole namespace will do. */
type WalkingTexts<Keys extends string> = Record<Keys, CatalogueText>;

/**
 * A business page's line for one of its nearest landmarks: "8 min walk from Ram Jhula · across the river by Janki
 * Setu". A bridge that is itself the landmark is not named twice.
 */
export function landmarkLine(
  { name, minutes, crossing }: LandmarkWalk,
  language: Language = "en",
  texts: WalkingTexts<"at" | "walkFrom" | "walkFromAcross"> = { at, walkFrom, walkFromAcross },
): string {
  if (minutes === 0) return fillText(texts.at, language, { name });
  return crossing && crossing.name !== name
    ? fillText(texts.walkFromAcross, language, { count: minutes, name, bridge: crossing.name })
    : fillText(texts.walkFrom, language, { count: minutes, name });
}

/**
 * The texts a card's line takes, in each language: the cards are drawn in the browser too, so they carry these few
 * (the JSON's named imports leave the rest of each catalogue out of the islands' code).
 */
const CARD_TEXTS: Record<Language, WalkingTexts<"at" | "cardFrom" | "cardWalk" | "rightThere">> = {
  en: { at, cardFrom, cardWalk, rightThere },
  hi: { at: hiAt, cardFrom: hiCardFrom, cardWalk: hiCardWalk, rightThere: hiRightThere },
  he: { at: heAt, cardFrom: heCardFrom, cardWalk: heCardWalk, rightThere: heRightThere },
};

/** A card's short line for its nearest landmark: "6 min from Ram Jhula". */
export function cardLandmarkLine(
  { name, minutes }: Pick<LandmarkWalk, "name" | "minutes">,
  language: Language = "en",
  texts: WalkingTexts<"at" | "cardFrom"> = CARD_TEXTS[language],
): string {
  return fillText(minutes === 0 ? texts.at : texts.cardFrom, language, { count: minutes, name });
}

/**
 * A card's line in a search near somewhere (Near me, or measured from a landmark): the walk from there, "12 min walk",
 * which the count line's "nearest on foot first" orders by.
 */
export function cardWalkLine(
  { minutes }: { minutes: number },
  language: Language = "en",
  texts: WalkingTexts<"rightThere" | "cardWalk"> = CARD_TEXTS[language],
): string {
  return fillText(minutes === 0 ? texts.rightThere : texts.cardWalk, language, { count: minutes });
}

/**
 * The address that gives walking directions to a point in the phone's map app. Google's cross-platform maps address:
 * Android hands it to Google Maps; on an iPhone it opens Google Maps when installed, else the same directions in the
 * browser. A geo: URI opens nothing on an iPhone, and Apple's maps address only a browser map on Android; Google Maps
 * is also the map most travellers in Rishikesh carry, with the ghats, ashrams and bridges named.
 */
export function directionsUrlTo({ latitude, longitude }: GeoPoint): string {
  const destination = `${roundCoordinate(latitude)},${roundCoordinate(longitude)}`;
  return `https://www.google.com/maps/dir/?api=1&destination=${destination}&travelmode=walking`;
}
