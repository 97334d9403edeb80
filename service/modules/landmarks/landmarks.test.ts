import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { TOTAL_COUNT_HEADER } from "../../../shared/constants.ts";
import {
  NEAR_MESSAGE,
  type PublicBusiness,
  PublicBusinessSchema,
  SORT_BY_DISTANCE_MESSAGE,
} from "../../../shared/schemas/business.ts";
import { COORDINATES_RANGE_MESSAGE } from "../../../shared/geo/coordinates.ts";
import { GeographySchema } from "../../../shared/schemas/geo.ts";
import { businesses, crossings } from "../../db/schema.ts";
import { seedDemoContent } from "../../db/seed/index.ts";
import { useTestApp } from "../../test-support/app.ts";
import { unknownLandmarkMessage } from "../businesses/near.ts";

const t = await useTestApp((db) => seedDemoContent(db, new Date("2026-11-01T09:00:00Z")).then(() => undefined));

async function search(query: string) {
  const response = await t.request("GET", `/api/businesses?${query}`);
  expect(response.status, query).toBe(200);
  const rows = ((await response.json()) as unknown[]).map((row) => PublicBusinessSchema.parse(row));
  return { rows, total: Number(response.headers.get(TOTAL_COUNT_HEADER)) };
}

async function refusal(query: string) {
  const response = await t.request("GET", `/api/businesses?${query}`);
  expect(response.status, query).toBe(422);
  return (await response.json()) as { message: string; errors: Record<string, string> };
}

const byName = (rows: PublicBusiness[], name: string) => rows.find((row) => row.name === name)!;

describe("GET /api/landmarks", () => {
  it("answers the landmarks with their banks, the crossings with their status and sources, and the river", async () => {
    const response = await t.request("GET", "/api/landmarks");
    const geography = GeographySchema.parse(await response.json());

    expect(response.status).toBe(200);
    expect(geography.river?.points.length).toBeGreaterThan(2);
    const laxman = geography.crossings.find(({ slug }) => slug === "laxman-jhula")!;
    expect(laxman.openOnFoot).toBe(false);
    expect(laxman.statusSource).toMatch(/unconfirmed/i);
    const triveni = geography.landmarks.find(({ slug }) => slug === "triveni-ghat")!;
    expect(triveni).toMatchObject({ riverBank: "right", bank: null, crossing: null });
    expect(geography.landmarks.find(({ slug }) => slug === "ram-jhula")?.crossing).toBe("ram-jhula");
  });
});

describe("each business in the API with its nearest landmarks", () => {
  it("describes a listing at Ram Jhula's east end by landmarks on foot, one across the open bridge", async () => {
    const { rows } = await search("limit=100");
    const marma = byName(rows, "Marma Touch Therapy");

    expect(marma.riverBank).toBe("left");
    expect(marma.nearestLandmarks.length).toBeGreaterThanOrEqual(2);
    expect(marma.nearestLandmarks.some(({ crossing }) => crossing?.slug === "ram-jhula")).toBe(true);
    expect(marma.nearestLandmarks.every(({ minutes }) => minutes <= 45)).toBe(true);
  });

  it("routes round by another bridge once Ram Jhula closes", async () => {
    await t.db.update(crossings).set({ openOnFoot: false }).where(eq(crossings.slug, "ram-jhula"));
    const { rows } = await search("limit=100");

    const marma = byName(rows, "Marma Touch Therapy");
    expect(marma.nearestLandmarks.some(({ crossing }) => crossing?.slug === "ram-jhula")).toBe(false);
  });

  it("gives one business and the featured ones their whereabouts too", async () => {
    const [first] = await t.db.select({ id: businesses.id }).from(businesses).where(eq(businesses.isActive, true));
    const one = PublicBusinessSchema.parse(await (await t.request("GET", `/api/businesses/${first!.id}`)).json());
    const featured = ((await (await t.request("GET", "/api/businesses/featured")).json()) as unknown[]).map((row) =>
      PublicBusinessSchema.parse(row),
    );

    expect(one.riverBank).not.toBeNull();
    expect(featured.every(({ nearestLandmarks }) => Array.isArray(nearestLandmarks))).toBe(true);
  });
});

describe("near, radius and sort=distance", () => {
  it("sorts by walking distance from a landmark, each with its walk", async () => {
    const { rows } = await search("near=parmarth-niketan&sort=distance&limit=10");
    const meters = rows.map((row) => row.walk!.meters);

    expect(meters).toEqual([...meters].sort((a, b) => a - b));
    expect(rows[0]!.riverBank).toBe("left");
  });

  it("keeps to the walking radius, across the river only by an open bridge", async () => {
    const { rows, total } = await search("near=tapovan&radius=1&limit=100");

    expect(total).toBe(rows.length);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((row) => row.walk!.meters <= 1000)).toBe(true);
    const wider = await search("near=tapovan&radius=3&limit=100");
    expect(wider.total).toBeGreaterThan(total);
  });

  it("measures from a position, as the browser's geolocation gives it", async () => {
    const { rows } = await search(`near=${encodeURIComponent("30.12230,78.31540")}&sort=distance&limit=3`);

    expect(rows[0]!.walk!.minutes).toBeLessThanOrEqual(10);
    expect(rows[0]!.riverBank).toBe("left");
  });

  it("sorts by walking distance only the businesses the other filters match", async () => {
    const all = await search("near=parmarth-niketan&sort=distance&limit=100");
    const [category] = all.rows.map((row) => row.category!.slug);
    const narrowed = await search(`near=parmarth-niketan&sort=distance&limit=100&category=${category}`);
    const meters = narrowed.rows.map((row) => row.walk!.meters);

    expect(narrowed.rows.length).toBeGreaterThan(0);
    expect(narrowed.total).toBeLessThan(all.total);
    expect(narrowed.rows.every((row) => row.category!.slug === category)).toBe(true);
    expect(meters).toEqual([...meters].sort((a, b) => a - b));
    // the same businesses, in the same order, as the whole sort's of that category
    expect(narrowed.rows.map(({ id }) => id)).toEqual(
      all.rows.filter((row) => row.category!.slug === category).map(({ id }) => id),
    );
  });

  it("pages a distance sort", async () => {
    const all = await search("near=triveni-ghat&sort=distance&limit=100");
    const second = await search("near=triveni-ghat&sort=distance&limit=5&offset=5");

    expect(second.rows.map(({ id }) => id)).toEqual(all.rows.slice(5, 10).map(({ id }) => id));
    expect(second.total).toBe(all.total);
  });

  it("refuses bad coordinates, an unknown landmark and a distance sort from nowhere in the error format", async () => {
    expect((await refusal("near=91,78")).errors).toEqual({ near: COORDINATES_RANGE_MESSAGE });
    expect((await refusal("near=30.1,far")).errors).toEqual({ near: NEAR_MESSAGE });
    expect((await refusal("near=Ram%20Jhula!")).errors).toEqual({ near: NEAR_MESSAGE });
    expect((await refusal("near=nowhere-at-all")).errors).toEqual({ near: unknownLandmarkMessage("nowhere-at-all") });
    expect(await refusal("sort=distance")).toEqual({
      message: SORT_BY_DISTANCE_MESSAGE,
      errors: { sort: SORT_BY_DISTANCE_MESSAGE },
    });
  });
});
