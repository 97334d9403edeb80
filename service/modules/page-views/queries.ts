import { and, eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { businesses, businessViewsDaily } from "../../db/schema.ts";

/**
 * Counts one view of a business's page on the day it is on the business's own clock. Only an active business's page
 * is public, so a view of any other id (unknown, inactive) counts nowhere; one statement, so concurrent views each add
 * their one.
 */
export async function countView(db: Database, businessId: number, at = new Date()) {
  const dayThere = sql<string>`(${at.toISOString()}::timestamptz AT TIME ZONE ${businesses.timeZone})::date`.as("day");
  await db
    .insert(businessViewsDaily)
    .select(
      db
        .select({ businessId: businesses.id, day: dayThere, views: sql<number>`1`.as("views") })
        .from(businesses)
        .where(and(eq(businesses.id, businessId), eq(businesses.isActive, true))),
    )
    .onConflictDoUpdate({
      target: [businessViewsDaily.businessId, businessViewsDaily.day],
      set: { views: sql`${businessViewsDaily.views} + 1` },
    });
}
