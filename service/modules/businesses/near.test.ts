import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { TOTAL_COUNT_HEADER } from "../../../shared/constants.ts";
import { PublicBusinessSchema } from "../../../shared/schemas/business.ts";
import { businesses } from "../../db/schema.ts";
import { seedDemoContent } from "../../db/seed/index.ts";
import { useTestApp } from "../../test-support/app.ts";

const t = await useTestApp((db) => seedDemoContent(db, new Date("2026-11-01T09:00:00Z")).then(() => undefined));

async function search(query: string) {
  const response = await t.request("GET", `/api/businesses?limit=100&${query}`);
  expect(response.status, query).toBe(200);
  const rows = ((await response.json()) as unknown[]).map((row) => PublicBusinessSchema.parse(row));
  return { rows, names: rows.map(({ name }) => name), total: Number(response.headers.get(TOTAL_COUNT_HEADER)) };
}

describe("the search box's location and radius", () => {
  it("keep, for a location naming a landmark, the businesses within that many km of it on foot", async () => {
    const { rows, names } = await search("location=Ram%20Jhula&radius=1");

    expect(names).toContain("Marma Touch Therapy");
    expect(names).not.toContain("Ganga Prana Yoga Shala");
    for (const row of rows) expect(row.walk?.meters, row.name).toBeLessThanOrEqual(1000);
    const widened = await search("location=Ram%20Jhula&radius=3");
    expect(widened.total).toBeGreaterThan(rows.length);
  });

  it("read a landmark by its slug or another spelling of its locality the same as by its name", async () => {
    const byName = await search("location=Laxman%20Jhula&radius=2");

    expect(byName.total).toBeGreaterThan(0);
    expect((await search("location=laxman-jhula&radius=2")).names).toEqual(byName.names);
    expect((await search("location=lakshman%20jhoola&radius=2")).names).toEqual(byName.names);
  });

  it("leave a location that names no landmark to the text and locality match, with no walks", async () => {
    const { rows } = await search("location=High%20Bank&radius=5");

    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every(({ walk }) => walk === undefined)).toBe(true);
  });

  it("keep, for a location naming a landmark, a business without coordinates whose location names it", async () => {
    const [unplaced] = await t.db
      .update(businesses)
      .set({ latitude: null, longitude: null, location: "Near Ram Jhula" })
      .where(eq(businesses.name, "Ganga Prana Yoga Shala"))
      .returning({ id: businesses.id });
    const byLocation = await search("location=Ram%20Jhula&radius=1");

    expect(byLocation.names).toContain("Ganga Prana Yoga Shala");
    expect(byLocation.rows.find(({ id }) => id === unplaced!.id)?.walk).toBeUndefined();
  });
});
