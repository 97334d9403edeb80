// The one database schema (spec section 3). drizzle-kit generates the SQL migrations in ./migrations from it.
import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from "drizzle-orm/pg-core";
import {
  BLOG_READ_TIME,
  DEFAULT_ADMIN_ROLE,
  DEFAULT_BLOG_IS_PUBLISHED,
  DEFAULT_CATEGORY_COLOR,
  DEFAULT_CATEGORY_ICON,
  DEFAULT_INQUIRY_STATUS,
  FIELD_LIMITS,
  INQUIRY_STATUSES,
  REVIEW_STATUSES,
} from "../../shared/constants.ts";
import type { BuildReason, BuildStage, BuildStatus } from "../../shared/schemas/build.ts";
import { DEFAULT_TIME_ZONE, HOURS_EXCEPTION_KINDS, type HoursInterval } from "../../shared/schemas/hours.ts";
import type { DeliveryKind, DeliveryStatus, ReleasePublishedEvent } from "../../shared/schemas/delivery.ts";
import { BANKS, type Bank, type GeoPoint } from "../../shared/geo/bank.ts";
import { CROSSING_KINDS, LANDMARK_KINDS } from "../../shared/schemas/geo.ts";
import {
  MAIL_CAUSE_TYPES,
  MAIL_KINDS,
  MAIL_STATUSES,
  SUPPRESSION_SCOPES,
  type MailCauseType,
  type MailKind,
  type MailStatus,
  type SuppressionScope,
} from "../../shared/schemas/mail.ts";
import {
  AUDIT_ACTOR_KINDS,
  CLAIM_METHODS,
  CLAIM_STATUSES,
  PROPOSAL_STATUSES,
  type AuditActorKind,
  type ClaimMethod,
  type ClaimStatus,
  type ProposalStatus,
} from "../../shared/schemas/owners.ts";
import {
  TRANSLATABLE_ENTITIES,
  TRANSLATION_LANGUAGES,
  type TranslatableEntity,
  type TranslationLanguage,
} from "../../shared/schemas/translations.ts";

/** `'a', 'b'`: the values a check constraint allows. */
const quotedList = (values: readonly string[]) => values.map((value) => `'${value}'`).join(", ");

const timestamps = {
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
};

export const categories = pgTable("categories", {
  id: serial("id").primaryKey(),
  name: text("name").notNull(),
  slug: text("slug").notNull().unique(),
  description: text("description"),
  icon: text("icon").notNull().default(DEFAULT_CATEGORY_ICON),
  color: text("color").notNull().default(DEFAULT_CATEGORY_COLOR),
  ...timestamps,
});

export const businesses = pgTable(
  "businesses",
  {
    id: serial("id").primaryKey(),
    name: text("name").notNull(),
    description: text("description").notNull(),
    // restrict: a category in use cannot be deleted (the admin API answers 409 before it gets here)
    categoryId: integer("category_id")
      .notNull()
      .references(() => categories.id, { onDelete: "restrict" }),
    location: text("location"),
    address: text("address"),
    phone: text("phone"),
    email: text("email"),
    website: text("website"),
    whatsapp: text("whatsapp"),
    priceRange: text("price_range"),
    /** WGS84 position, for the search box's "near location within radius" filter */
    latitude: doublePrecision("latitude"),
    longitude: doublePrecision("longitude"),
    /** the river bank an editor set; null: it follows from the coordinates (shared/geo/bank.ts) */
    bank: text("bank").$type<Bank>(),
    images: text("images")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /**
     * each photo's alt text by its source (issue 45): keyed by source rather than by position, so reordering or
     * removing photos never puts a text on the wrong one; a photo without one (older records) is named by the
     * business's name
     */
    imageAlts: jsonb("image_alts")
      .$type<Record<string, string>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    services: text("services")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    amenities: text("amenities")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    isVerified: boolean("is_verified").notNull().default(false),
    isActive: boolean("is_active").notNull().default(true),
    isFeatured: boolean("is_featured").notNull().default(false),
    rating: numeric("rating", { precision: 3, scale: 2 }).notNull().default("0"),
    reviewCount: integer("review_count").notNull().default(0),
    viewCount: integer("view_count").notNull().default(0),
    /** the IANA zone its opening hours are read in (business_hours holds wall-clock times) */
    timeZone: text("time_zone").notNull().default(DEFAULT_TIME_ZONE),
    /** false: its weekly hours are not known, which is not the same as closed (no business_hours rows say nothing) */
    hoursKnown: boolean("hours_known").notNull().default(false),
    /** when its hours were last saved changed or confirmed unchanged; set by the service, never by the client */
    hoursConfirmedAt: timestamp("hours_confirmed_at", { withTimezone: true }),
    ...timestamps,
  },
  (table) => [
    index("businesses_category_active_idx").on(table.categoryId, table.isActive),
    index("businesses_active_featured_idx").on(table.isActive, table.isFeatured),
    index("businesses_created_at_idx").on(table.createdAt),
    check("businesses_bank_check", sql`${table.bank} IN (${sql.raw(quotedList(BANKS))})`),
    // The full-text document over name, description, location and services is a stored generated column,
    // search_document, with a GIN index (custom migrations 0001 and 0008): left out of this schema so that no
    // select of a business row carries it.
  ],
);

