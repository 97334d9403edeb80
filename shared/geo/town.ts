// Where Rishikesh is, to tell a position in or around town from one far away (a phone's location a visitor shares
// from home, say).
import type { GeoPoint } from "./bank.ts";
import { greatCircleMeters } from "./walking.ts";

/** The middle of town: Ram Jhula (Wikipedia "Ram Jhula", 30.123238, 78.314438). */
export const TOWN_CENTRE: GeoPoint = { latitude: 30.12324, longitude: 78.31444 };

/**
 * How far from the middle a position still counts as in or around Rishikesh, as the crow flies: Neelkanth (8 km),
 * Shivpuri's rafting camps (7 km) and Kaudiyala (19 km) in; Haridwar's centre (24.5 km) and Dehradun (35 km) out.
 */
export const TOWN_REACH_KM = 22;

/** Kilometres from the middle of town, to one decimal. */
export function kmFromTown(point: GeoPoint): number {
  return Math.round(greatCircleMeters(point, TOWN_CENTRE) / 100) / 10;
}

export const isAroundTown = (point: GeoPoint) => kmFromTown(point) <= TOWN_REACH_KM;
