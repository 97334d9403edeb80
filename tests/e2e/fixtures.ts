// Playwright fixtures: the records a spec walks are created through the API, published, and removed
// afterwards, so the specs depend neither on one another nor on the demo seed's exact rows.
//
// The public site is prebuilt: a new record reaches its static page only after the rebuild its change
// asks for (about 6 s here, perhaps queued behind a build already running). So that not every test pays
// for that, a published record is made once per worker and shared by the worker's tests: a test may add
// to it (a review, an inquiry) but never removes or edits what the others read.
import { test as base, expect, type APIRequestContext, type APIResponse } from "@playwright/test";
import type { BlogPostInput } from "../../shared/schemas/blog.ts";
import type { BusinessSubmission } from "../../shared/schemas/business.ts";
import type { Category } from "../../shared/schemas/category.ts";
import type { InquiryInput } from "../../shared/schemas/inquiry.ts";
import type { ReviewInput } from "../../shared/schemas/review.ts";
import { E2E_ADMIN } from "./admin-session.ts";

/** A rebuild takes a while and may queue behind one already running. */
const PUBLISH_TIMEOUT_MS = 180_000;

export interface PublishedBusiness {
  id: number;
  name: string;
  /** a word of the name that no other record has */
  token: string;
  categorySlug: string;
  categoryName: string;
  location: string;
  priceRange: string;
  review: { title: string; customerName: string; rating: number };
}

export interface PublishedBlogPost {
  slug: string;
  title: string;
}

interface TestFixtures {
  /** Removes, once the test is over, a record the test made through the pages (an admin API path to DELETE). */
  deleteAfterTest: (adminPath: string) => void;
  /**
   * A business like the worker's `business`, made for this test alone: for a test whose review must be published,
   * not held by the brake on a burst of reviews to one business, which the suite's reviews of `business` reach.
   */
  businessOfItsOwn: PublishedBusiness;
  /** A listing an owner submitted through the public API, awaiting approval; removed once the test is over. */
  pendingListing: { id: number; name: string };
}

interface WorkerFixtures {
  /** The API as the e2e admin, signed in once per worker (the login's brakes count every attempt). */
  adminApi: APIRequestContext;
  /** An approved business with one review, in Yoga & Meditation at Tapovan, $$, with its page live. */
  business: PublishedBusiness;
  /** A published blog post with its page live. */
  blogPost: PublishedBlogPost;
}