/** The whole day, as a span of minutes: how a day open 24 hours is stored, which no interval can be. */
export const WHOLE_DAY_MINUTES = 1440;

/**
 * A business's weekly hours, one row per interval (docs/decisions/0009). Weekday 0 is Monday. Times are minutes after
 * the business's local midnight; an interval that closes at or before it opens runs past midnight into the next day.
 * A day open 24 hours is one row from 0 to 1440. With hours known, a weekday without rows is closed.
 */
export const businessHours = pgTable(
  "business_hours",
  {
    businessId: integer("business_id")
      .notNull()
      .references(() => businesses.id, { onDelete: "cascade" }),
    weekday: smallint("weekday").notNull(),
    opensMinute: smallint("opens_minute").notNull(),
    closesMinute: smallint("closes_minute").notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.businessId, table.weekday, table.opensMinute] }),
    check("business_hours_weekday_check", sql`${table.weekday} BETWEEN 0 AND 6`),
    check(
      "business_hours_minutes_check",
      sql`${table.opensMinute} BETWEEN 0 AND 1439 AND ${table.closesMinute} BETWEEN 0 AND ${sql.raw(String(WHOLE_DAY_MINUTES))}
        AND ${table.opensMinute} <> ${table.closesMinute}
        AND (${table.closesMinute} < ${sql.raw(String(WHOLE_DAY_MINUTES))} OR ${table.opensMinute} = 0)`,
    ),
  ],
);

/**
 * A business's dated exceptions to its week, first and last day included (dates in its own zone): a holiday,
 * seasonal or temporary closure, or special hours, whose intervals ("HH:MM", as the schema has them) replace the
 * week's on those days.
 */
export const businessHoursExceptions = pgTable(
  "business_hours_exceptions",
  {
    id: serial("id").primaryKey(),
    businessId: integer("business_id")
      .notNull()
      .references(() => businesses.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: HOURS_EXCEPTION_KINDS }).notNull(),
    label: text("label").notNull(),
    startsOn: date("starts_on", { mode: "string" }).notNull(),
    endsOn: date("ends_on", { mode: "string" }).notNull(),
    intervals: jsonb("intervals")
      .$type<HoursInterval[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
  },
  (table) => [
    index("business_hours_exceptions_business_idx").on(table.businessId, table.startsOn),
    check("business_hours_exceptions_dates_check", sql`${table.endsOn} >= ${table.startsOn}`),
    check(
      "business_hours_exceptions_kind_check",
      sql`${table.kind} IN (${sql.raw(HOURS_EXCEPTION_KINDS.map((kind) => `'${kind}'`).join(", "))})`,
    ),
  ],
);

