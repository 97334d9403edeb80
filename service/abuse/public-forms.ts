// The spam brakes of the three public forms (review, inquiry, listing), without a CAPTCHA:
// - rate limits per client address and per target business (429 with Retry-After);
// - a honeypot and a minimum fill time: a post that trips either gets the answer a person gets, and nothing is kept;
// - a review from an address that has just posted, or beyond a business's burst, is held for an admin.
// Many Indian mobile users share one public address behind carrier NAT, so the per-address limits are set for a
// crowd, not a person: a flood is slowed to a trickle, and what still gets through waits for moderation instead of
// moving a rating. The same text sent twice within REPEAT_WINDOW_MS is stored once (see the reviews and inquiries
// queries).
import { and, eq, getTableName, gt, isNull, type SQL, sql } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import { HONEYPOT_FIELD, type FormGuardValues } from "../../shared/schemas/form-guard.ts";
import type { ReviewStatus } from "../../shared/constants.ts";
import type { Database } from "../db/client.ts";
import { HttpError } from "../http.ts";
import { consumeRateLimits, RateLimitedError, type RateRule } from "./rate-limit.ts";

const MINUTE_MS = 60 * 1000;
const HOUR_MS = 60 * MINUTE_MS;

export type PublicForm = "review" | "inquiry" | "listing";
/** What the public sends that counts against a limit: the forms, and the photos a listing sends before it. */
type LimitedPost = PublicForm | "photo";

interface Limit {
  limit: number;
  windowMs: number;
}

/**
 * Per address: about one post a minute, sustained, is far above what the people behind one address write on a
 * directory (a traveller writes a review or two a trip), yet a flood of thousands a minute becomes ten.
 * Per business: a real business gets a few reviews or inquiries a day; 30 an hour caps what a crowd of
 * addresses can pile on one. Listings are rarer still; each sends its photos one by one, up to
 * PHOTO_UPLOAD_LIMITS.perListing, and a retry sends one again.
 */
export const FORM_LIMITS: Record<LimitedPost, { perAddress: Limit; perBusiness?: Limit }> = {
  review: { perAddress: { limit: 10, windowMs: 10 * MINUTE_MS }, perBusiness: { limit: 30, windowMs: HOUR_MS } },
  inquiry: { perAddress: { limit: 10, windowMs: 10 * MINUTE_MS }, perBusiness: { limit: 30, windowMs: HOUR_MS } },
  listing: { perAddress: { limit: 10, windowMs: HOUR_MS } },
  photo: { perAddress: { limit: 60, windowMs: HOUR_MS } },
};

/**
 * A review waits for an admin when its address posted another within the per-address window, or when its business
 * got more than `burstPerBusiness` within the per-business window: a person's review goes live at once; a second
 * from the same network soon after, or a pile-on, is checked first. Nothing held moves a rating.
 */
export const REVIEW_HOLD = { burstPerBusiness: 5 } as const;

/** Nobody reads a form, types a review or an inquiry and sends it in under two seconds; a script does. */
export const MIN_FILL_TIME_MS = 2000;

/** The same review or inquiry sent again within this time is the first one again (a double click, a retry). */
const REPEAT_WINDOW_MS = 10 * MINUTE_MS;

/**
 * The condition that finds a form's earlier copy: a row sent within REPEAT_WINDOW_MS whose every field in `fields`
 * holds the same value (an empty optional field matching an empty one).
 */
export function sentAgain(sentAt: PgColumn, fields: [PgColumn, unknown][]): SQL {
  const same = fields.map(([column, value]) => (value == null ? isNull(column) : eq(column, value)));
  return and(...same, gt(sentAt, new Date(Date.now() - REPEAT_WINDOW_MS)))!;
}

const FORM_NOUNS: Record<LimitedPost, string> = {
  review: "reviews",
  inquiry: "inquiries",
  listing: "listings",
  photo: "photos",
};

/** The 429's message, as the spec's other answers: what happened and what to do. */
export function tooManyMessage(form: LimitedPost, scope: "address" | "business", retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  const wait = `Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`;
  return scope === "address"
    ? `Too many ${FORM_NOUNS[form]} have been sent from your network. ${wait}`
    : `This business has received many ${FORM_NOUNS[form]} just now. ${wait}`;
}

export interface Admission {
  /** posts from this address within the per-address window, this one included (an estimate) */
  fromAddress: number;
  /** posts to this business within the per-business window, this one included (an estimate) */
  forBusiness: number;
}

/**
 * Counts a post against its form's limits, per address and (for reviews and inquiries) per business.
 * @throws HttpError 429 with Retry-After when a limit is reached; the post is then not counted
 */
export async function admitFormPost(
  db: Database,
  form: LimitedPost,
  target: { address: string; businessId?: number },
): Promise<Admission> {
  const limits = FORM_LIMITS[form];
  const rules: RateRule[] = [{ key: `${form}:address:${target.address}`, ...limits.perAddress }];
  if (limits.perBusiness && target.businessId !== undefined) {
    rules.push({ key: `${form}:business:${target.businessId}`, ...limits.perBusiness });
  }
  try {
    const [fromAddress = 0, forBusiness = 0] = await consumeRateLimits(db, rules);
    return { fromAddress, forBusiness };
  } catch (error) {
    if (!(error instanceof RateLimitedError)) throw error;
    const seconds = Math.max(1, Math.ceil(error.retryAfterMs / 1000));
    const scope = error.rule === rules[0] ? "address" : "business";
    throw new HttpError(429, tooManyMessage(form, scope, seconds), undefined, { "Retry-After": String(seconds) });
  }
}

/** A post a person could not have made: the hidden field filled in, or the form sent faster than anyone types. */
export function looksAutomated(guard: FormGuardValues, minFillTimeMs = MIN_FILL_TIME_MS): boolean {
  const honeypot = guard[HONEYPOT_FIELD];
  if (honeypot !== undefined && honeypot.trim() !== "") return true;
  return guard.fillTimeMs !== undefined && guard.fillTimeMs < minFillTimeMs;
}

/** Where a new review starts: published, or held when its address just posted or its business is being piled on. */
export function newReviewStatus(admission: Admission): ReviewStatus {
  const justPosted = admission.fromAddress > 1;
  const burst = admission.forBusiness > REVIEW_HOLD.burstPerBusiness;
  return justPosted || burst ? "held" : "published";
}

/**
 * The next id of a table, taken and never used: the answer to a post that is not kept carries an id like every
 * other, so a script cannot tell it was dropped.
 */
export async function unusedId(db: Database, table: PgTable): Promise<number> {
  const [row] = await db
    .select({ id: sql<string>`nextval(pg_get_serial_sequence(${getTableName(table)}, 'id'))` })
    .from(sql`(SELECT 1) AS one`);
  return Number(row!.id);
}

/**
 * What a post that is not kept is answered with: the row a kept one is answered with (the `columns` it is read
 * with, in their order, null where `values` says nothing), with a fresh id of `table` and the current time.
 */
export async function decoyRow(
  db: Database,
  table: PgTable,
  columns: Record<string, unknown>,
  values: Record<string, unknown>,
) {
  const blank = Object.fromEntries(Object.keys(columns).map((column) => [column, null]));
  return { ...blank, ...values, id: await unusedId(db, table), createdAt: new Date() };
}
