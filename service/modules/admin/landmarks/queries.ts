// The admin's writes to landmarks and crossings. Each answers the record as GET /api/landmarks shows it (less a
// landmark's riverBank, which depends on the river's course); the audit records the columns written.
import { asc, eq } from "drizzle-orm";
import { CROSSING_NOT_FOUND, LANDMARK_NOT_FOUND, unknownCrossingMessage } from "../../../../shared/messages.ts";
import type { CrossingValues, LandmarkValues } from "../../../../shared/schemas/geo.ts";
import type { Database, Transaction } from "../../../db/client.ts";
import { conflictOnDuplicate } from "../../../db/errors.ts";
import { crossings, landmarks } from "../../../db/schema.ts";
import { NotFoundError, RuleViolationError } from "../../../errors.ts";
import { selectLandmarks, toCrossing } from "../../landmarks/queries.ts";
import { changesNothing } from "../../../audit/queries.ts";

const SLUG_TAKEN_MESSAGE = "That slug is already in use";

export async function listLandmarks(db: Database) {
  const rows = await selectLandmarks(db).orderBy(asc(landmarks.name), asc(landmarks.id));
  return { rows, total: rows.length };
}

export async function findLandmark(db: Database | Transaction, id: number) {
  const [landmark] = await selectLandmarks(db).where(eq(landmarks.id, id));
  if (!landmark) throw new NotFoundError(LANDMARK_NOT_FOUND);
  return landmark;
}

/** A landmark's values as its columns: the coordinates as latitude and longitude, the crossing by its id. */
async function landmarkColumns(tx: Transaction, { coordinates, crossing, ...values }: Partial<LandmarkValues>) {
  const columns: Partial<typeof landmarks.$inferInsert> = { ...values, ...coordinates };
  if (crossing === undefined) return columns;
  if (crossing === null) return { ...columns, crossingId: null };
  const [found] = await tx
    .select({ id: crossings.id })
    .from(crossings)
    .where(eq(crossings.slug, crossing))
    .for("key share");
  if (!found) throw new RuleViolationError(unknownCrossingMessage(crossing), "crossing");
  return { ...columns, crossingId: found.id };
}

export async function createLandmark(tx: Transaction, values: LandmarkValues) {
  const columns = await landmarkColumns(tx, values);
  const [created] = await conflictOnDuplicate(
    tx
      .insert(landmarks)
      .values(columns as typeof landmarks.$inferInsert)
      .returning({ id: landmarks.id }),
    "slug",
    SLUG_TAKEN_MESSAGE,
  );
  return findLandmark(tx, created!.id);
}

export async function updateLandmark(tx: Transaction, id: number, changes: Partial<LandmarkValues>) {
  const [stored] = await tx.select().from(landmarks).where(eq(landmarks.id, id)).for("update");
  if (!stored) throw new NotFoundError(LANDMARK_NOT_FOUND);
  const before = await findLandmark(tx, id);
  const written = await landmarkColumns(tx, changes);
  if (changesNothing(stored, written)) return { before, after: before, written };
  await conflictOnDuplicate(
    tx
      .update(landmarks)
      .set({ ...written, updatedAt: new Date() })
      .where(eq(landmarks.id, id)),
    "slug",
    SLUG_TAKEN_MESSAGE,
  );
  return { before, after: await findLandmark(tx, id), written };
}

export async function deleteLandmark(tx: Transaction, id: number) {
  const before = await findLandmark(tx, id);
  await tx.delete(landmarks).where(eq(landmarks.id, id));
  return before;
}

export async function listCrossings(db: Database) {
  const rows = await db.select().from(crossings).orderBy(asc(crossings.name), asc(crossings.id));
  return { rows: rows.map(toCrossing), total: rows.length };
}

async function findCrossingRow(db: Database | Transaction, id: number, forUpdate = false) {
  const query = db.select().from(crossings).where(eq(crossings.id, id));
  const [row] = await (forUpdate ? query.for("update") : query);
  if (!row) throw new NotFoundError(CROSSING_NOT_FOUND);
  return row;
}

export const findCrossing = async (db: Database | Transaction, id: number) => toCrossing(await findCrossingRow(db, id));

/** The service's today, "YYYY-MM-DD": a status changed without its date is known as of today. */
const today = () => new Date().toISOString().slice(0, 10);

/** A crossing's values as its columns: its ends as latitudes and longitudes. */
function crossingColumns({ leftBank, rightBank, ...values }: Partial<CrossingValues>) {
  return {
    ...values,
    ...(leftBank && { leftLatitude: leftBank.latitude, leftLongitude: leftBank.longitude }),
    ...(rightBank && { rightLatitude: rightBank.latitude, rightLongitude: rightBank.longitude }),
  };
}

export async function createCrossing(tx: Transaction, values: CrossingValues) {
  const [created] = await conflictOnDuplicate(
    tx
      .insert(crossings)
      .values({ statusDate: today(), ...crossingColumns(values) } as typeof crossings.$inferInsert)
      .returning(),
    "slug",
    SLUG_TAKEN_MESSAGE,
  );
  return toCrossing(created!);
}

/**
 * Writes the fields given. Opening or closing it (openOnFoot) without a status date dates the status today, so the
 * pages never show an old date beside a new status.
 */
export async function updateCrossing(tx: Transaction, id: number, changes: Partial<CrossingValues>) {
  const stored = await findCrossingRow(tx, id, true);
  const before = toCrossing(stored);
  const columns = crossingColumns(changes);
  const statusChanged = changes.openOnFoot !== undefined && changes.openOnFoot !== stored.openOnFoot;
  const written = statusChanged && changes.statusDate === undefined ? { ...columns, statusDate: today() } : columns;
  if (changesNothing(stored, written)) return { before, after: before, written };
  const [after] = await conflictOnDuplicate(
    tx
      .update(crossings)
      .set({ ...written, updatedAt: new Date() })
      .where(eq(crossings.id, id))
      .returning(),
    "slug",
    SLUG_TAKEN_MESSAGE,
  );
  return { before, after: toCrossing(after!), written };
}

/** Deletes a crossing; a landmark that was it stays, as a point. */
export async function deleteCrossing(tx: Transaction, id: number) {
  const before = await findCrossing(tx, id);
  await tx.delete(crossings).where(eq(crossings.id, id));
  return before;
}
