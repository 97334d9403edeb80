// Opening hours in and out of their tables (docs/decisions/0009): a business's week as a row per interval in
// business_hours, its dated exceptions in business_hours_exceptions, and on its own row its time zone and whether its
// hours are known. Read as one field of a business's row, in the query that selects it; written whole, inside the
// caller's transaction.
import { eq, getTableName, type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import {
  type DayHours,
  type HoursException,
  type HoursInterval,
  minutesOfDay,
  type OpeningHours,
  WEEKDAYS,
} from "../../../shared/schemas/hours.ts";
import type { Transaction } from "../../db/client.ts";
import { businesses, businessHours, businessHoursExceptions, WHOLE_DAY_MINUTES } from "../../db/schema.ts";

/**
 * `column = ANY('{1,2,3}'::int[])`: one parameter however many ids (10,000 would pass PostgreSQL's and the drivers'
 * limits on bound parameters as a list). The ids are integers, so the literal cannot carry anything else.
 */
export function isAnyOf(column: AnyPgColumn, ids: readonly number[]): SQL {
  return sql`${column} = any(${`{${ids.map((id) => Math.trunc(id)).join(",")}}`}::int[])`;
}

const pad = (value: number) => String(value).padStart(2, "0");
/** "HH:MM" of each minute of the day, by the minute. */
const TIMES = Array.from({ length: 1440 }, (_, minutes) => `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`);

const byOpening = (a: HoursInterval, b: HoursInterval) => minutesOfDay(a.opens) - minutesOfDay(b.opens);
const compareText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
const byDates = (a: HoursException, b: HoursException) =>
  compareText(a.startsOn, b.startsOn) ||
  compareText(a.endsOn, b.endsOn) ||
  compareText(a.kind, b.kind) ||
  compareText(a.label, b.label);

/**
 * The one form of a business's hours: each day's intervals by opening time, exceptions by their dates (then kind and
 * label), every object's keys in the schema's order. Two hours that mean the same are then equal as JSON, which is
 * what the audit and "changes nothing" compare.
 */
export function normalizeOpeningHours(hours: OpeningHours): OpeningHours {
  const intervals = (list: readonly HoursInterval[]) =>
    list.map(({ opens, closes }) => ({ opens, closes })).sort(byOpening);
  return {
    timeZone: hours.timeZone,
    weekly: hours.weekly && hours.weekly.map((day) => ({ mode: day.mode, intervals: intervals(day.intervals) })),
    exceptions: hours.exceptions
      .map(({ kind, label, startsOn, endsOn, intervals: times }) => ({
        kind,
        label,
        startsOn,
        endsOn,
        intervals: intervals(times),
      }))
      .sort(byDates),
  };
}

export const sameOpeningHours = (a: OpeningHours, b: OpeningHours) =>
  JSON.stringify(normalizeOpeningHours(a)) === JSON.stringify(normalizeOpeningHours(b));

/** A business's hours as its rows hold them: its own row's columns, its week's rows, its exceptions. */
interface StoredHours {
  timeZone: string;
  known: boolean;
  /** [weekday, opens minute, closes minute] */
  week: [number, number, number][];
  exceptions: HoursException[];
}

/**
 * A business's hours from its rows, in the one form (normalizeOpeningHours) without going through it: the week's rows
 * come ordered by weekday and opening, so only the exceptions are sorted. Run for every business of the snapshot.
 */
function openingHoursOf({ timeZone, known, week, exceptions }: StoredHours): OpeningHours {
  let weekly: DayHours[] | null = null;
  if (known) {
    weekly = WEEKDAYS.map(() => ({ mode: "closed", intervals: [] }));
    for (const [weekday, opens, closes] of week) {
      const day = weekly[weekday]!;
      if (closes === WHOLE_DAY_MINUTES) weekly[weekday] = { mode: "24h", intervals: [] };
      else if (day.mode !== "24h") {
        day.mode = "hours";
        day.intervals.push({ opens: TIMES[opens]!, closes: TIMES[closes]! });
      }
    }
  }
  return {
    timeZone,
    weekly,
    exceptions: exceptions
      .map(({ kind, label, startsOn, endsOn, intervals }) => ({
        kind,
        label,
        startsOn,
        endsOn,
        intervals: intervals.map(({ opens, closes }) => ({ opens, closes })),
      }))
      .sort(byDates),
  };
}

/** The id of the business row a query selects, named with its table: a subquery's own `id` would shadow it. */
const businessId = sql`${sql.identifier(getTableName(businesses))}.${sql.identifier(businesses.id.name)}`;

/**
 * The hours of the business a query selects, as one field of its row (`hours: businessHoursField`): its week's rows
 * and its exceptions gathered by two subqueries on their business's index, in the same statement, so a page or the
 * whole snapshot reads its businesses' hours without a query per business.
 */
export const businessHoursField = sql<OpeningHours>`json_build_object(
  'timeZone', ${businesses.timeZone},
  'known', ${businesses.hoursKnown},
  'week', (SELECT coalesce(json_agg(json_build_array(hours.weekday, hours.opens_minute, hours.closes_minute)
      ORDER BY hours.weekday, hours.opens_minute), '[]'::json)
    FROM ${businessHours} AS hours WHERE hours.business_id = ${businessId}),
  'exceptions', (SELECT coalesce(json_agg(json_build_object('kind', exceptions.kind, 'label', exceptions.label,
      'startsOn', exceptions.starts_on, 'endsOn', exceptions.ends_on, 'intervals', exceptions.intervals)
      ORDER BY exceptions.id), '[]'::json)
    FROM ${businessHoursExceptions} AS exceptions WHERE exceptions.business_id = ${businessId}))`.mapWith(
  (value: StoredHours | string) =>
    openingHoursOf(typeof value === "string" ? (JSON.parse(value) as StoredHours) : value),
);

/** The columns of a business's own row that hold part of `hours`. */
export const hoursColumnsOf = (hours: OpeningHours) => ({
  timeZone: hours.timeZone,
  hoursKnown: hours.weekly !== null,
});

/** The rows that store `hours` for a business: its week's intervals and its exceptions. */
export function openingHoursRows(businessId: number, hours: OpeningHours) {
  const { weekly, exceptions } = normalizeOpeningHours(hours);
  const intervalRows = (weekly ?? []).flatMap((day, weekday) => {
    if (day.mode === "closed") return [];
    if (day.mode === "24h") return [{ businessId, weekday, opensMinute: 0, closesMinute: WHOLE_DAY_MINUTES }];
    return day.intervals.map(({ opens, closes }) => ({
      businessId,
      weekday,
      opensMinute: minutesOfDay(opens),
      closesMinute: minutesOfDay(closes),
    }));
  });
  return { intervalRows, exceptionRows: exceptions.map((exception) => ({ businessId, ...exception })) };
}

/** Stores the rows of many businesses' hours at once (the demo seed), each list in one statement. */
export async function insertOpeningHoursRows(tx: Transaction, rows: ReturnType<typeof openingHoursRows>[]) {
  const intervalRows = rows.flatMap((row) => row.intervalRows);
  const exceptionRows = rows.flatMap((row) => row.exceptionRows);
  if (intervalRows.length > 0) await tx.insert(businessHours).values(intervalRows);
  if (exceptionRows.length > 0) await tx.insert(businessHoursExceptions).values(exceptionRows);
}

/**
 * Replaces a business's stored hours with `hours` (its week's rows, its exceptions and the columns of its row), inside
 * the caller's transaction, so the business and its hours commit or roll back together.
 */
export async function writeOpeningHours(tx: Transaction, businessId: number, hours: OpeningHours): Promise<void> {
  await tx.delete(businessHours).where(eq(businessHours.businessId, businessId));
  await tx.delete(businessHoursExceptions).where(eq(businessHoursExceptions.businessId, businessId));
  await insertOpeningHoursRows(tx, [openingHoursRows(businessId, hours)]);
  await tx.update(businesses).set(hoursColumnsOf(hours)).where(eq(businesses.id, businessId));
}
