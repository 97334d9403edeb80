// The river, its crossings and the landmarks, read as GET /api/landmarks and the snapshot show them.
import { asc, eq, getTableColumns } from "drizzle-orm";
import { bankOf } from "../../../shared/geo/bank.ts";
import type { GeographyRecords } from "../../../shared/schemas/geo.ts";
import type { Database, Transaction } from "../../db/client.ts";
import { crossings, landmarks, riverCourses } from "../../db/schema.ts";

/** The river whose course tells the banks apart. */
export const RIVER_NAME = "Ganga";

type CrossingRow = typeof crossings.$inferSelect;

/** A crossing row as the API shows it: its ends as points. */
export function toCrossing({ leftLatitude, leftLongitude, rightLatitude, rightLongitude, ...row }: CrossingRow) {
  return {
    ...row,
    leftBank: { latitude: leftLatitude, longitude: leftLongitude },
    rightBank: { latitude: rightLatitude, longitude: rightLongitude },
  };
}

/** Landmarks with the slug of the crossing each is, ordered by name. */
export function selectLandmarks(db: Database | Transaction) {
  const { crossingId: _crossingId, ...columns } = getTableColumns(landmarks);
  return db
    .select({ ...columns, crossing: crossings.slug })
    .from(landmarks)
    .leftJoin(crossings, eq(crossings.id, landmarks.crossingId));
}

/** Everything the walking routes are worked out from, each landmark with the bank it is on. */
export async function readGeography(db: Database | Transaction): Promise<GeographyRecords> {
  const [[river], landmarkRows, crossingRows] = await Promise.all([
    db
      .select({ name: riverCourses.name, points: riverCourses.points, source: riverCourses.source })
      .from(riverCourses)
      .where(eq(riverCourses.name, RIVER_NAME)),
    selectLandmarks(db).orderBy(asc(landmarks.name), asc(landmarks.id)),
    db.select().from(crossings).orderBy(asc(crossings.name), asc(crossings.id)),
  ]);
  const course = river && river.points.length >= 2 ? river.points : undefined;
  return {
    river: river ?? null,
    landmarks: landmarkRows.map((landmark) => ({
      ...landmark,
      // without a course, a landmark's bank is only what an editor stored; "left" stands in until a course is stored
      riverBank: landmark.bank ?? (course ? bankOf(landmark, course) : "left"),
    })),
    crossings: crossingRows.map(toCrossing),
  };
}
