// The kept releases of the public site and Roll back. A release is offered only when a build that succeeded
// made it (a failed build's folder never is), and a rollback holds the builder lock, so no build swaps or
// prunes releases meanwhile: a rollback during a build is refused instead (the build would swap again).
import { join } from "node:path";
import { and, desc, eq, inArray } from "drizzle-orm";
import { RELEASE_ALREADY_LIVE, RELEASE_NOT_FOUND, ROLLBACK_DURING_BUILD } from "../../../../shared/messages.ts";
import type { AdminProfile } from "../../../../shared/schemas/admin.ts";
import type { Release } from "../../../../shared/schemas/release.ts";
import type { AppContext } from "../../../context.ts";
import type { Database } from "../../../db/client.ts";
import { auditLog, siteBuilds } from "../../../db/schema.ts";
import { ConflictError, NotFoundError } from "../../../errors.ts";
import { builderLock } from "../../../publish/builder-lock.ts";
import { releasePaths } from "../../../publish/paths.ts";
import { readReleases, swapLiveRelease } from "../../../publish/releases.ts";
import { auditedWrite } from "../../../audit/audited-write.ts";

/** The releases one can make live, newest first: those a succeeded build made, and the live one. */
export async function listReleases(db: Database, dataDir: string): Promise<Release[]> {
  const paths = releasePaths(dataDir);
  const { releases, liveId } = await readReleases(paths.releases, paths.live);
  if (releases.length === 0) return [];
  const builds = await db
    .select()
    .from(siteBuilds)
    .where(
      and(
        eq(siteBuilds.status, "succeeded"),
        inArray(
          siteBuilds.releaseId,
          releases.map((release) => release.id),
        ),
      ),
    );
  const rolledBack = liveId === null ? undefined : await lastRollbackTo(db, liveId);
  return releases.flatMap((release) => {
    const build = builds.find((row) => row.releaseId === release.id);
    const live = release.id === liveId;
    if (!build && !live) return [];
    return {
      id: release.id,
      live,
      builtAt: (build?.finishedAt ?? release.modifiedAt).toISOString(),
      buildId: build?.id ?? null,
      reasons: build?.reasons ?? [],
      pages: build?.pagesTotal ?? null,
      rolledBack: live && rolledBack ? { by: rolledBack.adminUsername, at: rolledBack.createdAt.toISOString() } : null,
    };
  });
}

/**
 * The newest rollback to this release. Release ids are never reused and a build always makes a new one, so
 * when the live release has one, that rollback is what made it live.
 */
async function lastRollbackTo(db: Database, releaseId: string) {
  const [entry] = await db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, "release"), eq(auditLog.action, "rollback"), eq(auditLog.entityId, releaseId)))
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(1);
  return entry;
}

/** Makes a kept release live at once (one rename of the live link), audited; answers it as now listed. */
export async function rollBack(context: AppContext, admin: AdminProfile, releaseId: string): Promise<Release> {
  const releaseLock = await builderLock(context.db).tryAcquire();
  if (!releaseLock) throw new ConflictError(ROLLBACK_DURING_BUILD);
  try {
    const releases = await listReleases(context.db, context.env.dataDir);
    // only an id from the list reaches the file system: nothing typed can name another folder
    const target = releases.find((release) => release.id === releaseId);
    if (!target) throw new NotFoundError(RELEASE_NOT_FOUND);
    if (target.live) throw new ConflictError(RELEASE_ALREADY_LIVE);
    const wasLive = releases.find((release) => release.live)?.id ?? null;
    await auditedWrite(context, admin, async () => {
      const paths = releasePaths(context.env.dataDir);
      await swapLiveRelease(join(paths.releases, target.id), paths.live);
      return {
        result: undefined,
        audit: {
          entity: "release",
          entityId: target.id,
          action: "rollback",
          changes: { live: { from: wasLive, to: target.id } },
        },
      };
    });
  } finally {
    await releaseLock();
  }
  context.onRollback?.(releaseId);
  const listed = await listReleases(context.db, context.env.dataDir);
  return listed.find((release) => release.id === releaseId)!;
}
