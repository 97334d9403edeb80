import { describe, expect, it } from "vitest";
import { BUSINESS_PAGE, TOTAL_COUNT_HEADER } from "../../../shared/constants.ts";
import type { ApiErrorBody } from "../../../shared/schemas/validation.ts";
import { useTestApp } from "../../test-support/app.ts";
import { insertBusiness, insertCategory } from "../../test-support/fixtures.ts";
import { priceLevelOf, toPrefixTsquery } from "./search.ts";

const ids = { yoga: 0, ayurveda: 0 };

const t = await useTestApp(async (db) => {
  const yoga = await insertCategory(db, { name: "Yoga & Meditation", slug: "yoga-meditation" });
  const ayurveda = await insertCategory(db, { name: "Ayurveda & Healing", slug: "ayurveda-healing" });
  const adventure = await insertCategory(db, { name: "Adventure", slug: "adventure-exploration" });
  ids.yoga = yoga.id;
  ids.ayurveda = ayurveda.id;
  await insertBusiness(db, {
    categoryId: yoga.id,
    name: "Tapovan Yoga Shala",
    description: "Hatha classes every morning, pranayama and a short meditation at sunset.",
    location: "Tapovan",
    latitude: 30.1318,
    longitude: 78.3247,
    priceRange: "$$",
    rating: "4.80",
    reviewCount: 20,
    createdAt: new Date("2024-01-01T00:00:00Z"),
  });
  await insertBusiness(db, {
    categoryId: ayurveda.id,
    name: "Himalayan Ayurveda Clinic",
    description: "Consultations with a vaidya and seven-day detox programmes.",
    location: "Laxman Jhula",
    latitude: 30.1255,
    longitude: 78.3293,
    services: ["Panchakarma", "Shirodhara"],
    priceRange: "$$$",
    rating: "4.80",
    reviewCount: 5,
    createdAt: new Date("2024-03-01T00:00:00Z"),
  });
  await insertBusiness(db, {
    categoryId: yoga.id,
    name: "Riverside Meditation Hall",
    description: "Silent sitting, chanting and guided yoga nidra by the Ganges.",
    location: "Triveni Ghat",
    address: "Triveni Ghat Road",
    priceRange: "$",
    rating: "4.20",
    reviewCount: 8,
    createdAt: new Date("2024-02-01T00:00:00Z"),
  });
  await insertBusiness(db, {
    categoryId: adventure.id,
    name: "Shivpuri Rafting Camp",
    description: "Grade three rapids, beach camping and bonfires.",
    location: "Shivpuri",
    latitude: 30.1447,
    longitude: 78.3894,
    priceRange: "$$$$",
    rating: "3.90",
    reviewCount: 12,
    createdAt: new Date("2024-05-01T00:00:00Z"),
  });
  await insertBusiness(db, {
    categoryId: adventure.id,
    name: "Kaudiyala Retreat",
    description: "Tents in the forest far down the river, and the Café Øyvind.",
    location: "Kaudiyala",
    latitude: 30.0772,
    longitude: 78.5056,
    rating: "3.50",
    reviewCount: 2,
    createdAt: new Date("2024-04-01T00:00:00Z"),
  });
  await insertBusiness(db, {
    categoryId: yoga.id,
    name: "Hidden Yoga Loft",
    description: "Awaiting approval: must never appear in public results.",
    location: "Tapovan",
    latitude: 30.1318,
    longitude: 78.3247,
    priceRange: "$$",
    rating: "5.00",
    reviewCount: 50,
    isActive: false,
  });
});

async function search(params: string) {
  const response = await t.request("GET", `/api/businesses${params ? `?${params}` : ""}`);
  expect(response.status).toBe(200);
  const body: { name: string }[] = await response.json();
  return { names: body.map((business) => business.name), total: Number(response.headers.get(TOTAL_COUNT_HEADER)) };
}

const ALL_ACTIVE_BEST_RATED = [
  "Tapovan Yoga Shala",
  "Himalayan Ayurveda Clinic",
  "Riverside Meditation Hall",
  "Shivpuri Rafting Camp",
  "Kaudiyala Retreat",
];