/** Letters only, so the word stays one token for the search index. */
function uniqueToken(): string {
  return Array.from({ length: 8 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join("");
}

async function ok(pending: Promise<APIResponse>): Promise<APIResponse> {
  const response = await pending;
  if (!response.ok()) throw new Error(`${response.url()} answered ${response.status()}: ${await response.text()}`);
  return response;
}

/** Waits until the live release serves `path` with `text` on it. */
async function waitForPublishedPage(api: APIRequestContext, path: string, text: string) {
  await expect
    .poll(
      async () => {
        const response = await api.get(path);
        return response.ok() && (await response.text()).includes(text);
      },
      { message: `${path} published with "${text}"`, timeout: PUBLISH_TIMEOUT_MS, intervals: [500, 1_000] },
    )
    .toBe(true);
}

/**
 * A visitor's own address, sent as X-Forwarded-For (the e2e service trusts it): the spam brakes count posts per
 * address and hold a review from an address that has just posted, so each test posts as a visitor of its own.
 */
export function visitorAddress(): { "x-forwarded-for": string } {
  // 198.18.0.0/15 is set aside for tests (RFC 2544); counted from a random start, no two visitors of a run share one
  const n = nextVisitor++ % 2 ** 17;
  return { "x-forwarded-for": `198.${18 + (n >> 16)}.${(n >> 8) & 255}.${n & 255}` };
}
let nextVisitor = Math.floor(Math.random() * 2 ** 17);

/** Sends an inquiry to a business through the public API, as a traveller's form does; answers its id. */
export async function sendInquiry(api: APIRequestContext, businessId: number, inquiry: InquiryInput): Promise<number> {
  const response = await ok(
    api.post(`/api/businesses/${businessId}/inquiries`, {
      data: { ...inquiry, businessId },
      headers: visitorAddress(),
    }),
  );
  return ((await response.json()) as { id: number }).id;
}

/**
 * An approved business with one review, in Yoga & Meditation at Tapovan, $$, with its page live. The owner's way in:
 * a public submission, which waits for an admin's approval.
 */
async function publishBusiness(adminApi: APIRequestContext): Promise<PublishedBusiness> {
  const categories = (await (await ok(adminApi.get("/api/categories"))).json()) as Category[];
  const category = categories.find((candidate) => candidate.slug === "yoga-meditation");
  if (!category) throw new Error("The built-in category yoga-meditation is missing");
  const token = uniqueToken();
  const listing = {
    name: `Moonrise Yoga Shala ${token}`,
    description: "Sunrise hatha classes on a rooftop above the Ganga, for beginners and teachers alike.",
    categoryId: category.id,
    location: "Tapovan",
    phone: "+91 98370 55555",
    priceRange: "$$",
    services: ["Hatha yoga", "Pranayama"],
  } satisfies BusinessSubmission;
  const submitted = await ok(adminApi.post("/api/businesses", { data: listing, headers: visitorAddress() }));
  const { id } = (await submitted.json()) as { id: number };
  await ok(adminApi.post(`/api/admin/businesses/${id}/approve`));
  const review = {
    customerName: "Leela from the e2e run",
    title: `Quiet mornings ${token}`,
    comment: "Patient teachers and a view of the river.",
    // below the demo listings' ratings, so the best-rated lists the other specs read keep their order
    rating: 3,
  } satisfies ReviewInput;
  await ok(adminApi.post(`/api/businesses/${id}/reviews`, { data: review, headers: visitorAddress() }));
  await waitForPublishedPage(adminApi, `/business/${id}`, "Reviews (1)");
  return {
    id,
    name: listing.name,
    token,
    categorySlug: category.slug,
    categoryName: category.name,
    location: listing.location,
    priceRange: listing.priceRange,
    review: { title: review.title, customerName: review.customerName, rating: review.rating },
  };
}

export const test = base.extend<TestFixtures, WorkerFixtures>({
  page: async ({ page }, use) => {
    await page.setExtraHTTPHeaders(visitorAddress());
    await use(page);
  },

  deleteAfterTest: async ({ adminApi }, use) => {
    const paths: string[] = [];
    await use((adminPath) => paths.push(adminPath));
    for (const adminPath of paths) await ok(adminApi.delete(adminPath));
  },

  businessOfItsOwn: [
    async ({ adminApi, deleteAfterTest }, use) => {
      const business = await publishBusiness(adminApi);
      deleteAfterTest(`/api/admin/businesses/${business.id}`);
      await use(business);
    },
    { timeout: PUBLISH_TIMEOUT_MS + 30_000 },
  ],

  pendingListing: async ({ adminApi, deleteAfterTest }, use) => {
    const categories = (await (await ok(adminApi.get("/api/categories"))).json()) as Category[];
    const listing = {
      name: `E2E Riverside Retreat ${uniqueToken()}`,
      description: "Quiet rooms above the river with a morning yoga deck.",
      categoryId: categories[0]!.id,
      location: "Tapovan",
      phone: "+91 98370 55555",
      services: ["Rooms"],
    } satisfies BusinessSubmission;
    const submitted = await ok(adminApi.post("/api/businesses", { data: listing, headers: visitorAddress() }));
    const { id } = (await submitted.json()) as { id: number };
    deleteAfterTest(`/api/admin/businesses/${id}`);
    await use({ id, name: listing.name });
  },

  adminApi: [
    async ({ playwright }, use, workerInfo) => {
      const baseURL = workerInfo.project.use.baseURL!;
      // Admin writes must come from the site's own origin.
      const api = await playwright.request.newContext({
        baseURL,
        extraHTTPHeaders: { origin: new URL(baseURL).origin },
      });
      await ok(api.post("/api/admin/login", { data: E2E_ADMIN }));
      await use(api);
      await api.dispose();
    },
    { scope: "worker" },
  ],

  business: [
    async ({ adminApi }, use) => {
      const business = await publishBusiness(adminApi);
      await use(business);
      await ok(adminApi.delete(`/api/admin/businesses/${business.id}`));
    },
    { scope: "worker", timeout: PUBLISH_TIMEOUT_MS + 30_000 },
  ],

  blogPost: [
    async ({ adminApi }, use) => {
      const token = uniqueToken();
      const post = {
        title: `Notes from the Ghats ${token}`,
        slug: `notes-from-the-ghats-${token}`,
        excerpt: "What an evening at Triveni Ghat teaches a first-time visitor.",
        content: "Arrive early.\nSit on the steps, not the railing.\nStay for the lamps.",
        category: "travel",
        readTime: 4,
        tags: ["aarti", "ghats"],
        isPublished: true,
      } satisfies BlogPostInput;
      const { id } = (await (await ok(adminApi.post("/api/admin/blog", { data: post }))).json()) as { id: number };
      await waitForPublishedPage(adminApi, `/blog/${post.slug}`, post.title);

      await use({ slug: post.slug, title: post.title });
      await ok(adminApi.delete(`/api/admin/blog/${id}`));
    },
    { scope: "worker", timeout: PUBLISH_TIMEOUT_MS + 30_000 },
  ],
});

export { expect };