export const reviews = pgTable(
  "reviews",
  {
    id: serial("id").primaryKey(),
    businessId: integer("business_id")
      .notNull()
      .references(() => businesses.id, { onDelete: "cascade" }),
    customerName: text("customer_name").notNull(),
    customerLocation: text("customer_location"),
    rating: integer("rating").notNull(),
    title: text("title"),
    comment: text("comment").notNull(),
    isVerified: boolean("is_verified").notNull().default(false),
    /** the signed-in visitor who wrote it, set from the session only (null: written anonymously) */
    userId: text("user_id").references(() => users.id, { onDelete: "set null" }),
    /** only published reviews are shown and counted in the business's rating */
    status: text("status", { enum: REVIEW_STATUSES }).notNull().default("published"),
    createdAt: timestamps.createdAt,
  },
  (table) => [
    index("reviews_business_created_idx").on(table.businessId, table.createdAt),
    index("reviews_user_idx").on(table.userId),
    index("reviews_status_created_idx").on(table.status, table.createdAt),
  ],
);

export const inquiries = pgTable(
  "inquiries",
  {
    id: serial("id").primaryKey(),
    businessId: integer("business_id")
      .notNull()
      .references(() => businesses.id, { onDelete: "cascade" }),
    customerName: text("customer_name").notNull(),
    customerEmail: text("customer_email").notNull(),
    customerPhone: text("customer_phone"),
    subject: text("subject"),
    message: text("message").notNull(),
    status: text("status", { enum: INQUIRY_STATUSES }).notNull().default(DEFAULT_INQUIRY_STATUS),
    /** the signed-in visitor who sent it, set from the session only (null: sent anonymously) */
    userId: text("user_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamps.createdAt,
  },
  (table) => [
    index("inquiries_business_idx").on(table.businessId),
    index("inquiries_created_at_idx").on(table.createdAt),
    index("inquiries_user_idx").on(table.userId),
  ],
);

export const blogPosts = pgTable(
  "blog_posts",
  {
    id: serial("id").primaryKey(),
    title: text("title").notNull(),
    slug: text("slug").notNull().unique(),
    excerpt: text("excerpt"),
    content: text("content").notNull(),
    imageUrl: text("image_url"),
    category: text("category").notNull(),
    tags: text("tags")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    readTime: integer("read_time").notNull().default(BLOG_READ_TIME.default),
    isPublished: boolean("is_published").notNull().default(DEFAULT_BLOG_IS_PUBLISHED),
    ...timestamps,
  },
  (table) => [index("blog_posts_published_created_idx").on(table.isPublished, table.createdAt)],
);

/** The part of the public address before a slug: /categories/{slug}, /blog/{slug}. */
export type MovedSlugSection = "categories" | "blog";

/**
 * The slugs a category or blog post had before an editor changed it: their old addresses answer 301 to the record's
 * address now (modules/moved-slugs). One of the two record columns is set, and its record's delete takes the row.
 */
export const movedSlugs = pgTable(
  "moved_slugs",
  {
    section: text("section").$type<MovedSlugSection>().notNull(),
    slug: text("slug").notNull(),
    categoryId: integer("category_id").references(() => categories.id, { onDelete: "cascade" }),
    blogPostId: integer("blog_post_id").references(() => blogPosts.id, { onDelete: "cascade" }),
    createdAt: timestamps.createdAt,
  },
  (table) => [primaryKey({ columns: [table.section, table.slug] })],
);

/** Visitors signed in through a provider (Google, Facebook) or by a code sent to their email; owners among them. */
export const users = pgTable("users", {
  id: text("id").primaryKey(),
  email: text("email").unique(),
  firstName: text("first_name"),
  lastName: text("last_name"),
  profileImageUrl: text("profile_image_url"),
  /** set by an editor: the visitor's sessions end at once and they can neither sign in nor act as an owner */
  suspendedAt: timestamp("suspended_at", { withTimezone: true }),
  ...timestamps,
});

/** Visitor sessions (spec: sid, session data, expiry indexed). */
export const sessions = pgTable(
  "sessions",
  {
    sid: text("sid").primaryKey(),
    sess: jsonb("sess").notNull(),
    expire: timestamp("expire", { withTimezone: true }).notNull(),
  },
  (table) => [index("sessions_expire_idx").on(table.expire)],
);

export const admins = pgTable("admins", {
  id: serial("id").primaryKey(),
  username: varchar("username", { length: FIELD_LIMITS.adminUsername }).notNull().unique(),
  email: varchar("email", { length: FIELD_LIMITS.adminEmail }).unique(),
  passwordHash: varchar("password_hash", { length: FIELD_LIMITS.adminPasswordHash }).notNull(),
  firstName: varchar("first_name", { length: FIELD_LIMITS.personName }),
  lastName: varchar("last_name", { length: FIELD_LIMITS.personName }),
  role: varchar("role", { length: FIELD_LIMITS.adminRole }).notNull().default(DEFAULT_ADMIN_ROLE),
  isActive: boolean("is_active").notNull().default(true),
  ...timestamps,
});

/** Admin sessions: only the SHA-256 of the cookie token is stored, as hex. */
export const adminSessions = pgTable(
  "admin_sessions",
  {
    tokenHash: text("token_hash").primaryKey(),
    adminId: integer("admin_id")
      .notNull()
      .references(() => admins.id, { onDelete: "cascade" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: timestamps.createdAt,
  },
  (table) => [index("admin_sessions_expires_idx").on(table.expiresAt)],
);

/** Failed admin logins, counted per (username, ip) and per ip for the lockout. */
export const loginAttempts = pgTable(
  "login_attempts",
  {
    id: serial("id").primaryKey(),
    username: varchar("username", { length: FIELD_LIMITS.adminUsername }).notNull(),
    ip: text("ip").notNull(),
    succeeded: boolean("succeeded").notNull(),
    createdAt: timestamps.createdAt,
  },
  (table) => [
    index("login_attempts_user_ip_idx").on(table.username, table.ip, table.createdAt),
    index("login_attempts_ip_idx").on(table.ip, table.createdAt),
  ],
);

export const auditLog = pgTable(
  "audit_log",
  {
    id: serial("id").primaryKey(),
    adminId: integer("admin_id").references(() => admins.id, { onDelete: "set null" }),
    adminUsername: varchar("admin_username", { length: FIELD_LIMITS.adminUsername }).notNull(),
    /** admin: adminId and adminUsername name the editor; owner: userId the owner, adminUsername their email */
    actorKind: text("actor_kind").$type<AuditActorKind>().notNull().default("admin"),
    userId: text("user_id").references(() => users.id, { onDelete: "set null" }),
    entity: text("entity").notNull(),
    entityId: text("entity_id"),
    action: text("action").notNull(),
    changes: jsonb("changes")
      .notNull()
      .default(sql`'{}'::jsonb`),
    createdAt: timestamps.createdAt,
  },
  (table) => [
    index("audit_log_created_at_idx").on(table.createdAt),
    index("audit_log_user_idx").on(table.userId),
    check("audit_log_actor_kind_check", sql`${table.actorKind} IN (${sql.raw(quotedList(AUDIT_ACTOR_KINDS))})`),
  ],
);

/** A single row (id 1) holding the editable home-page texts and section switches. */
export const homeContent = pgTable("home_content", {
  id: serial("id").primaryKey(),
  heroTitle: varchar("hero_title", { length: FIELD_LIMITS.homeTitle }).notNull(),
  heroSubtitle: varchar("hero_subtitle", { length: FIELD_LIMITS.homeTitle }),
  heroDescription: text("hero_description").notNull(),
  ctaText: varchar("cta_text", { length: FIELD_LIMITS.ctaText }),
  ctaLink: varchar("cta_link", { length: FIELD_LIMITS.ctaLink }),
  showHeroSection: boolean("show_hero_section").notNull().default(true),
  featuredSectionTitle: varchar("featured_section_title", { length: FIELD_LIMITS.homeTitle }),
  featuredSectionDescription: text("featured_section_description"),
  showFeaturedSection: boolean("show_featured_section").notNull().default(true),
  businessSectionTitle: varchar("business_section_title", { length: FIELD_LIMITS.homeTitle }),
  businessSectionDescription: text("business_section_description"),
  showBusinessSection: boolean("show_business_section").notNull().default(true),
  testimonialSectionTitle: varchar("testimonial_section_title", { length: FIELD_LIMITS.homeTitle }),
  testimonialSectionDescription: text("testimonial_section_description"),
  showTestimonialSection: boolean("show_testimonial_section").notNull().default(true),
  categoriesSectionTitle: varchar("categories_section_title", { length: FIELD_LIMITS.homeTitle }),
  categoriesSectionDescription: text("categories_section_description"),
  showCategoriesSection: boolean("show_categories_section").notNull().default(true),
  ...timestamps,
});

export const testimonials = pgTable(
  "testimonials",
  {
    id: serial("id").primaryKey(),
    name: varchar("name", { length: FIELD_LIMITS.testimonialName }).notNull(),
    location: varchar("location", { length: FIELD_LIMITS.testimonialLocation }).notNull(),
    rating: integer("rating").notNull(),
    comment: text("comment").notNull(),
    avatar: varchar("avatar", { length: FIELD_LIMITS.testimonialAvatar }).notNull(),
    isActive: boolean("is_active").notNull().default(true),
    sortOrder: integer("sort_order").notNull().default(0),
    ...timestamps,
  },
  (table) => [index("testimonials_active_sort_idx").on(table.isActive, table.sortOrder)],
);

/**
 * Every build of the public site, and the one request waiting for the next build: the rebuild queue's
 * state lives here, so a request made during a build or before a restart is never lost.
 */
export const siteBuilds = pgTable(
  "site_builds",
  {
    id: serial("id").primaryKey(),
    status: text("status").$type<BuildStatus>().notNull().default("queued"),
    /** what asked for it, appended to while the build is queued */
    reasons: jsonb("reasons")
      .$type<BuildReason[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    queuedAt: timestamp("queued_at", { withTimezone: true }).notNull().defaultNow(),
    startedAt: timestamp("started_at", { withTimezone: true }),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
    stage: text("stage").$type<BuildStage>(),
    pagesTotal: integer("pages_total"),
    pagesRendered: integer("pages_rendered"),
    /** pages taken unchanged from the previous build (incremental build) */
    pagesReused: integer("pages_reused"),
    releaseId: text("release_id"),
    message: text("message"),
    logTail: text("log_tail").notNull().default(""),
  },
  (table) => [
    index("site_builds_queued_at_idx").on(table.queuedAt),
    // at most one request waits: later ones join it
    uniqueIndex("site_builds_one_queued_idx")
      .on(table.status)
      .where(sql`status = 'queued'`),
  ],
);

/**
 * What is sent out after each release: one row per deploy webhook URL and one for the S3 upload. A pending row
 * is tried at next_attempt_at, so retries survive a restart; an attempt claims its row by moving that time on.
 */
export const webhookDeliveries = pgTable(
  "webhook_deliveries",
  {
    id: serial("id").primaryKey(),
    kind: text("kind").$type<DeliveryKind>().notNull(),
    /** the webhook's URL, or s3://bucket/prefix */
    url: text("url").notNull(),
    buildId: integer("build_id")
      .notNull()
      .references(() => siteBuilds.id, { onDelete: "cascade" }),
    releaseId: text("release_id").notNull(),
    payload: jsonb("payload").$type<ReleasePublishedEvent>().notNull(),
    status: text("status").$type<DeliveryStatus>().notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    lastStatusCode: integer("last_status_code"),
    lastError: text("last_error"),
    summary: text("summary"),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }),
    ...timestamps,
  },
  (table) => [
    index("webhook_deliveries_pending_idx")
      .on(table.nextAttemptAt)
      .where(sql`status = 'pending'`),
  ],
);

/**
 * Public form posts counted per key ("review:ip:203.0.113.7", "review:business:12") and fixed window: the rate
 * limits of service/abuse read and bump them in one statement, so they hold across instances and restarts.
 */
export const rateLimitWindows = pgTable(
  "rate_limit_windows",
  {
    key: text("key").notNull(),
    windowStart: timestamp("window_start", { withTimezone: true }).notNull(),
    count: integer("count").notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.key, table.windowStart] }),
    index("rate_limit_windows_start_idx").on(table.windowStart),
  ],
);

