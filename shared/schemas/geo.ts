// Landmarks, the crossings of the river, its course, and the walks worked out from them (docs/decisions/0010): the
// records GET /api/landmarks answers and the snapshot carries, the admin's payloads, and the coordinates field that
// reads "lat, lng" or a map link.
import { z } from "zod";
import { BANKS } from "../geo/bank.ts";
import { COORDINATES_FORMAT_MESSAGE, parseCoordinates } from "../geo/coordinates.ts";
import { TEXT_LIMITS } from "../constants.ts";
import { calendarDate } from "./hours.ts";
import { isoDate, REQUIRED_FIELDS_MESSAGE, slugField, text } from "./fields.ts";

export const LANDMARK_KINDS = [
  "bridge",
  "ghat",
  "ashram",
  "temple",
  "locality",
  "transport",
  "hospital",
  "landmark",
] as const;
export type LandmarkKind = (typeof LANDMARK_KINDS)[number];
export const CROSSING_KINDS = ["bridge", "ferry"] as const;
export type CrossingKind = (typeof CROSSING_KINDS)[number];

export const BANK_MESSAGE = 'Bank must be "left" (east, Swarg Ashram side) or "right" (west, Rishikesh town side)';
export const BankSchema = z.enum(BANKS, { message: BANK_MESSAGE });

const GeoPointSchema = z.object({ latitude: z.number(), longitude: z.number() });

/**
 * A position typed or pasted: "30.12324, 78.31444" or a Google Maps or OpenStreetMap link (shared/geo/coordinates.ts),
 * read as { latitude, longitude } to 5 decimal places.
 */
export const coordinatesField = z.string({ message: REQUIRED_FIELDS_MESSAGE }).transform(readCoordinates);

/**
 * Optional coordinates: left out, they stay as they are; empty (blank) or null, there are none. Anything else is read
 * as coordinatesField reads it, with the parser's own message when it is no position.
 */
export const optionalCoordinatesField = z
  .string({ message: COORDINATES_FORMAT_MESSAGE })
  .nullable()
  .transform((value, context) => (value === null || value.trim() === "" ? null : readCoordinates(value, context)))
  .optional();

function readCoordinates(value: string, context: z.RefinementCtx) {
  const parsed = parseCoordinates(value);
  if (parsed.ok) return { latitude: parsed.latitude, longitude: parsed.longitude };
  context.addIssue({ code: "custom", message: parsed.message });
  return z.NEVER;
}

const crossingUsed = z.object({ slug: z.string(), name: z.string() }).nullable();

/** A walk: metres, whole minutes at the shared pace, and the crossing taken (null: it stays on one bank). */
export const WalkSchema = z.object({ meters: z.number(), minutes: z.number().int(), crossing: crossingUsed });

/** One of a business's nearest landmarks: "8 min walk from Ram Jhula · across the river by Janki Setu". */
export const NearbyLandmarkSchema = WalkSchema.extend({ slug: z.string(), name: z.string(), kind: z.string() });

/** Where a business is, as the API and the snapshot add it to the business: its bank and nearest landmarks. */
export const WhereaboutsFields = {
  /** the bank it is on: the editor's, else from its coordinates; null without coordinates */
  riverBank: BankSchema.nullable(),
  /** its nearest landmarks on foot (NEARBY_LANDMARKS), nearest first; empty without coordinates */
  nearestLandmarks: z.array(NearbyLandmarkSchema),
};

export const LandmarkSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  kind: z.enum(LANDMARK_KINDS),
  latitude: z.number(),
  longitude: z.number(),
  /** the bank an editor stored; null: it follows from the coordinates (riverBank) */
  bank: BankSchema.nullable(),
  /** the bank it is on: `bank`, else from its coordinates and the river's course */
  riverBank: BankSchema,
  /** the slug of the crossing this landmark is (a bridge, reached at either end), or null */
  crossing: z.string().nullable(),
  source: z.string(),
  createdAt: isoDate,
  updatedAt: isoDate,
});

export const CrossingSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  kind: z.enum(CROSSING_KINDS),
  /** false: closed to people on foot, and no route uses it */
  openOnFoot: z.boolean(),
  statusNote: z.string(),
  /** the day its status was last known to hold, "YYYY-MM-DD" */
  statusDate: z.string(),
  statusSource: z.string(),
  /** its end on the left (east) bank and on the right (west) bank */
  leftBank: GeoPointSchema,
  rightBank: GeoPointSchema,
  coordinatesSource: z.string(),
  createdAt: isoDate,
  updatedAt: isoDate,
});

/** The river's centreline, upstream first, and where it comes from. */
export const RiverCourseSchema = z.object({
  name: z.string(),
  points: z.array(GeoPointSchema).min(2),
  source: z.string(),
});

/** GET /api/landmarks, and the snapshot's `geography`: the river (null until one is stored), landmarks, crossings. */
export const GeographySchema = z.object({
  river: RiverCourseSchema.nullable(),
  landmarks: z.array(LandmarkSchema),
  crossings: z.array(CrossingSchema),
});
/** The same as the service reads it, before JSON (its dates still dates). */
export type GeographyRecords = z.input<typeof GeographySchema>;

const SOURCE_MAX = 2000;
const sourceField = (label: string) => text(label, SOURCE_MAX, { multiline: true }).min(1, REQUIRED_FIELDS_MESSAGE);

/** POST/PUT/PATCH /api/admin/landmarks. */
export const LandmarkInputSchema = z.object({
  slug: slugField,
  name: text("Name", TEXT_LIMITS.name).min(1, REQUIRED_FIELDS_MESSAGE),
  kind: z.enum(LANDMARK_KINDS, { message: `Kind must be one of ${LANDMARK_KINDS.join(", ")}` }),
  coordinates: coordinatesField,
  /** null or left out: the bank follows from the coordinates */
  bank: BankSchema.nullish().transform((bank) => bank ?? null),
  /** the slug of the crossing it is, for a bridge */
  crossing: z
    .union([z.literal("").transform(() => null), slugField])
    .nullish()
    .transform((slug) => slug ?? null),
  source: sourceField("Source"),
});
export type LandmarkValues = z.output<typeof LandmarkInputSchema>;

/** POST/PUT/PATCH /api/admin/crossings; PATCH { openOnFoot: false } closes one. */
export const CrossingInputSchema = z.object({
  slug: slugField,
  name: text("Name", TEXT_LIMITS.name).min(1, REQUIRED_FIELDS_MESSAGE),
  kind: z.enum(CROSSING_KINDS, { message: `Kind must be one of ${CROSSING_KINDS.join(", ")}` }),
  openOnFoot: z.boolean({ message: "Open on foot must be true or false" }),
  statusNote: text("Status note", TEXT_LIMITS.description, { multiline: true }).min(1, REQUIRED_FIELDS_MESSAGE),
  /** left out when the status changes, the service's today */
  statusDate: calendarDate.optional(),
  statusSource: sourceField("Status source"),
  leftBank: coordinatesField,
  rightBank: coordinatesField,
  coordinatesSource: sourceField("Coordinates source"),
});
export type CrossingValues = z.output<typeof CrossingInputSchema>;
