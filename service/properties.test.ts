// Property-based tests (fast-check): generated path parameters, query strings and bodies against every API route the
// app really has (read from its own route list, so a new route is covered without touching this file), the admin
// routes with a session. Whatever arrives: no 500 and no other 5xx but a deliberate 503 with Retry-After; where the
// route's shared schema refuses the input, a 4xx; and afterwards nothing in the database that its schema refuses.
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import fc from "fast-check";
import { afterAll, describe, expect, it } from "vitest";
import type { z } from "zod";
import { PREVIEW_PATH_PREFIX } from "../shared/preview.ts";
import {
  AdminBlogListQuerySchema,
  AdminBusinessListQuerySchema,
  AdminInquiryListQuerySchema,
  AdminReviewListQuerySchema,
} from "../shared/schemas/admin-lists.ts";
import { AdminLoginSchema, AdminPasswordChangeSchema } from "../shared/schemas/admin.ts";
import { BlogPostInputSchema } from "../shared/schemas/blog.ts";
import {
  AdminBusinessInputSchema,
  BusinessSearchQuerySchema,
  BusinessSubmissionSchema,
} from "../shared/schemas/business.ts";
import { CategoryInputSchema } from "../shared/schemas/category.ts";
import { HomeContentInputSchema } from "../shared/schemas/home-content.ts";
import { InquiryInputSchema, InquiryStatusUpdateSchema } from "../shared/schemas/inquiry.ts";
import { PublicListQuerySchema } from "../shared/schemas/paging.ts";
import { ReviewInputSchema, ReviewListQuerySchema, ReviewModerationSchema } from "../shared/schemas/review.ts";
import { TestimonialInputSchema } from "../shared/schemas/testimonial.ts";
import { partialOf } from "./modules/admin/crud-routes.ts";
import { blogPosts, businesses, categories, homeContent, inquiries, reviews, testimonials } from "./db/schema.ts";
import { insertAdmin, sessionCookie } from "./test-support/admin.ts";
import { TEST_ORIGIN, useTestApp } from "./test-support/app.ts";
import { testDriver } from "./test-support/database.ts";
import {
  insertBlogPost,
  insertBusiness,
  insertCategory,
  insertInquiry,
  insertReview,
  insertTestimonial,
} from "./test-support/fixtures.ts";

const dataDir = await mkdtemp(join(tmpdir(), "sor-properties-"));
afterAll(() => rm(dataDir, { recursive: true, force: true }));

let adminId = 0;
const t = await useTestApp(
  async (db) => {
    adminId = (await insertAdmin(db)).id;
    const category = await insertCategory(db, { slug: "yoga" });
    const business = await insertBusiness(db, { categoryId: category.id, phone: "+91 98370 55555" });
    await insertReview(db, { businessId: business.id });
    await insertInquiry(db, { businessId: business.id });
    await insertBlogPost(db, { slug: "aarti" });
    await insertTestimonial(db);
  },
  // the client address comes from X-Forwarded-For, so the generated posts come from many visitors, not one flood
  { env: { DATA_DIR: dataDir, TRUST_PROXY: "true" } },
);

/**
 * Left out: the preview bundle's files, whose first request builds the preview's server bundle (a minute of CPU,
 * and nothing a generated input reaches beyond a file lookup).
 */
const NOT_GENERATED = [`GET ${PREVIEW_PATH_PREFIX}/_astro/*`];

const routes = t.app.routes
  .filter((route) => route.path.startsWith("/api/") && !NOT_GENERATED.includes(`${route.method} ${route.path}`))
  .map((route) => ({ method: route.method, path: route.path.replace(/(.)\/$/, "$1") }));