describe("text search (q)", () => {
  it("matches partial words in the name and description", async () => {
    expect(await search("q=yog")).toEqual({ names: ["Tapovan Yoga Shala", "Riverside Meditation Hall"], total: 2 });
  });

  it("requires every word to match", async () => {
    expect(await search("q=tapov%20yog")).toEqual({ names: ["Tapovan Yoga Shala"], total: 1 });
  });

  it("searches services and locations too", async () => {
    expect((await search("q=panchakarma")).names).toEqual(["Himalayan Ayurveda Clinic"]);
    expect((await search("q=shivpuri")).names).toEqual(["Shivpuri Rafting Camp"]);
  });

  it("ranks a name match above a better rated description match", async () => {
    expect((await search("q=meditation")).names).toEqual(["Riverside Meditation Hall", "Tapovan Yoga Shala"]);
  });

  it("lets an explicit sort override the relevance order", async () => {
    expect((await search("q=meditation&sort=rating")).names).toEqual([
      "Tapovan Yoga Shala",
      "Riverside Meditation Hall",
    ]);
  });

  it("folds accents on both sides: cafe finds a Café, and café or CAFÉ find it too", async () => {
    for (const q of ["cafe", "café", "CAFÉ", "oyvind", "Øyvind"]) {
      expect((await search(`q=${encodeURIComponent(q)}`)).names, q).toEqual(["Kaudiyala Retreat"]);
    }
  });

  it("treats tsquery operators in the text as plain separators", async () => {
    expect((await search(`q=${encodeURIComponent("yoga & | !( tapovan:*")}`)).names).toEqual(["Tapovan Yoga Shala"]);
  });

  it("finds nothing for a word no business contains", async () => {
    expect(await search("q=zzzzqx")).toEqual({ names: [], total: 0 });
  });

  it("ignores a query with nothing searchable in it", async () => {
    expect((await search(`q=${encodeURIComponent("?!")}`)).names).toEqual(ALL_ACTIVE_BEST_RATED);
  });

  it("never returns an inactive business", async () => {
    expect((await search("q=hidden")).names).toEqual([]);
    expect((await search("q=loft")).total).toBe(0);
  });
});

describe("category filter", () => {
  it("accepts a slug", async () => {
    expect(await search("category=yoga-meditation")).toEqual({
      names: ["Tapovan Yoga Shala", "Riverside Meditation Hall"],
      total: 2,
    });
  });

  it("accepts a numeric id", async () => {
    expect((await search(`category=${ids.ayurveda}`)).names).toEqual(["Himalayan Ayurveda Clinic"]);
  });

  it("treats all as no filter", async () => {
    expect((await search("category=all")).names).toEqual(ALL_ACTIVE_BEST_RATED);
  });

  it("finds nothing in an unknown category", async () => {
    expect(await search("category=wellness-spa")).toEqual({ names: [], total: 0 });
    expect(await search("category=9999")).toEqual({ names: [], total: 0 });
    expect(await search("category=99999999999")).toEqual({ names: [], total: 0 });
  });

  it("combines with the text query", async () => {
    expect((await search("q=yoga&category=yoga-meditation")).names).toEqual([
      "Tapovan Yoga Shala",
      "Riverside Meditation Hall",
    ]);
    expect((await search(`q=yoga&category=${ids.ayurveda}`)).names).toEqual([]);
  });
});

describe("price filter", () => {
  it("accepts a stored level", async () => {
    expect((await search(`priceRange=${encodeURIComponent("$$")}`)).names).toEqual(["Tapovan Yoga Shala"]);
  });

  it("maps the search box's filter names onto levels", async () => {
    expect((await search("priceRange=budget")).names).toEqual(["Riverside Meditation Hall"]);
    expect((await search("priceRange=premium")).names).toEqual(["Himalayan Ayurveda Clinic"]);
    expect((await search("priceRange=luxury")).names).toEqual(["Shivpuri Rafting Camp"]);
  });

  it("treats any and all as no filter", async () => {
    expect((await search("priceRange=any")).total).toBe(5);
    expect((await search("priceRange=all")).total).toBe(5);
  });

  it("rejects an unknown price range with 422", async () => {
    const response = await t.request("GET", "/api/businesses?priceRange=cheap");
    expect(response.status).toBe(422);
    expect((await response.json()).errors).toHaveProperty("priceRange");
  });
});