/**
 * The ways over the river (docs/decisions/0010): bridges, and a ferry where there is one, each open or closed to people
 * on foot as of its status date, with where that status and its ends' coordinates come from.
 */
export const crossings = pgTable(
  "crossings",
  {
    id: serial("id").primaryKey(),
    slug: text("slug").notNull().unique(),
    name: text("name").notNull(),
    kind: text("kind", { enum: CROSSING_KINDS }).notNull(),
    openOnFoot: boolean("open_on_foot").notNull(),
    statusNote: text("status_note").notNull(),
    statusDate: date("status_date", { mode: "string" }).notNull(),
    statusSource: text("status_source").notNull(),
    /** its end on the left (east) bank, and on the right (west) bank */
    leftLatitude: doublePrecision("left_latitude").notNull(),
    leftLongitude: doublePrecision("left_longitude").notNull(),
    rightLatitude: doublePrecision("right_latitude").notNull(),
    rightLongitude: doublePrecision("right_longitude").notNull(),
    coordinatesSource: text("coordinates_source").notNull(),
    ...timestamps,
  },
  (table) => [check("crossings_kind_check", sql`${table.kind} IN (${sql.raw(quotedList(CROSSING_KINDS))})`)],
);

/** The places people describe where they are by, with where each position comes from. */
export const landmarks = pgTable(
  "landmarks",
  {
    id: serial("id").primaryKey(),
    slug: text("slug").notNull().unique(),
    name: text("name").notNull(),
    kind: text("kind", { enum: LANDMARK_KINDS }).notNull(),
    latitude: doublePrecision("latitude").notNull(),
    longitude: doublePrecision("longitude").notNull(),
    /** the bank an editor set; null: it follows from the coordinates */
    bank: text("bank").$type<Bank>(),
    /** the crossing this landmark is (a bridge is reached at either end); its delete leaves the landmark a point */
    crossingId: integer("crossing_id").references(() => crossings.id, { onDelete: "set null" }),
    source: text("source").notNull(),
    ...timestamps,
  },
  (table) => [
    check("landmarks_kind_check", sql`${table.kind} IN (${sql.raw(quotedList(LANDMARK_KINDS))})`),
    check("landmarks_bank_check", sql`${table.bank} IN (${sql.raw(quotedList(BANKS))})`),
  ],
);