type Schema = z.ZodType;
/** The schema a route parses its body with, by "METHOD path". */
const BODY_SCHEMAS: Record<string, Schema> = {
  "POST /api/businesses/:id/reviews": ReviewInputSchema,
  "POST /api/businesses/:id/inquiries": InquiryInputSchema,
  "POST /api/businesses": BusinessSubmissionSchema,
  "POST /api/admin/login": AdminLoginSchema,
  "PUT /api/admin/me/password": AdminPasswordChangeSchema,
  "POST /api/admin/businesses": AdminBusinessInputSchema,
  "PUT /api/admin/businesses/:id": AdminBusinessInputSchema,
  "PATCH /api/admin/businesses/:id": partialOf(AdminBusinessInputSchema),
  "POST /api/admin/categories": CategoryInputSchema,
  "PUT /api/admin/categories/:id": CategoryInputSchema,
  "PATCH /api/admin/categories/:id": partialOf(CategoryInputSchema),
  "POST /api/admin/blog": BlogPostInputSchema,
  "PUT /api/admin/blog/:id": BlogPostInputSchema,
  "PATCH /api/admin/blog/:id": partialOf(BlogPostInputSchema),
  "POST /api/admin/testimonials": TestimonialInputSchema,
  "PUT /api/admin/testimonials/:id": TestimonialInputSchema,
  "PATCH /api/admin/testimonials/:id": partialOf(TestimonialInputSchema),
  "PUT /api/admin/home-content": partialOf(HomeContentInputSchema),
  "PATCH /api/admin/inquiries/:id": InquiryStatusUpdateSchema,
  "PATCH /api/admin/reviews/:id": ReviewModerationSchema,
};
/** The schema a list route parses its query with. */
const QUERY_SCHEMAS: Record<string, Schema> = {
  "GET /api/businesses": BusinessSearchQuerySchema,
  "GET /api/businesses/:id/reviews": ReviewListQuerySchema,
  "GET /api/categories": PublicListQuerySchema,
  "GET /api/blog": PublicListQuerySchema,
  "GET /api/testimonials": PublicListQuerySchema,
  "GET /api/admin/businesses": AdminBusinessListQuerySchema,
  "GET /api/admin/inquiries": AdminInquiryListQuerySchema,
  "GET /api/admin/reviews": AdminReviewListQuerySchema,
  "GET /api/admin/blog": AdminBlogListQuerySchema,
};

/** Valid bodies to start from, so generated changes to one or two fields reach the code past validation. */
const VALID_BODIES: Record<string, Record<string, unknown>> = {
  "/api/businesses/:id/reviews": { customerName: "Asha", rating: 4, comment: "Calm mornings by the river." },
  "/api/businesses/:id/inquiries": { customerName: "Maya", customerEmail: "maya@example.com", message: "Drop-ins?" },
  "/api/businesses": {
    name: "Ganga View",
    description: "Rooms above the river.",
    categoryId: 1,
    location: "Tapovan",
    phone: "+91 98370 55555",
  },
  "/api/admin/businesses": { name: "Ganga View", description: "Rooms", categoryId: 1, location: "Tapovan" },
  "/api/admin/categories": { name: "Sound Healing", slug: "sound-healing" },
  "/api/admin/blog": { title: "Aarti", slug: "aarti-2", content: "Evening lamps", category: "spiritual" },
  "/api/admin/testimonials": {
    name: "Ana",
    location: "Lisbon",
    rating: 5,
    avatar: "https://example.com/a.jpg",
    comment: "Calm",
  },
  "/api/admin/home-content": { heroTitle: "Soul of Rishikesh", heroDescription: "Yoga by the Ganges" },
  "/api/admin/login": { username: "ganga", password: "not the password" },
};
const validBodyFor = (path: string) =>
  Object.entries(VALID_BODIES).find(([prefix]) => path === prefix || path.startsWith(`${prefix}/:id`))?.[1];

const FIELD_NAMES = [
  ...new Set([
    ...Object.values(VALID_BODIES).flatMap((body) => Object.keys(body)),
    ...["customerLocation", "title", "customerPhone", "subject", "businessId", "homepage", "fillTimeMs", "email"],
    ...["website", "whatsapp", "priceRange", "images", "services", "amenities", "latitude", "longitude"],
    ...["isVerified", "isActive", "isFeatured", "description", "icon", "color", "excerpt", "imageUrl", "tags"],
    ...["readTime", "isPublished", "sortOrder", "ctaLink", "ctaText", "status", "currentPassword", "newPassword"],
  ]),
];
const QUERY_NAMES = ["q", "category", "location", "radius", "priceRange", "sort", "limit", "offset", "status"];

