import { and, eq, getTableColumns, type SQL } from "drizzle-orm";
import { FEATURED_BUSINESSES_LIMIT } from "../../../shared/constants.ts";
import { altsOfPhotos } from "../../../shared/media.ts";
import { BUSINESS_NOT_FOUND } from "../../../shared/messages.ts";
import { type BusinessSubmissionValues, CATEGORY_REQUIRED_MESSAGE } from "../../../shared/schemas/business.ts";
import type { GeoPoint } from "../../../shared/geo/bank.ts";
import type { Database, Transaction } from "../../db/client.ts";
import { MAX_SERIAL_ID } from "../../db/ids.ts";
import { businesses, categories } from "../../db/schema.ts";
import { NotFoundError, RuleViolationError } from "../../errors.ts";
import { findCategoryBySlugOrId } from "../categories/queries.ts";
import { type OpeningHours, UNKNOWN_HOURS } from "../../../shared/schemas/hours.ts";
import { businessHoursField, isAnyOf, sameOpeningHours, writeOpeningHours } from "./hours.ts";
import { bestRatedFirst, type BusinessSearch, isCategoryFilter, searchClauses } from "./search.ts";

/** The columns of a business row the API shows as they are; its time zone and "hours known" are in its hours. */
const { timeZone: _timeZone, hoursKnown: _hoursKnown, ...shownColumns } = getTableColumns(businesses);

/**
 * A business as BusinessSchema shapes it: its columns, its opening hours (gathered in the same statement:
 * hours.ts) and its category's name, slug and colour.
 */
export function selectBusinessesWithCategory(db: Database | Transaction) {
  return db
    .select({
      ...shownColumns,
      hours: businessHoursField,
      category: { name: categories.name, slug: categories.slug, color: categories.color },
    })
    .from(businesses)
    .innerJoin(categories, eq(categories.id, businesses.categoryId));
}

/**
 * One page of active businesses matching the search, and how many match in all, each with its hours. With
 * `openNow`, `openIds` are the businesses open at the request's moment (open-now.ts): a search asking for open
 * businesses without them is a mistake in the caller, not an empty answer. With `near`, `walks` are the walks from
 * there to each business within reach (near.ts): only those match, and a distance sort orders them nearest first.
 */
export async function searchBusinesses(
  db: Database,
  search: BusinessSearch,
  openIds?: readonly number[],
  walks?: ReadonlyMap<number, { meters: number }>,
) {
  if (search.openNow && !openIds) throw new Error("An open-now search needs the ids of the open businesses.");
  if (search.near && !walks) throw new Error("A search near somewhere needs the walks from there.");
  let categoryId: number | null = null;
  if (isCategoryFilter(search.category)) {
    const category = await findCategoryBySlugOrId(db, search.category);
    if (!category) return { businesses: [], total: 0 };
    categoryId = category.id;
  }
  // a distance sort filters by the walks in memory: thousands of ids in the query cost more than the search itself
  if (search.sort === "distance" && walks) {
    return nearestFirst(db, searchClauses(search, categoryId, openIds), search, walks);
  }
  const { where, orderBy } = searchClauses(search, categoryId, openIds, walks && [...walks.keys()]);
  const [page, total] = await Promise.all([
    selectBusinessesWithCategory(db)
      .where(where)
      .orderBy(...orderBy)
      .limit(search.limit)
      .offset(search.offset),
    db.$count(businesses, where),
  ]);
  return { businesses: page, total };
}

/**
 * A distance sort's page: the businesses within reach (`walks`, which hold only active businesses), kept to those the
 * other filters match when there are any (their ids from the database), ordered by their walks in memory (ties by
 * id), then the page's rows. "Near me" alone asks the database for the page's rows only.
 */
async function nearestFirst(
  db: Database,
  { where, narrowed }: { where: SQL | undefined; narrowed: boolean },
  { offset, limit }: BusinessSearch,
  walks: ReadonlyMap<number, { meters: number }>,
) {
  let reachable = [...walks.keys()];
  if (narrowed) {
    const matching = new Set(
      (await db.select({ id: businesses.id }).from(businesses).where(where)).map(({ id }) => id),
    );
    reachable = reachable.filter((id) => matching.has(id));
  }
  const metersTo = (id: number) => walks.get(id)!.meters;
  const ordered = reachable.sort((a, b) => metersTo(a) - metersTo(b) || a - b);
  const pageIds = ordered.slice(offset, offset + limit);
  const rows =
    pageIds.length === 0 ? [] : await selectBusinessesWithCategory(db).where(isAnyOf(businesses.id, pageIds));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return { businesses: pageIds.flatMap((id) => byId.get(id) ?? []), total: ordered.length };
}

