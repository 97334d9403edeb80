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
import type { ReadCache } from "../../read-cache.ts";
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
  let held: { version: number; hours: Promise<Map<number, OpeningHours>> } | undefined;
  let minute: { version: number; minute: number; ids: Promise<number[]> } | undefined;

  function activeHours(version: number | undefined): Promise<Map<number, OpeningHours>> {
    if (version === undefined) return readActiveHours(db);
    if (held?.version !== version) {
      const hours = readActiveHours(db);
      held = { version, hours };
      // a failed read is not kept: the next request reads again
      hours.catch(() => {
        if (held?.hours === hours) held = undefined;
      });
    }
    return held.hours;
  }

  return {
    async openIdsAt(at) {
      const version = contentVersion?.();
      const atMinute = Math.floor(at.getTime() / MINUTE_MS);
      if (version === undefined) return openIdsOf(await readActiveHours(db), at);
      if (minute?.version !== version || minute.minute !== atMinute) {
        const ids = activeHours(version).then((hours) => openIdsOf(hours, new Date(atMinute * MINUTE_MS)));
        minute = { version, minute: atMinute, ids };
        ids.catch(() => {
          if (minute?.ids === ids) minute = undefined;
        });
      }
      return minute.ids;
    },
  };
}

const indexes = new WeakMap<object, OpenNowIndex>();

/**
 * The one index of an app's database and read cache, shared by the routes that filter by open now (the API, and the
 * /search page the service completes).
 */
export function openNowIndexFor({ db, readCache }: { db: Database; readCache?: ReadCache }): OpenNowIndex {
  const owner = readCache ?? db;
  let index = indexes.get(owner);
  if (!index) {
    index = createOpenNowIndex(db, readCache && (() => readCache.contentVersion()));
    indexes.set(owner, index);
  }
  return index;
}