const text = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: "binary", maxLength: 40 }),
  fc.constantFrom("", " ", "\u0000", "a\u0000b", "line\nbreak", "http://[", "https://exa mple.com", "javascript:x()"),
  fc.constantFrom("https://example.com/a.jpg", "/search", "all", "pending", "held", "published", "$$", "yoga"),
  fc.constantFrom("x".repeat(6000), "1".repeat(400)),
);
const scalar = fc.oneof(
  text,
  fc.integer(),
  fc.constantFrom(0, -1, 1, 5, 2 ** 31, -(2 ** 31) - 1, 2 ** 53, 1e308, 0.5),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
);
const value = fc.oneof(scalar, fc.array(scalar, { maxLength: 40 }), fc.dictionary(text, scalar, { maxKeys: 3 }));

const pathParam = fc.oneof(
  // ids of the seeded records half the time, so writes get past the 404 as often as not
  { weight: 6, arbitrary: fc.constant("1") },
  { weight: 2, arbitrary: fc.constantFrom("2", "aarti") },
  fc.constantFrom("3", "0", "-1", "1.5", "1e3", "9".repeat(30), "2147483648", "release-1"),
  fc.integer({ min: -10, max: 2 ** 40 }).map(String),
  fc.string({ maxLength: 30 }).map(encodeURIComponent),
  fc.constantFrom("%00", "%zz", "..%2F..%2Fetc%2Fpasswd", "%E0%A4%A", "a%20b"),
);

const query = fc.oneof(
  fc.constant(""),
  fc
    .dictionary(fc.constantFrom(...QUERY_NAMES, "other"), fc.oneof(text, fc.integer().map(String)), { maxKeys: 5 })
    .map((params) => new URLSearchParams(params).toString()),
  // as typed by hand or a broken client: unencoded, malformed percent escapes, repeated names
  fc.string({ maxLength: 40 }).map((raw) => raw.replace(/#/g, "")),
  fc.constantFrom("limit=1&limit=2", "q=%", "q=%00", "offset=%E0%A4%A", "radius=1e9&location=%00", "status[]=x"),
);

interface SentBody {
  json?: unknown;
  /** sent as it is, JSON or not */
  raw?: string;
}

interface Generated {
  route: { method: string; path: string };
  params: string[];
  query: string;
  body: SentBody | undefined;
}

function bodyFor(path: string): fc.Arbitrary<SentBody> {
  const valid = validBodyFor(path);
  const changed = valid
    ? fc.dictionary(fc.constantFrom(...FIELD_NAMES), value, { maxKeys: 2 }).map((changes) => ({ ...valid, ...changes }))
    : fc.dictionary(fc.constantFrom(...FIELD_NAMES), value, { maxKeys: 8 });
  return fc.oneof(
    { weight: 4, arbitrary: changed.map((json): SentBody => ({ json })) },
    { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 2 }).map((json) => ({ json })) },
    { weight: 1, arbitrary: fc.string({ maxLength: 40 }).map((raw) => ({ raw })) },
  );
}

let visitor = 0;
// the writes whose schema is known come up three times as often: they are where bad input could be stored
const routeChoice = fc.oneof(
  ...routes.map((route) => ({
    weight: BODY_SCHEMAS[`${route.method} ${route.path}`] ? 3 : 1,
    arbitrary: fc.constant(route),
  })),
);

const request: fc.Arbitrary<Generated> = routeChoice.chain((route) =>
  fc.record({
    route: fc.constant(route),
    // a delete spares the seeded records (id 1), which the other generated writes aim at
    params: fc.array(route.method === "DELETE" ? pathParam.filter((param) => param !== "1") : pathParam, {
      minLength: 2,
      maxLength: 2,
    }),
    query,
    body: ["POST", "PUT", "PATCH"].includes(route.method) ? bodyFor(route.path) : fc.constant(undefined),
  }),
);

/** What a route parses: the schema's verdict, or undefined when no schema is known for it or the input is no JSON. */
function schemaRefuses(schema: Schema | undefined, input: unknown): boolean | undefined {
  if (!schema) return undefined;
  return !schema.safeParse(input ?? {}).success;
}

