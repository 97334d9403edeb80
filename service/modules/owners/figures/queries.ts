// The figures an owner sees of their business (issue 44), each on the business's own clock: the page's views per
// day, its inquiries per week and its rating month by month. Periods without any come back as zeros, so a chart
// shows the quiet days too.
import { and, eq, gte, sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import { dateOfDay, dayOfDate, wallMinute, weekdayOfDay } from "../../../../shared/hours/local-time.ts";
import { FIGURE_SPANS, type OwnerFigures } from "../../../../shared/schemas/owner-figures.ts";
import type { Database } from "../../../db/client.ts";
import { businesses, businessViewsDaily, inquiries, reviews } from "../../../db/schema.ts";

const MINUTES_A_DAY = 1440;

export async function ownerFigures(db: Database, businessId: number, now = new Date()): Promise<OwnerFigures> {
  const [business] = await db
    .select({ timeZone: businesses.timeZone })
    .from(businesses)
    .where(eq(businesses.id, businessId));
  const timeZone = business?.timeZone ?? "UTC";
  const today = Math.floor(wallMinute(timeZone, now.getTime()) / MINUTES_A_DAY);
  const [viewsPerDay, inquiriesPerWeek, ratingByMonth] = await Promise.all([
    viewsOfDays(db, businessId, today),
    inquiriesOfWeeks(db, businessId, timeZone, today),
    ratingOfMonths(db, businessId, timeZone, today),
  ]);
  return { viewsPerDay, inquiriesPerWeek, ratingByMonth };
}

async function viewsOfDays(db: Database, businessId: number, today: number) {
  const first = today - FIGURE_SPANS.days + 1;
  const rows = await db
    .select({ day: businessViewsDaily.day, views: businessViewsDaily.views })
    .from(businessViewsDaily)
    .where(and(eq(businessViewsDaily.businessId, businessId), gte(businessViewsDaily.day, dateOfDay(first))));
  const viewsOn = new Map(rows.map((row) => [row.day, row.views]));
  return Array.from({ length: FIGURE_SPANS.days }, (_, index) => {
    const day = dateOfDay(first + index);
    return { day, views: viewsOn.get(day) ?? 0 };
  });
}

/** The select's first column: its zone is a parameter, so the same expression again in GROUP BY would not match. */
const byFirstColumn = sql`1`;

/** A timestamp column's date on the business's clock, "YYYY-MM-DD". */
const localDateOf = (column: PgColumn, timeZone: string) =>
  sql<string>`to_char(${column} AT TIME ZONE ${timeZone}, 'YYYY-MM-DD')`;

async function inquiriesOfWeeks(db: Database, businessId: number, timeZone: string, today: number) {
  const thisMonday = today - weekdayOfDay(today);
  const firstMonday = thisMonday - 7 * (FIGURE_SPANS.weeks - 1);
  const date = localDateOf(inquiries.createdAt, timeZone);
  const rows = await db
    .select({ date, count: sql<number>`count(*)::int` })
    .from(inquiries)
    .where(and(eq(inquiries.businessId, businessId), sql`${date} >= ${dateOfDay(firstMonday)}`))
    .groupBy(byFirstColumn);
  const weeks = Array.from({ length: FIGURE_SPANS.weeks }, (_, index) => ({
    weekStart: dateOfDay(firstMonday + 7 * index),
    inquiries: 0,
  }));
  for (const row of rows) {
    const week = weeks[Math.floor((dayOfDate(row.date) - firstMonday) / 7)];
    if (week) week.inquiries += row.count;
  }
  return weeks;
}

async function ratingOfMonths(db: Database, businessId: number, timeZone: string, today: number) {
  const month = sql<string>`to_char(${reviews.createdAt} AT TIME ZONE ${timeZone}, 'YYYY-MM')`;
  const rows = await db
    .select({ month, count: sql<number>`count(*)::int`, stars: sql<number>`sum(${reviews.rating})::int` })
    .from(reviews)
    .where(and(eq(reviews.businessId, businessId), eq(reviews.status, "published")))
    .groupBy(byFirstColumn)
    .orderBy(byFirstColumn);
  const months = lastMonths(dateOfDay(today).slice(0, 7), FIGURE_SPANS.months);
  // every review before the first month shown still counts in the rating it starts from
  let count = 0;
  let stars = 0;
  for (const row of rows) {
    if (row.month >= months[0]!) break;
    count += row.count;
    stars += row.stars;
  }
  const ofMonth = new Map(rows.map((row) => [row.month, row]));
  return months.map((month) => {
    const row = ofMonth.get(month);
    count += row?.count ?? 0;
    stars += row?.stars ?? 0;
    return { month, rating: count === 0 ? null : Math.round((stars / count) * 100) / 100, reviews: row?.count ?? 0 };
  });
}

/** The `length` months up to and including `month` ("YYYY-MM"), oldest first. */
function lastMonths(month: string, length: number): string[] {
  const [year, monthNumber] = month.split("-").map(Number) as [number, number];
  return Array.from({ length }, (_, index) => {
    const date = new Date(Date.UTC(year, monthNumber - 1 - (length - 1 - index), 1));
    return date.toISOString().slice(0, 7);
  });
}
