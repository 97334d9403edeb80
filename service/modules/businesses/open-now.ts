// Which active businesses are open at an instant, for GET /api/businesses?openNow=true: asked of the shared isOpenAt
// (the function the pages' status line runs in the browser) for each business in its own time zone, never worked
// out again in SQL. The hours of every active business are held in memory until content changes; the open set is
// worked out once per minute of the clock and given to the search as `id = ANY(...)`, so paging, the total and
// every other filter stay in the database. docs/decisions/0009 has the figures at 10,000 businesses.
import { eq } from "drizzle-orm";
import { isOpenAt } from "../../../shared/hours/status.ts";
import type { OpeningHours } from "../../../shared/schemas/hours.ts";
import type { Database } from "../../db/client.ts";
import { businesses } from "../../db/schema.ts";
import { holdForLatestKey, onePerApp } from "../../held-while-unchanged.ts";
import { businessHoursField } from "./hours.ts";

const MINUTE_MS = 60_000;

export interface OpenNowIndex {
  /** The ids of the active businesses open at `at`, in ascending order. */
  openIdsAt(at: Date): Promise<number[]>;
}

/** The hours of every active business, by id. */
async function readActiveHours(db: Database): Promise<Map<number, OpeningHours>> {
  const rows = await db
    .select({ id: businesses.id, hours: businessHoursField })
    .from(businesses)
    .where(eq(businesses.isActive, true))
    .orderBy(businesses.id);
  return new Map(rows.map(({ id, hours }) => [id, hours]));
}

/** The businesses among `hours` open at `at`, as the shared function says. */
export function openIdsOf(hours: Map<number, OpeningHours>, at: Date): number[] {
  const open: number[] = [];
  for (const [id, ofBusiness] of hours) if (isOpenAt(ofBusiness, at)) open.push(id);
  return open;
}

/**
 * An index kept while `contentVersion` (the read cache's: readCache.contentVersion) stays the same, which every
 * content change, on this instance or another, moves on. Without it nothing is kept: each call reads the hours again.
 * A minute's open set is worked out once: a business opens and closes on whole minutes of its own clock, and every
 * zone's offset is a whole number of minutes.
 */
export function createOpenNowIndex(db: Database, contentVersion?: () => number): OpenNowIndex {
  const heldHours = holdForLatestKey<Map<number, OpeningHours>>();
  const heldMinute = holdForLatestKey<number[]>();
  return {
    openIdsAt(at) {
      const version = contentVersion?.();
      if (version === undefined) return readActiveHours(db).then((hours) => openIdsOf(hours, at));
      const atMinute = Math.floor(at.getTime() / MINUTE_MS);
      return heldMinute(`${version}:${atMinute}`, async () => {
        const hours = await heldHours(version, () => readActiveHours(db));
        return openIdsOf(hours, new Date(atMinute * MINUTE_MS));
      });
    },
  };
}

/**
 * The one index of an app's database and read cache, shared by the routes that filter by open now (the API, and the
 * /search page the service completes).
 */
export const openNowIndexFor = onePerApp(createOpenNowIndex);