/** A river's simplified centreline through town, upstream first, which tells the banks apart; one row per river. */
export const riverCourses = pgTable("river_courses", {
  id: serial("id").primaryKey(),
  name: text("name").notNull().unique(),
  points: jsonb("points").$type<GeoPoint[]>().notNull(),
  source: text("source").notNull(),
  ...timestamps,
});

/**
 * Every email the product sends (service/modules/mail), written in the same transaction as what caused it, with
 * what it says as it was rendered then. A sender claims a due queued row by moving next_attempt_at past its lease
 * (FOR UPDATE SKIP LOCKED), so one instance delivers it; a sender that dies leaves it due again when the lease ends.
 */
export const mailOutbox = pgTable(
  "mail_outbox",
  {
    id: serial("id").primaryKey(),
    kind: text("kind").$type<MailKind>().notNull(),
    status: text("status").$type<MailStatus>().notNull().default("queued"),
    recipient: text("recipient").notNull(),
    replyTo: text("reply_to"),
    subject: text("subject").notNull(),
    textBody: text("text_body").notNull(),
    htmlBody: text("html_body").notNull(),
    /** headers beyond the envelope's: List-Unsubscribe and List-Unsubscribe-Post on notifications */
    headers: jsonb("headers").$type<Record<string, string>>().notNull().default({}),
    /** what the template was given, for an email that grows before it is sent (reviews held) */
    data: jsonb("data").$type<unknown>(),
    causeType: text("cause_type").$type<MailCauseType>().notNull(),
    causeId: integer("cause_id"),
    /** the business an email to a business is counted against, for its hourly cap */
    businessId: integer("business_id").references(() => businesses.id, { onDelete: "set null" }),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }),
    lastError: text("last_error"),
    lastResponseCode: integer("last_response_code"),
    /** the Message-ID every attempt sends, so a receiver can drop a repeat */
    messageId: text("message_id"),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    summaryId: integer("summary_id"),
    resentFromId: integer("resent_from_id"),
    ...timestamps,
  },
  (table) => [
    index("mail_outbox_due_idx")
      .on(table.nextAttemptAt)
      .where(sql`status = 'queued'`),
    index("mail_outbox_business_created_idx").on(table.businessId, table.createdAt),
    index("mail_outbox_cause_idx").on(table.causeType, table.causeId),
    index("mail_outbox_recipient_created_idx").on(table.recipient, table.createdAt),
    index("mail_outbox_created_idx").on(table.createdAt),
    check("mail_outbox_kind_check", sql`${table.kind} IN (${sql.raw(quotedList(MAIL_KINDS))})`),
    check("mail_outbox_status_check", sql`${table.status} IN (${sql.raw(quotedList(MAIL_STATUSES))})`),
    check("mail_outbox_cause_type_check", sql`${table.causeType} IN (${sql.raw(quotedList(MAIL_CAUSE_TYPES))})`),
  ],
);

