// Walking distance and time in a town split by a river: the one function the API, the snapshot and the pages use
// (docs/decisions/0010). On one bank, the great-circle distance times a detour factor; across the river, the best
// route over a crossing open on foot: to its end on this bank, over it, and on from its other end.
import type { Bank, GeoPoint, Place } from "./bank.ts";

/**
 * How much longer a walk through lanes is than the straight line. Measured circuity of street networks runs from about
 * 1.2 (a grid) to 1.4 (hills and dead ends); Rishikesh's riverside lanes, steps and the hillside above Tapovan sit
 * towards the upper middle.
 */
export const DETOUR_FACTOR = 1.3;
/**
 * A traveller's pace in km/h: below the 5 km/h of a clear pavement, for lanes shared with pilgrims, cows and scooters,
 * and steps up from the river.
 */
export const WALKING_PACE_KMH = 4.5;
const METRES_PER_MINUTE = (WALKING_PACE_KMH * 1000) / 60;
const EARTH_RADIUS_METRES = 6_371_000;

/** A way over the river, as a route needs it: its two ends and whether people may walk over it. */
export interface RouteCrossing {
  slug: string;
  name: string;
  openOnFoot: boolean;
  leftBank: GeoPoint;
  rightBank: GeoPoint;
}

/** A walk: how far, how long, and the crossing it takes (null: it stays on one bank). */
export interface Walk {
  meters: number;
  minutes: number;
  crossing: { slug: string; name: string } | null;
}

const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** The great-circle distance between two points in metres (haversine). */
export function greatCircleMeters(from: GeoPoint, to: GeoPoint): number {
  const halfLatitude = Math.sin(radians(to.latitude - from.latitude) / 2);
  const halfLongitude = Math.sin(radians(to.longitude - from.longitude) / 2);
  const chord =
    halfLatitude * halfLatitude +
    Math.cos(radians(from.latitude)) * Math.cos(radians(to.latitude)) * halfLongitude * halfLongitude;
  return 2 * EARTH_RADIUS_METRES * Math.asin(Math.sqrt(Math.min(1, chord)));
}

/** Whole minutes of walking, at least one for any distance at all. */
export function walkingMinutes(meters: number): number {
  return meters === 0 ? 0 : Math.max(1, Math.round(meters / METRES_PER_MINUTE));
}

const endOn = (crossing: RouteCrossing, bank: Bank) => (bank === "left" ? crossing.leftBank : crossing.rightBank);

/**
 * The walk from one place to another: on one bank, the straight line times DETOUR_FACTOR; across, the shortest route
 * through a crossing open on foot, the walks to and from it times DETOUR_FACTOR and the crossing itself straight.
 * Undefined when the places are on opposite banks and no crossing is open.
 */
export function walkBetween(from: Place, to: Place, crossings: readonly RouteCrossing[]): Walk | undefined {
  if (from.bank === to.bank) {
    const meters = greatCircleMeters(from, to) * DETOUR_FACTOR;
    return { meters, minutes: walkingMinutes(meters), crossing: null };
  }
  let best: { meters: number; crossing: RouteCrossing } | undefined;
  for (const crossing of crossings) {
    if (!crossing.openOnFoot) continue;
    const near = endOn(crossing, from.bank);
    const far = endOn(crossing, to.bank);
    const meters =
      greatCircleMeters(from, near) * DETOUR_FACTOR +
      greatCircleMeters(near, far) +
      greatCircleMeters(far, to) * DETOUR_FACTOR;
    if (!best || meters < best.meters) best = { meters, crossing };
  }
  if (!best) return undefined;
  const { slug, name } = best.crossing;
  return { meters: best.meters, minutes: walkingMinutes(best.meters), crossing: { slug, name } };
}

/** A landmark as a route reaches it: at any of its places (a bridge at either end, other landmarks at their point). */
export interface RouteLandmark {
  slug: string;
  name: string;
  kind: string;
  places: readonly Place[];
}

export interface NearbyLandmark extends Walk {
  slug: string;
  name: string;
  kind: string;
}

/** The walk to the nearest of a landmark's places; undefined when none can be reached. */
export function walkToLandmark(
  from: Place,
  landmark: Pick<RouteLandmark, "places">,
  crossings: readonly RouteCrossing[],
): Walk | undefined {
  let best: Walk | undefined;
  for (const place of landmark.places) {
    const walk = walkBetween(from, place, crossings);
    if (walk && (!best || walk.meters < best.meters)) best = walk;
  }
  return best;
}

/** How many landmarks a business is described by, and how far one may be to describe it. */
export const NEARBY_LANDMARKS = { count: 3, maxMinutes: 45 } as const;

/**
 * The landmarks nearest `from` on foot, nearest first (ties by name): at most `count`, none further than
 * `maxMinutes`, since a landmark an hour away says nothing about where a place is.
 */
export function nearestLandmarks(
  from: Place,
  landmarks: readonly RouteLandmark[],
  crossings: readonly RouteCrossing[],
  { count, maxMinutes }: { count: number; maxMinutes: number } = NEARBY_LANDMARKS,
): NearbyLandmark[] {
  const reached: NearbyLandmark[] = [];
  for (const { slug, name, kind, places } of landmarks) {
    const walk = walkToLandmark(from, { places }, crossings);
    if (walk && walk.minutes <= maxMinutes) reached.push({ slug, name, kind, ...walk });
  }
  return reached.sort((a, b) => a.meters - b.meters || a.name.localeCompare(b.name)).slice(0, count);
}