export function listFeaturedBusinesses(db: Database) {
  return selectBusinessesWithCategory(db)
    .where(and(eq(businesses.isActive, true), eq(businesses.isFeatured, true)))
    .orderBy(...bestRatedFirst)
    .limit(FEATURED_BUSINESSES_LIMIT);
}

export async function findActiveBusiness(db: Database, id: number) {
  const [business] = await selectBusinessesWithCategory(db)
    .where(and(eq(businesses.id, id), eq(businesses.isActive, true)))
    .limit(1);
  if (!business) throw new NotFoundError(BUSINESS_NOT_FOUND);
  return business;
}

/**
 * Checks, inside the transaction that attaches something to it, that a business is public, and locks
 * its row until commit: "key share" keeps it from being deleted meanwhile; "update" also makes
 * concurrent writers of the business queue behind each other.
 */
export async function requireActiveBusiness(tx: Transaction, id: number, lock: "key share" | "update") {
  const [business] = await tx
    .select({ id: businesses.id })
    .from(businesses)
    .where(and(eq(businesses.id, id), eq(businesses.isActive, true)))
    .for(lock);
  if (!business) throw new NotFoundError(BUSINESS_NOT_FOUND);
}

export function countActiveBusinesses(db: Database) {
  return db.$count(businesses, eq(businesses.isActive, true));
}

/**
 * A business may only point at a category that exists (422 like the form's own message). Inside a
 * transaction, KEY SHARE keeps the category from being deleted until the business referring to it commits.
 */
export async function requireCategory(tx: Transaction, categoryId: number) {
  const [category] =
    categoryId > MAX_SERIAL_ID
      ? []
      : await tx.select({ id: categories.id }).from(categories).where(eq(categories.id, categoryId)).for("key share");
  if (!category) throw new RuleViolationError(CATEGORY_REQUIRED_MESSAGE, "categoryId");
}

/**
 * Stores a listing submitted by the public. It waits for an admin's approval: not active, not verified,
 * not featured, whatever the client claimed (the schema already dropped such fields; the values here are explicit).
 */
export function submitBusiness(
  db: Database,
  { hours, ...values }: BusinessSubmissionValues,
  /** queues the emails a new listing calls for, in its transaction */
  queueMails?: (tx: Transaction, businessId: number) => Promise<void>,
) {
  const submission = withPositionColumns(values);
  return db.transaction(async (tx) => {
    await requireCategory(tx, submission.categoryId);
    const [stored] = await tx
      .insert(businesses)
      // hours the owner gives are confirmed as they give them
      .values({
        ...submission,
        // a listing's photos may come without alt texts: the editor writes them before saving it (issue 45)
        imageAlts: altsOfPhotos(submission.images, submission.imageAlts ?? {}),
        isActive: false,
        isVerified: false,
        isFeatured: false,
        ...confirmedNow(hours),
      })
      .returning({ id: businesses.id });
    if (hours) await writeOpeningHours(tx, stored!.id, hours);
    await queueMails?.(tx, stored!.id);
    return stored!;
  });
}

/** The hoursConfirmedAt of a business whose hours are being given now: the service's clock, not the client's. */
export const confirmedNow = (hours: OpeningHours | undefined, now = new Date()) =>
  hours && !sameOpeningHours(hours, UNKNOWN_HOURS) ? { hoursConfirmedAt: now } : {};

/**
 * A business's values with `coordinates` (a position typed or pasted: shared/schemas/geo.ts), when given, written as
 * its latitude and longitude, which it then sets whatever those fields said; null clears them.
 */
export function withPositionColumns<Values extends { coordinates?: GeoPoint | null }>({
  coordinates,
  ...values
}: Values): Omit<Values, "coordinates"> & { latitude?: number | null; longitude?: number | null } {
  if (coordinates === undefined) return values;
  return { ...values, latitude: coordinates?.latitude ?? null, longitude: coordinates?.longitude ?? null };
}