describe("near a location within a radius", () => {
  it("keeps businesses within the default 5 km of a known locality", async () => {
    expect((await search("location=Tapovan")).names).toEqual(["Tapovan Yoga Shala", "Himalayan Ayurveda Clinic"]);
  });

  it("widens with the radius", async () => {
    expect((await search("location=tapovan&radius=7")).names).toEqual([
      "Tapovan Yoga Shala",
      "Himalayan Ayurveda Clinic",
      "Shivpuri Rafting Camp",
    ]);
    expect((await search("location=tapovan&radius=20")).total).toBe(4);
  });

  it("resolves other spellings of a locality", async () => {
    expect((await search(`location=${encodeURIComponent("lakshman jhula")}&radius=1`)).names).toEqual([
      "Tapovan Yoga Shala",
      "Himalayan Ayurveda Clinic",
    ]);
  });

  it("reads a place written as an address from its most specific part", async () => {
    expect(await search(`location=${encodeURIComponent("Tapovan, Rishikesh")}`)).toEqual(
      await search("location=Tapovan"),
    );
  });

  it("includes businesses without coordinates whose location names the place", async () => {
    expect((await search(`location=${encodeURIComponent("Triveni Ghat")}&radius=1`)).names).toEqual([
      "Riverside Meditation Hall",
    ]);
  });

  it("falls back to matching the location and address text for an unknown place", async () => {
    expect((await search("location=jhula")).names).toEqual(["Himalayan Ayurveda Clinic"]);
    expect((await search(`location=${encodeURIComponent("ghat road")}`)).names).toEqual(["Riverside Meditation Hall"]);
  });

  it("treats LIKE wildcards in the text literally", async () => {
    expect((await search(`location=${encodeURIComponent("%")}`)).total).toBe(0);
    expect((await search("location=_")).total).toBe(0);
  });

  it("rejects a radius outside 1-20 km with 422 and a message a person can act on", async () => {
    for (const radius of ["25", "0", "-5", "2.5", "far"]) {
      const response = await t.request("GET", `/api/businesses?location=tapovan&radius=${radius}`);
      expect(response.status, radius).toBe(422);
      expect((await response.json()).errors, radius).toEqual({
        radius: "Radius must be a whole number of km from 1 to 20",
      });
    }
  });

  it("names the values it takes when a price range, sort or page is not one of them", async () => {
    const errorsOf = async (query: string) =>
      ((await (await t.request("GET", `/api/businesses?${query}`)).json()) as ApiErrorBody).errors;
    expect(await errorsOf("priceRange=zzz")).toEqual({
      priceRange: "Price range must be one of budget, moderate, premium, luxury, $, $$, $$$, $$$$, all",
    });
    expect(await errorsOf("sort=best")).toEqual({ sort: "Sort must be one of rating, newest, name, distance" });
    expect(await errorsOf("limit=abc")).toEqual({
      limit: `Limit must be a whole number from 1 to ${BUSINESS_PAGE.maxLimit}`,
    });
    expect(await errorsOf("offset=-1")).toEqual({ offset: "Offset must be a whole number from 0" });
  });

  it("never returns an inactive business nearby", async () => {
    expect((await search("location=tapovan&radius=1")).names).not.toContain("Hidden Yoga Loft");
  });
});

describe("sort", () => {
  it("orders by rating, then review count, by default", async () => {
    expect((await search("")).names).toEqual(ALL_ACTIVE_BEST_RATED);
    expect((await search("sort=rating")).names).toEqual(ALL_ACTIVE_BEST_RATED);
  });

  it("orders newest first", async () => {
    expect((await search("sort=newest")).names).toEqual([
      "Shivpuri Rafting Camp",
      "Kaudiyala Retreat",
      "Himalayan Ayurveda Clinic",
      "Riverside Meditation Hall",
      "Tapovan Yoga Shala",
    ]);
  });

  it("orders by name", async () => {
    expect((await search("sort=name")).names).toEqual([...ALL_ACTIVE_BEST_RATED].sort());
  });

  it("rejects an unknown sort with 422", async () => {
    expect((await t.request("GET", "/api/businesses?sort=random")).status).toBe(422);
  });
});

describe("paging", () => {
  it("pages with limit and offset while X-Total-Count stays the full count", async () => {
    expect(await search("limit=2")).toEqual({ names: ALL_ACTIVE_BEST_RATED.slice(0, 2), total: 5 });
    expect(await search("limit=2&offset=2")).toEqual({ names: ALL_ACTIVE_BEST_RATED.slice(2, 4), total: 5 });
    expect(await search("limit=2&offset=10")).toEqual({ names: [], total: 5 });
  });

  it("counts only what the filters keep", async () => {
    expect(await search("category=yoga-meditation&limit=1")).toEqual({ names: ["Tapovan Yoga Shala"], total: 2 });
  });

  it("rejects a limit above 100 or below 1 and a negative offset with 422", async () => {
    for (const params of ["limit=101", "limit=0", "offset=-1", "limit=abc"]) {
      expect((await t.request("GET", `/api/businesses?${params}`)).status).toBe(422);
    }
  });
});

describe("toPrefixTsquery", () => {
  it("makes every word a prefix term and joins them with AND", () => {
    expect(toPrefixTsquery("Yog  Tapov")).toBe("yog:* & tapov:*");
  });

  it("keeps only letters and digits, joining apostrophes into the word", () => {
    expect(toPrefixTsquery("shiva's (café) & 200hr!")).toBe("shivas:* & cafe:* & 200hr:*");
  });

  it("gives nothing when no word is left", () => {
    expect(toPrefixTsquery(" :*&| ")).toBeUndefined();
  });
});

describe("priceLevelOf", () => {
  it("maps filter names, keeps levels and drops the no-filter values", () => {
    expect(priceLevelOf("moderate")).toBe("$$");
    expect(priceLevelOf("$$$$")).toBe("$$$$");
    expect(priceLevelOf("any")).toBeUndefined();
    expect(priceLevelOf("all")).toBeUndefined();
    expect(priceLevelOf(undefined)).toBeUndefined();
  });
});
