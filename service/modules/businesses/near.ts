// Businesses as the public reads answer them: each with where it is (its bank and nearest landmarks on foot), and a
// search near somewhere (`near=` a landmark or a position) kept to its walking radius, with each walk from there, or
// sorted nearest first. Every walk comes from the shared walking function over the geography held in memory
// (landmarks/geography-index.ts); the database only filters and pages.
import { foldAccents } from "../../../shared/accents.ts";
import { SEARCH_RADIUS } from "../../../shared/constants.ts";
import { findLocality } from "../../../shared/localities.ts";
import { walkToLandmark, type Walk } from "../../../shared/geo/walking.ts";
import { placeOf, whereabouts } from "../../../shared/geo/geography.ts";
import type { Bank, Place } from "../../../shared/geo/bank.ts";
import type { Database } from "../../db/client.ts";
import { RuleViolationError } from "../../errors.ts";
import type { GeographyIndex, HeldGeography } from "../landmarks/geography-index.ts";
import { businesses } from "../../db/schema.ts";
import { searchBusinesses } from "./queries.ts";
import { type BusinessSearch, unplacedNaming } from "./search.ts";

type Near = NonNullable<BusinessSearch["near"]>;

export const unknownLandmarkMessage = (slug: string) =>
  `No landmark is called "${slug}": GET /api/landmarks lists their slugs`;

/** The places a search measures from: a landmark's (both ends of a bridge), or the position given on its bank. */
function originsOf(held: HeldGeography, near: Near): readonly Place[] {
  if ("point" in near) {
    const river = held.records.river?.points ?? [];
    // without a river course every place is on one bank
    return [river.length < 2 ? { ...near.point, bank: "left" } : placeOf(near.point, null, river)];
  }
  const landmark = held.routes.landmarks.find(({ slug }) => slug === near.landmark);
  if (!landmark) throw new RuleViolationError(unknownLandmarkMessage(near.landmark), "near");
  return landmark.places;
}

/** The walk from `near` to every active business with coordinates within `radiusKm` on foot (all, without one). */
export function walksFrom(held: HeldGeography, near: Near, radiusKm?: number): Map<number, Walk> {
  const origins = { places: originsOf(held, near) };
  const walks = new Map<number, Walk>();
  for (const { id, place } of held.places) {
    const walk = walkToLandmark(place, origins, held.routes.crossings);
    if (walk && (radiusKm === undefined || walk.meters <= radiusKm * 1000)) {
      walks.set(id, { ...walk, meters: Math.round(walk.meters) });
    }
  }
  return walks;
}

/** Rows with where each is, and the walk from the search's `near` when there is one. */
export function withWhereabouts<
  Row extends { id: number; latitude: number | null; longitude: number | null; bank: Bank | null },
>(rows: readonly Row[], held: HeldGeography, walks?: ReadonlyMap<number, Walk>) {
  return rows.map((row) => {
    const walk = walks?.get(row.id);
    return { ...row, ...whereabouts(row, held.routes), ...(walk ? { walk } : {}) };
  });
}

const folded = (text: string) => foldAccents(text.trim().toLowerCase());

/**
 * The landmark a typed location names: by its name or slug ("Ram Jhula", "ram-jhula"), or by another spelling of a
 * locality that is one ("lakshman jhoola", "Tapovan, Rishikesh": shared/localities.ts).
 */
export function landmarkNamed(held: HeldGeography, location: string): string | undefined {
  const wanted = new Set([location, findLocality(location)?.name ?? ""].filter(Boolean).map(folded));
  return held.routes.landmarks.find(({ name, slug }) => wanted.has(folded(name)) || wanted.has(slug))?.slug;
}

/**
 * The search box's "near location" within a radius, where the location names a landmark: a radius on foot from it
 * (across the river by an open crossing), as `near` and `radius` ask, with the businesses a radius cannot place
 * whose location or address names the place, as search.ts keeps them for a locality. Any
 * other location stays the text and straight-line locality filter of search.ts.
 */
async function landmarkLocationSearch(db: Database, held: HeldGeography, asked: BusinessSearch) {
  const slug = asked.location && !asked.near ? landmarkNamed(held, asked.location) : undefined;
  const landmark = held.routes.landmarks.find((candidate) => candidate.slug === slug);
  if (!landmark) return { search: asked, walks: asked.near ? walksFrom(held, asked.near, asked.radius) : undefined };
  const search = { ...asked, location: undefined, near: { landmark: landmark.slug } };
  const walks = walksFrom(held, search.near, asked.radius ?? SEARCH_RADIUS.default);
  const unplaced = await db
    .select({ id: businesses.id })
    .from(businesses)
    .where(unplacedNaming([asked.location, landmark.name]));
  const reach = new Map<number, { meters: number }>(walks);
  for (const { id } of unplaced) reach.set(id, { meters: Number.MAX_SAFE_INTEGER });
  return { search, walks, reach };
}

/** The public search: searchBusinesses with `near` (or a location naming a landmark) resolved, rows with whereabouts. */
export async function searchPublicBusinesses(
  db: Database,
  geography: GeographyIndex,
  asked: BusinessSearch,
  openIds?: readonly number[],
) {
  const held = await geography.held();
  const { search, walks, reach = walks } = await landmarkLocationSearch(db, held, asked);
  const result = await searchBusinesses(db, search, openIds, reach);
  return { ...result, businesses: withWhereabouts(result.businesses, held, walks) };
}
