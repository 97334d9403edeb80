import { afterAll, describe, expect, it } from "vitest";
import { TOTAL_COUNT_HEADER } from "../shared/constants.ts";
import { sql } from "drizzle-orm";
import { businesses, homeContent } from "./db/schema.ts";
import { createReadCache, createSharedReadCache, type Read, type ReadCache } from "./read-cache.ts";
import { insertAdmin, requestAsAdmin } from "./test-support/admin.ts";
import { useTestApp } from "./test-support/app.ts";
import { createTestDatabase } from "./test-support/database.ts";
import {
  insertBlogPost,
  insertBusiness,
  insertCategory,
  insertReview,
  insertTestimonial,
} from "./test-support/fixtures.ts";

const t = await useTestApp(async (db) => {
  const category = await insertCategory(db);
  await insertBusiness(db, { categoryId: category.id, name: "Ganga Yoga Shala" });
  await insertAdmin(db);
});

const names = async (path: string) =>
  ((await (await t.request("GET", path)).json()) as { name: string }[]).map((b) => b.name);

describe("the public business reads", () => {
  it("answer a repeated read from memory", async () => {
    expect(await names("/api/businesses?q=ganga")).toEqual(["Ganga Yoga Shala"]);
    // a change that bypasses the service (and so announces nothing) is not seen
    await t.db.update(businesses).set({ name: "Ganga Yoga Ashram" });
    expect(await names("/api/businesses?q=ganga")).toEqual(["Ganga Yoga Shala"]);
    // another query is another read
    expect(await names("/api/businesses?q=ashram")).toEqual(["Ganga Yoga Ashram"]);
  });

  it("are fresh after an admin's write", async () => {
    const [business] = await t.db.select({ id: businesses.id }).from(businesses);
    expect(await names("/api/businesses")).toEqual(["Ganga Yoga Shala"]);
    expect(await names(`/api/businesses/featured`)).toEqual([]);
    const response = await requestAsAdmin(t)("PATCH", `/api/admin/businesses/${business!.id}`, {
      name: "Tapovan Yoga Shala",
      isFeatured: true,
    });
    expect(response.status).toBe(200);
    expect(await names("/api/businesses")).toEqual(["Tapovan Yoga Shala"]);
    expect(await names(`/api/businesses/featured`)).toEqual(["Tapovan Yoga Shala"]);
    const one = await t.request("GET", `/api/businesses/${business!.id}`);
    expect((await one.json()).name).toBe("Tapovan Yoga Shala");
  });

  it("keep the total count header and answer 304 to a client holding the same read", async () => {
    const first = await t.request("GET", "/api/businesses?q=yoga");
    expect(first.headers.get(TOTAL_COUNT_HEADER)).toBe("1");
    const again = await t.request("GET", "/api/businesses?q=yoga", {
      headers: { "if-none-match": first.headers.get("etag")! },
    });
    expect(again.status).toBe(304);
    expect(again.headers.get(TOTAL_COUNT_HEADER)).toBe("1");
    // a held read is answered before routing, with the headers every answer carries
    expect(again.headers.get("x-content-type-options")).toBe("nosniff");
  });

  it("answer a held read as the route did, in each encoding, as often as asked", async () => {
    const [first] = await t.db.select({ categoryId: businesses.categoryId }).from(businesses);
    // enough of them for an answer worth compressing
    for (let n = 1; n <= 5; n++)
      await insertBusiness(t.db, { categoryId: first!.categoryId, name: `Ganga Retreat ${n}` });
    const path = "/api/businesses?q=ganga&sort=name";
    for (const encoding of ["br", "gzip", "identity"]) {
      const headers = { "accept-encoding": encoding };
      const answers = [];
      // the first is the route's; the others are held answers (the second makes it, the third is a copy)
      for (let n = 0; n < 3; n++) {
        const response = await t.request("GET", path, { headers });
        answers.push({
          status: response.status,
          headers: Object.fromEntries([...response.headers].filter(([name]) => name !== "date")),
          body: Buffer.from(await response.arrayBuffer()).toString("base64"),
        });
      }
      expect(answers[0]!.headers["content-encoding"]).toBe(encoding === "identity" ? undefined : encoding);
      expect(answers[0]!.headers["content-security-policy"]).toBeDefined();
      expect(answers[1]).toEqual(answers[0]);
      expect(answers[2]).toEqual(answers[0]);
    }
  });

  it("answer a bad query with 422 every time, keeping nothing", async () => {
    for (let n = 0; n < 2; n++) expect((await t.request("GET", "/api/businesses?limit=5000")).status).toBe(422);
  });
});

