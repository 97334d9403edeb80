// An owner can never reach an admin route or another owner's business (issue 44): this walks the whole app's route
// table with an owner's session and expects 403 from every admin route (the login aside, which is how an editor
// gets a session) and from every owner route on a business that is not theirs. A route added later is walked too.
import { describe, expect, it } from "vitest";
import { NOT_AN_EDITOR_MESSAGE } from "../../../shared/messages.ts";
import { useTestApp } from "../../test-support/app.ts";
import { insertBusiness, insertCategory, insertReview } from "../../test-support/fixtures.ts";
import { insertOwner, requestAsOwner } from "../../test-support/owner.ts";
import { NOT_YOUR_BUSINESS_MESSAGE } from "./access.ts";

let ashasBusiness = 0;
let ravisBusiness = 0;
let ravisReview = 0;
const t = await useTestApp(async (db) => {
  const categoryId = (await insertCategory(db)).id;
  ashasBusiness = (await insertBusiness(db, { categoryId, name: "Ganga Yoga Shala", email: "a@ganga.example" })).id;
  ravisBusiness = (await insertBusiness(db, { categoryId, name: "Lakshman Cafe", email: "r@cafe.example" })).id;
  ravisReview = (await insertReview(db, { businessId: ravisBusiness })).id;
  await insertOwner(db, { id: "asha", email: "asha@example.com", businessId: ashasBusiness });
  await insertOwner(db, { id: "ravi", email: "ravi@example.com", businessId: ravisBusiness });
});
const asAsha = requestAsOwner(t, "asha");

/** The admin's sign-in: open to anyone, as it must be. */
const OPEN_ADMIN_ROUTES = new Set(["POST /api/admin/login"]);

const routes = () =>
  t.app.routes
    .filter((route) => route.method !== "HEAD" && route.method !== "OPTIONS")
    .map((route) => ({ method: route.method, path: route.path }));

/** A route's path with its parameters filled in: the business is Ravi's, any other record is one of his. */
const filled = (path: string) =>
  path
    .replaceAll(":businessId", String(ravisBusiness))
    .replace(/:(\w+)/g, () => String(ravisReview))
    .replace(/\*$/, "x");

describe("an owner's session", () => {
  it("is refused with 403 by every admin route", async () => {
    const adminRoutes = routes().filter(
      ({ method, path }) => path.startsWith("/api/admin/") && !OPEN_ADMIN_ROUTES.has(`${method} ${path}`),
    );
    expect(adminRoutes.length).toBeGreaterThan(50);
    const answers = await Promise.all(
      adminRoutes.map(async ({ method, path }) => {
        const response = await asAsha(method, filled(path), method === "GET" ? undefined : {});
        return { route: `${method} ${path}`, status: response.status, body: await response.json() };
      }),
    );
    const notRefused = answers.filter(({ status, body }) => status !== 403 || body.message !== NOT_AN_EDITOR_MESSAGE);
    expect(notRefused).toEqual([]);
  });

  it("is refused with 403 by every owner route on another owner's business", async () => {
    const businessRoutes = routes().filter(({ path }) => path.startsWith("/api/owner/businesses/:businessId"));
    expect(businessRoutes.length).toBeGreaterThan(5);
    const answers = await Promise.all(
      businessRoutes.map(async ({ method, path }) => {
        const response = await asAsha(method, filled(path), method === "GET" ? undefined : {});
        return { route: `${method} ${path}`, status: response.status, body: await response.json() };
      }),
    );
    const notRefused = answers.filter(
      ({ status, body }) => status !== 403 || body.message !== NOT_YOUR_BUSINESS_MESSAGE,
    );
    expect(notRefused).toEqual([]);
  });

  it("reaches its own business's routes (the walk above refuses for the business, not the route)", async () => {
    const response = await asAsha("GET", `/api/owner/businesses/${ashasBusiness}`);
    expect(response.status).toBe(200);
  });
});