/**
 * Addresses no email goes to, until an editor clears them: one that bounced for good (scope all), or one that asked
 * to stop a stream through the signed link in an email. Addresses are kept lower-cased.
 */
export const mailSuppressions = pgTable(
  "mail_suppressions",
  {
    id: serial("id").primaryKey(),
    address: text("address").notNull(),
    scope: text("scope").$type<SuppressionScope>().notNull(),
    reason: text("reason").notNull(),
    outboxId: integer("outbox_id").references(() => mailOutbox.id, { onDelete: "set null" }),
    createdAt: timestamps.createdAt,
  },
  (table) => [
    uniqueIndex("mail_suppressions_address_scope_idx").on(table.address, table.scope),
    check("mail_suppressions_scope_check", sql`${table.scope} IN (${sql.raw(quotedList(SUPPRESSION_SCOPES))})`),
  ],
);

/** Secrets the service makes for itself on first start (the key that signs the links in emails), one row each. */
export const serverSecrets = pgTable("server_secrets", {
  name: text("name").primaryKey(),
  value: text("value").notNull(),
  createdAt: timestamps.createdAt,
});

/**
 * One-time sign-in codes sent by email (owners, issue 44). Only the code's SHA-256 is kept; a code is good for 10
 * minutes and 5 attempts, and a newer code for the same address replaces the older.
 */