describe("every public read", () => {
  it("answers from memory until content changes", async () => {
    const [business] = await t.db.update(businesses).set({ isFeatured: true }).returning({ id: businesses.id });
    await insertReview(t.db, { businessId: business!.id, status: "published" });
    await insertBlogPost(t.db, { slug: "kirtan-at-parmarth" });
    await insertTestimonial(t.db);
    await t.db
      .insert(homeContent)
      .values({ heroTitle: "Find your path by the Ganga", heroDescription: "Yoga and more" });
    const paths = [
      "/api/categories",
      "/api/businesses",
      "/api/businesses/featured",
      `/api/businesses/${business!.id}`,
      `/api/businesses/${business!.id}/reviews`,
      "/api/blog",
      "/api/blog/kirtan-at-parmarth",
      "/api/testimonials",
      "/api/home-content",
      "/api/stats",
    ];
    const read = async (path: string) => {
      const response = await t.request("GET", path);
      return { status: response.status, body: await response.text() };
    };
    const first = await Promise.all(paths.map(read));
    // a change that bypasses the service (and so announces nothing) is not seen by any of them
    await t.db.execute(sql`truncate categories, businesses, reviews, blog_posts, testimonials, home_content cascade`);
    expect(await Promise.all(paths.map(read))).toEqual(first);
    // an announced change (here: Publish now) empties the cache, and each reads the database again
    expect((await requestAsAdmin(t)("POST", "/api/admin/builds")).status).toBe(202);
    const afterChange = await Promise.all(paths.map(read));
    const unchanged = paths.filter((_, n) => JSON.stringify(afterChange[n]) === JSON.stringify(first[n]));
    expect(unchanged).toEqual([]);
  });
});

/** A read of `path` through `cache`, as a route would make it. */
const send = (cache: ReadCache, path: string, load: () => Promise<Read>) =>
  cache.send(new Request(`http://localhost${path}`), { headers: {} }, load);
const loader = (value: unknown = ["a"]) => {
  const load = () => {
    load.calls++;
    return Promise.resolve<Read>({ value });
  };
  load.calls = 0;
  return load;
};

describe("createReadCache", () => {
  it("shares one load among concurrent misses of one read", async () => {
    const cache = createReadCache();
    const load = loader();
    await Promise.all([send(cache, "/x", load), send(cache, "/x", load), send(cache, "/x", load)]);
    expect(load.calls).toBe(1);
  });

  it("answers but does not keep a load that overlapped a content change", async () => {
    const cache = createReadCache();
    let finish: (read: Read) => void = () => {};
    const slow = send(cache, "/x", () => new Promise<Read>((resolve) => (finish = resolve)));
    cache.contentChanged();
    finish({ value: ["before the change"] });
    expect(await (await slow).json()).toEqual(["before the change"]);
    const load = loader(["after"]);
    expect(await (await send(cache, "/x", load)).json()).toEqual(["after"]);
    expect(load.calls).toBe(1);
  });

  it("drops the least recently sent reads past its size", async () => {
    const cache = createReadCache(1000);
    const big = "x".repeat(200);
    const loads = ["/a", "/b", "/c"].map(() => loader([big]));
    await send(cache, "/a", loads[0]!);
    await send(cache, "/b", loads[1]!);
    await send(cache, "/a", loads[0]!);
    await send(cache, "/c", loads[2]!); // /b is the least recently sent
    await send(cache, "/a", loads[0]!);
    await send(cache, "/b", loads[1]!);
    expect(loads.map((load) => load.calls)).toEqual([1, 2, 1]);
  });

  it("counts the answers it makes from a read toward its size", async () => {
    const cache = createReadCache(1000);
    const big = "x".repeat(200);
    const loads = ["/a", "/b", "/c"].map(() => loader([big]));
    await send(cache, "/a", loads[0]!);
    await send(cache, "/b", loads[1]!);
    // /a answered over http and https: two answers, each with its own copy of the bytes
    for (const variant of ["http", "https"]) {
      expect(cache.answer(new Request("http://localhost/a"), variant, () => ({}))?.status).toBe(200);
    }
    await send(cache, "/c", loads[2]!); // room for /c alone now
    await send(cache, "/a", loads[0]!);
    expect(loads[0]!.calls).toBe(2);
  });
});

// two instances of the service on one database
const database = await createTestDatabase();
const other = database.connectAgain();
afterAll(async () => {
  await other.close();
  await database.close();
});

describe("createSharedReadCache", () => {
  it("forgets its reads when another instance on the database announces a change", async () => {
    const here = await createSharedReadCache(database);
    const there = await createSharedReadCache(other);
    try {
      const load = loader();
      await send(there, "/x", load);
      await send(there, "/x", load);
      expect(load.calls).toBe(1);
      here.contentChanged();
      await expect.poll(async () => (await send(there, "/x", load), load.calls), { timeout: 5000 }).toBe(2);
    } finally {
      await here.close();
      await there.close();
    }
  });
});
