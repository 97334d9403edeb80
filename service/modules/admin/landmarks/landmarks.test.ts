import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { COORDINATES_FORMAT_MESSAGE } from "../../../../shared/geo/coordinates.ts";
import { unknownCrossingMessage } from "../../../../shared/messages.ts";
import { PublicBusinessSchema } from "../../../../shared/schemas/business.ts";
import { auditLog, businesses, crossings, landmarks } from "../../../db/schema.ts";
import { seedDemoContent } from "../../../db/seed/index.ts";
import { insertAdmin, requestAsAdmin } from "../../../test-support/admin.ts";
import { useTestApp } from "../../../test-support/app.ts";

const TILES = { url: "https://tiles.example.com/{z}/{x}/{y}.png", attribution: "© Example tiles" };
const t = await useTestApp(
  async (db) => {
    await insertAdmin(db);
    await seedDemoContent(db, new Date("2026-11-01T09:00:00Z"));
  },
  { env: { MAP_TILES_URL: TILES.url, MAP_ATTRIBUTION: TILES.attribution } },
);
const send = requestAsAdmin(t);

const crossingId = async (slug: string) =>
  (await t.db.select({ id: crossings.id }).from(crossings).where(eq(crossings.slug, slug)))[0]!.id;

describe("the admin's landmarks", () => {
  it("adds a landmark from a pasted map link, audited and asking for a rebuild", async () => {
    const response = await send("POST", "/api/admin/landmarks", {
      slug: "gita-bhawan",
      name: "Gita Bhawan",
      kind: "ashram",
      coordinates: "https://www.openstreetmap.org/?mlat=30.12110&mlon=78.31590#map=18/30.12/78.31",
      source: "approximate, placed from OpenStreetMap's map view",
    });

    expect(response.status).toBe(201);
    expect(await response.json()).toMatchObject({
      slug: "gita-bhawan",
      latitude: 30.1211,
      longitude: 78.3159,
      bank: null,
      crossing: null,
    });
    const [audit] = await t.db.select().from(auditLog);
    expect(audit).toMatchObject({ entity: "landmark", action: "create" });
    expect(t.contentChanges).toHaveLength(1);
  });

  it("refuses coordinates it cannot read, a crossing that does not exist and a slug in use", async () => {
    const landmark = { slug: "x", name: "X", kind: "landmark", coordinates: "Ram Jhula", source: "s" };
    const unreadable = await send("POST", "/api/admin/landmarks", landmark);
    expect(unreadable.status).toBe(422);
    expect((await unreadable.json()).errors).toEqual({ coordinates: COORDINATES_FORMAT_MESSAGE });

    const noCrossing = await send("POST", "/api/admin/landmarks", {
      ...landmark,
      coordinates: "30.1, 78.3",
      crossing: "no-such-bridge",
    });
    expect(noCrossing.status).toBe(422);
    expect((await noCrossing.json()).errors).toEqual({ crossing: unknownCrossingMessage("no-such-bridge") });

    const taken = await send("POST", "/api/admin/landmarks", {
      ...landmark,
      slug: "tapovan",
      coordinates: "30.1, 78.3",
    });
    expect(taken.status).toBe(409);
    expect(await t.db.$count(landmarks, eq(landmarks.slug, "x"))).toBe(0);
  });
});

describe("the admin's crossings", () => {
  it("closes Ram Jhula: dated today, audited, rebuilt, and the walks go round by another bridge", async () => {
    const id = await crossingId("ram-jhula");
    const response = await send("PATCH", `/api/admin/crossings/${id}`, {
      openOnFoot: false,
      statusNote: "Closed for repairs",
    });

    expect(response.status).toBe(200);
    const closed = await response.json();
    expect(closed).toMatchObject({ openOnFoot: false, statusNote: "Closed for repairs" });
    expect(closed.statusDate).toBe(new Date().toISOString().slice(0, 10));
    expect(t.contentChanges).toHaveLength(1);
    const [audit] = await t.db.select().from(auditLog);
    expect(audit).toMatchObject({ entity: "crossing", action: "update" });

    const [marma] = await t.db
      .select({ id: businesses.id })
      .from(businesses)
      .where(eq(businesses.name, "Marma Touch Therapy"));
    const business = PublicBusinessSchema.parse(await (await t.request("GET", `/api/businesses/${marma!.id}`)).json());
    expect(business.nearestLandmarks.some(({ crossing }) => crossing?.slug === "ram-jhula")).toBe(false);
  });

  it("moves a crossing's end by pasted coordinates", async () => {
    const id = await crossingId("janki-setu");
    const response = await send("PATCH", `/api/admin/crossings/${id}`, { leftBank: "30.11360, 78.31120" });

    expect(response.status).toBe(200);
    expect((await response.json()).leftBank).toEqual({ latitude: 30.1136, longitude: 78.3112 });
  });
});

describe("a business's coordinates and bank in the admin", () => {
  it("sets the position from a Google Maps link and keeps the editor's bank", async () => {
    const [business] = await t.db.select({ id: businesses.id }).from(businesses).limit(1);
    const response = await send("PATCH", `/api/admin/businesses/${business!.id}`, {
      coordinates: "https://www.google.com/maps/place/Somewhere/@30.1,78.3,17z/data=!3m1!4b1!8m2!3d30.12215!4d78.31555",
      bank: "left",
    });

    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ latitude: 30.12215, longitude: 78.31555, bank: "left" });
    const [audit] = await t.db.select().from(auditLog);
    expect(Object.keys(audit!.changes as object).sort()).toEqual(["bank", "latitude", "longitude"]);
  });

  it("says why a pasted text is no position, and clears the position when the field is emptied", async () => {
    const [business] = await t.db.select({ id: businesses.id }).from(businesses).limit(1);
    const unreadable = await send("PATCH", `/api/admin/businesses/${business!.id}`, { coordinates: "near the ghat" });
    expect(unreadable.status).toBe(422);
    expect((await unreadable.json()).errors).toEqual({ coordinates: COORDINATES_FORMAT_MESSAGE });

    const cleared = await send("PATCH", `/api/admin/businesses/${business!.id}`, { coordinates: " " });
    expect(cleared.status).toBe(200);
    expect(await cleared.json()).toMatchObject({ latitude: null, longitude: null });
  });
});

describe("the admin's map", () => {
  it("takes its tiles from the site's own setting", async () => {
    const response = await send("GET", "/api/admin/map-tiles");
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual(TILES);
  });
});