export const emailSignInCodes = pgTable(
  "email_sign_in_codes",
  {
    id: serial("id").primaryKey(),
    /** lower-cased */
    email: text("email").notNull(),
    codeHash: text("code_hash").notNull(),
    attempts: integer("attempts").notNull().default(0),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: timestamps.createdAt,
  },
  (table) => [index("email_sign_in_codes_email_created_idx").on(table.email, table.createdAt)],
);

/** A listing's one owner. */
export const businessOwners = pgTable(
  "business_owners",
  {
    businessId: integer("business_id")
      .primaryKey()
      .references(() => businesses.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** the claim that made them owner */
    claimId: integer("claim_id"),
    since: timestamp("since", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("business_owners_user_idx").on(table.userId)],
);

/** Claims on a listing, each verified by a code to the listing's own email, by an editor, or by its submission. */
export const ownershipClaims = pgTable(
  "ownership_claims",
  {
    id: serial("id").primaryKey(),
    businessId: integer("business_id")
      .notNull()
      .references(() => businesses.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    method: text("method").$type<ClaimMethod>().notNull(),
    status: text("status").$type<ClaimStatus>().notNull(),
    /** the code sent to the listing's email: its SHA-256, expiry and the attempts made */
    codeHash: text("code_hash"),
    codeExpiresAt: timestamp("code_expires_at", { withTimezone: true }),
    codeAttempts: integer("code_attempts").notNull().default(0),
    /** what the claimant gives an editor to weigh (their role, a document, a way to reach them) */
    evidence: text("evidence"),
    /** a claim on an owned listing: no editor may transfer it before this (the current owner was told) */
    transferAfter: timestamp("transfer_after", { withTimezone: true }),
    decisionReason: text("decision_reason"),
    decidedBy: integer("decided_by").references(() => admins.id, { onDelete: "set null" }),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    ...timestamps,
  },
  (table) => [
    index("ownership_claims_business_idx").on(table.businessId, table.createdAt),
    index("ownership_claims_user_idx").on(table.userId),
    index("ownership_claims_status_idx").on(table.status, table.createdAt),
    check("ownership_claims_method_check", sql`${table.method} IN (${sql.raw(quotedList(CLAIM_METHODS))})`),
    check("ownership_claims_status_check", sql`${table.status} IN (${sql.raw(quotedList(CLAIM_STATUSES))})`),
  ],
);

/**
 * Changes an owner proposes to the fields an editor approves first (name, phone, email, website, WhatsApp, address,
 * coordinates, category). The page keeps the old values until an editor approves.
 */
export const ownerEditProposals = pgTable(
  "owner_edit_proposals",
  {
    id: serial("id").primaryKey(),
    businessId: integer("business_id")
      .notNull()
      .references(() => businesses.id, { onDelete: "cascade" }),
    userId: text("user_id").references(() => users.id, { onDelete: "set null" }),
    /** field name to the proposed value */
    changes: jsonb("changes").$type<Record<string, unknown>>().notNull(),
    /** field name to the value when proposed: the editor's diff */
    previous: jsonb("previous").$type<Record<string, unknown>>().notNull(),
    status: text("status").$type<ProposalStatus>().notNull().default("pending"),
    /** the editor's reason for a refusal, shown to the owner */
    reason: text("reason"),
    decidedBy: integer("decided_by").references(() => admins.id, { onDelete: "set null" }),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    createdAt: timestamps.createdAt,
  },
  (table) => [
    index("owner_edit_proposals_business_idx").on(table.businessId, table.status),
    index("owner_edit_proposals_status_idx").on(table.status, table.createdAt),
    check("owner_edit_proposals_status_check", sql`${table.status} IN (${sql.raw(quotedList(PROPOSAL_STATUSES))})`),
  ],
);

/** The owner's one public reply to a review, shown under it as "Response from the owner" unless an editor hid it. */
export const reviewReplies = pgTable("review_replies", {
  reviewId: integer("review_id")
    .primaryKey()
    .references(() => reviews.id, { onDelete: "cascade" }),
  userId: text("user_id").references(() => users.id, { onDelete: "set null" }),
  body: text("body").notNull(),
  hiddenAt: timestamp("hidden_at", { withTimezone: true }),
  hiddenBy: integer("hidden_by").references(() => admins.id, { onDelete: "set null" }),
  ...timestamps,
});

/** A business page's views per day (its own clock's date), counted without cookies or personal data, bots left out. */
export const businessViewsDaily = pgTable(
  "business_views_daily",
  {
    businessId: integer("business_id")
      .notNull()
      .references(() => businesses.id, { onDelete: "cascade" }),
    day: date("day").notNull(),
    views: integer("views").notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.businessId, table.day] })],
);

