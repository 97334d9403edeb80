// The site_builds rows: the rebuild queue's state, shared by every service instance. A request joins the one
// queued row (or becomes it); a build takes that row, records its stage and log as it goes, and ends succeeded
// or failed.
import { eq, sql } from "drizzle-orm";
import type { BuildReason } from "../../shared/schemas/build.ts";
import type { ContentChange } from "../context.ts";
import type { Database } from "../db/client.ts";
import { siteBuilds } from "../db/schema.ts";

export type BuildRow = typeof siteBuilds.$inferSelect;

export const INTERRUPTED_MESSAGE = "Interrupted: the service stopped during this build";

const asReason = (change: ContentChange): BuildReason => ({ ...change, requestedAt: new Date().toISOString() });

/** Adds the request to the queued build, creating it when none waits. Returns the queued build's id. */
export async function recordBuildRequest(db: Database, change: ContentChange): Promise<number> {
  const reasons = JSON.stringify([asReason(change)]);
  for (;;) {
    const [joined] = await db
      .update(siteBuilds)
      .set({ reasons: sql`${siteBuilds.reasons} || ${reasons}::jsonb` })
      .where(eq(siteBuilds.status, "queued"))
      .returning({ id: siteBuilds.id });
    if (joined) return joined.id;
    // the partial unique index lets one queued row exist: losing that race means joining the winner
    const [created] = await db
      .insert(siteBuilds)
      .values({ reasons: [asReason(change)] })
      .onConflictDoNothing()
      .returning({ id: siteBuilds.id });
    if (created) return created.id;
  }
}

/** Marks the queued build running and answers it, or undefined when nothing waits. */
export async function takeQueuedBuild(db: Database): Promise<BuildRow | undefined> {
  const [taken] = await db
    .update(siteBuilds)
    .set({ status: "running", startedAt: new Date() })
    .where(eq(siteBuilds.status, "queued"))
    .returning();
  return taken;
}

/** A build that starts at once, outside the queue (`npm run build`). */
export async function insertRunningBuild(db: Database, change: ContentChange): Promise<BuildRow> {
  const [row] = await db
    .insert(siteBuilds)
    .values({ status: "running", startedAt: new Date(), reasons: [asReason(change)] })
    .returning();
  return row!;
}

export async function updateBuild(db: Database, id: number, fields: Partial<Omit<BuildRow, "id">>): Promise<void> {
  await db.update(siteBuilds).set(fields).where(eq(siteBuilds.id, id));
}

/**
 * Run by whoever has just taken the builder lock: a build still marked running then belongs to no builder, so a
 * stopped or killed process cut it off.
 */
export async function markInterruptedBuilds(db: Database): Promise<void> {
  await db
    .update(siteBuilds)
    .set({ status: "failed", finishedAt: new Date(), message: INTERRUPTED_MESSAGE })
    .where(eq(siteBuilds.status, "running"));
}

export async function hasQueuedBuild(db: Database): Promise<boolean> {
  return (await db.$count(siteBuilds, eq(siteBuilds.status, "queued"))) > 0;
}

export async function findBuildRow(db: Database, id: number): Promise<BuildRow | undefined> {
  const [row] = await db.select().from(siteBuilds).where(eq(siteBuilds.id, id));
  return row;
}