async function send({ route, params, query, body }: Generated) {
  let next = 0;
  const path = route.path.replace(/:\w+|\*/g, () => params[next++]!);
  const headers: Record<string, string> = { "x-forwarded-for": `198.18.${(++visitor >> 8) & 255}.${visitor & 255}` };
  if (route.path.startsWith("/api/admin/")) {
    headers.origin = TEST_ORIGIN;
    if (route.path !== "/api/admin/login") headers.cookie = await sessionCookie(t.db, adminId);
  }
  const sent = body === undefined ? undefined : (body.raw ?? JSON.stringify(body.json));
  const response = await t.request(route.method, `${path}${query ? `?${query}` : ""}`, {
    body: sent,
    headers: sent === undefined ? headers : { ...headers, "content-type": "application/json" },
  });
  return { path, response };
}

let sentCount = 0;
let refusedCount = 0;
const serverErrors: string[] = [];

/** Every stored row the shared schemas refuse, by table (the seed's rows are valid). */
async function invalidRows() {
  const checks: [string, () => Promise<object[]>, Schema][] = [
    ["reviews", () => t.db.select().from(reviews), ReviewInputSchema],
    ["inquiries", () => t.db.select().from(inquiries), InquiryInputSchema],
    ["businesses", () => t.db.select().from(businesses), AdminBusinessInputSchema],
    ["categories", () => t.db.select().from(categories), CategoryInputSchema],
    ["blog_posts", () => t.db.select().from(blogPosts), BlogPostInputSchema],
    ["testimonials", () => t.db.select().from(testimonials), TestimonialInputSchema],
    ["home_content", () => t.db.select().from(homeContent), HomeContentInputSchema],
  ];
  const invalid: string[] = [];
  for (const [table, read, schema] of checks) {
    for (const row of await read()) {
      const result = schema.safeParse(row);
      if (!result.success) invalid.push(`${table} ${JSON.stringify(row).slice(0, 200)}: ${result.error.message}`);
    }
  }
  return invalid;
}

describe("generated requests to every API route", () => {
  it("never answer 5xx, refuse what the schema refuses with a 4xx, and store nothing invalid", async () => {
    expect(routes.length).toBeGreaterThan(50);
    await fc.assert(
      fc.asyncProperty(request, async (generated) => {
        const { path, response } = await send(generated);
        sentCount++;
        const key = `${generated.route.method} ${generated.route.path}`;
        const { status } = response;
        if (status >= 500 && !(status === 503 && response.headers.has("retry-after"))) {
          serverErrors.push(`${key} ${path}: ${status} ${await response.text()}`);
        }
        expect(status, `${key} ${path}`).not.toBe(500);
        expect(status < 500 || (status === 503 && response.headers.has("retry-after"))).toBe(true);

        const { body, query } = generated;
        const bodyRefused = body?.json !== undefined ? schemaRefuses(BODY_SCHEMAS[key], body.json) : undefined;
        const queryRefused = /^[\w=&%.-]*$/.test(query)
          ? schemaRefuses(QUERY_SCHEMAS[key], Object.fromEntries(new URLSearchParams(query)))
          : undefined;
        if (bodyRefused || queryRefused) {
          refusedCount++;
          expect(status, `${key} ${path} refused`).toBeGreaterThanOrEqual(400);
          expect(status, `${key} ${path} refused`).toBeLessThan(500);
        }
      }),
      // a few seconds per database; a failure prints its seed, which reruns it exactly (fc.assert's seed option)
      { numRuns: testDriver === "postgres" ? 1500 : 1000 },
    );
    expect(await invalidRows()).toEqual([]);
    const stored = (await t.db.$count(reviews)) + (await t.db.$count(inquiries)) + (await t.db.$count(businesses));
    console.log(
      `generated requests (${testDriver}): ${sentCount} sent to ${routes.length} routes, ${serverErrors.length} 5xx, ` +
        `${refusedCount} refused by their schema (all 4xx), ${stored} reviews, inquiries and businesses stored`,
    );
  }, 120_000);
});
