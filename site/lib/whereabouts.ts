// Where a business is, in the words a traveller in Rishikesh uses: minutes on foot from a landmark, and the bridge a
// walk crosses the Ganga by. Safe to import from islands (the cards): no Node APIs.
import type { Bank, GeoPoint } from "../../shared/geo/bank.ts";
import { roundCoordinate } from "../../shared/geo/coordinates.ts";
import type { SnapshotBusiness } from "../../shared/schemas/snapshot.ts";

type LandmarkWalk = Pick<SnapshotBusiness["nearestLandmarks"][number], "name" | "minutes" | "crossing">;

/**
 * A business page's line for one of its nearest landmarks: "8 min walk from Ram Jhula · across the river by Janki
 * Setu". A bridge that is itself the landmark is not named twice.
 */
export function landmarkLine({ name, minutes, crossing }: LandmarkWalk): string {
  if (minutes === 0) return `At ${name}`;
  const across = crossing && crossing.name !== name ? ` · across the river by ${crossing.name}` : "";
  return `${minutes} min walk from ${name}${across}`;
}

/** A card's short line for its nearest landmark: "6 min from Ram Jhula". */
export function cardLandmarkLine({ name, minutes }: Pick<LandmarkWalk, "name" | "minutes">): string {
  return minutes === 0 ? `At ${name}` : `${minutes} min from ${name}`;
}

/**
 * A card's line in a search near somewhere (Near me, or measured from a landmark): the walk from there, "12 min walk",
 * which the count line's "nearest on foot first" orders by.
 */
export function cardWalkLine({ minutes }: { minutes: number }): string {
  return minutes === 0 ? "Right there" : `${minutes} min walk`;
}

/** The banks as travellers tell them apart. */
export const BANK_NAMES: Record<Bank, string> = {
  left: "east bank (Swarg Ashram side)",
  right: "west bank (Rishikesh town side)",
};

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