/**
 * Editors' Hindi and Hebrew for the content's translatable fields (issue 47, docs/decisions/0015): one row per record,
 * language and field (shared/schemas/translations.ts names them; a list field is one entry per line). source_hash is
 * the SHA-256 of the English the text was translated from: when the record's English no longer hashes to it, the
 * translation "needs update". Records of several tables share it, so no foreign key: a record's delete removes its
 * rows (service/modules/admin/translations/queries.ts), and the snapshot reads only the rows of public records.
 */
export const contentTranslations = pgTable(
  "content_translations",
  {
    entity: text("entity").$type<TranslatableEntity>().notNull(),
    entityId: integer("entity_id").notNull(),
    language: text("language").$type<TranslationLanguage>().notNull(),
    field: text("field").notNull(),
    value: text("value").notNull(),
    sourceHash: text("source_hash").notNull(),
    translatedBy: integer("translated_by").references(() => admins.id, { onDelete: "set null" }),
    /** the editor's username as it was, kept when their account goes */
    translatedByName: varchar("translated_by_name", { length: FIELD_LIMITS.adminUsername }),
    ...timestamps,
  },
  (table) => [
    primaryKey({ columns: [table.entity, table.entityId, table.language, table.field] }),
    // the search's lookup: one language's rows of one kind (API search with lang)
    index("content_translations_language_idx").on(table.language, table.entity),
    check("content_translations_entity_check", sql`${table.entity} IN (${sql.raw(quotedList(TRANSLATABLE_ENTITIES))})`),
    check(
      "content_translations_language_check",
      sql`${table.language} IN (${sql.raw(quotedList(TRANSLATION_LANGUAGES))})`,
    ),
  ],
);
