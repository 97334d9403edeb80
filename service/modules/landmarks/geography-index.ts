// The geography and every active business's place held in memory while content stays the same, as open-now.ts holds
// the hours: nearest landmarks and distance sorts are worked out over them by the shared walking function
// (shared/geo/walking.ts), never per row in SQL. At 10,000 businesses a distance sort walks each once, in a few ms.
import { and, eq, isNotNull } from "drizzle-orm";
import type { Place } from "../../../shared/geo/bank.ts";
import { placeOf, routeGeography, type RouteGeography } from "../../../shared/geo/geography.ts";
import type { GeographyRecords } from "../../../shared/schemas/geo.ts";
import type { Database } from "../../db/client.ts";
import { businesses } from "../../db/schema.ts";
import { holdForLatestKey, onePerApp } from "../../held-while-unchanged.ts";
import { readGeography } from "./queries.ts";

export interface HeldGeography {
  records: GeographyRecords;
  routes: RouteGeography;
  /** every active business with coordinates, at its place */
  places: { id: number; place: Place }[];
}

async function readHeldGeography(db: Database): Promise<HeldGeography> {
  const [records, rows] = await Promise.all([
    readGeography(db),
    db
      .select({
        id: businesses.id,
        latitude: businesses.latitude,
        longitude: businesses.longitude,
        bank: businesses.bank,
      })
      .from(businesses)
      .where(and(eq(businesses.isActive, true), isNotNull(businesses.latitude), isNotNull(businesses.longitude))),
  ]);
  const river = records.river?.points ?? [];
  const routes = routeGeography(river, records.landmarks, records.crossings);
  return {
    records,
    routes,
    places:
      river.length < 2
        ? []
        : rows.map(({ id, latitude, longitude, bank }) => ({
            id,
            place: placeOf({ latitude: latitude!, longitude: longitude! }, bank, river),
          })),
  };
}

export interface GeographyIndex {
  held(): Promise<HeldGeography>;
}

/** Kept while `contentVersion` (the read cache's) stays the same; without it each call reads again. */
export function createGeographyIndex(db: Database, contentVersion?: () => number): GeographyIndex {
  const held = holdForLatestKey<HeldGeography>();
  return {
    held() {
      const version = contentVersion?.();
      return version === undefined ? readHeldGeography(db) : held(version, () => readHeldGeography(db));
    },
  };
}

/** The one index of an app's database and read cache, shared by the routes that need it. */
export const geographyIndexFor = onePerApp(createGeographyIndex);
