import { describe, expect, it } from "vitest";
import {
  DEFAULT_HOME_CONTENT,
  DESCRIPTION_REQUIRED_MESSAGE,
  HERO_TITLE_REQUIRED_MESSAGE,
} from "../../../../shared/schemas/home-content.ts";
import { auditLog, homeContent } from "../../../db/schema.ts";
import { insertAdmin, requestAsAdmin } from "../../../test-support/admin.ts";
import { useTestApp } from "../../../test-support/app.ts";

const t = await useTestApp(async (db) => {
  await insertAdmin(db);
});

const asAdmin = requestAsAdmin(t);
const send = (method: string, body?: unknown) => asAdmin(method, "/api/admin/home-content", body);
const form = { ...DEFAULT_HOME_CONTENT, heroTitle: "Find your stillness", showTestimonialSection: false };

describe("admin home content", () => {
  it("reads the default texts under the admin's names until an admin saves", async () => {
    const response = await send("GET");
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual(DEFAULT_HOME_CONTENT);
  });

  it("saves the whole form into one row, however often it is saved", async () => {
    expect((await send("PUT", form)).status).toBe(200);
    const second = await send("PUT", { ...form, heroSubtitle: "By the Ganges" });
    expect(await second.json()).toMatchObject({
      heroTitle: "Find your stillness",
      heroSubtitle: "By the Ganges",
      showTestimonialSection: false,
    });
    expect(await t.db.$count(homeContent)).toBe(1);
    expect(await (await send("GET")).json()).toMatchObject({ heroSubtitle: "By the Ganges" });
  });

  it("keeps the public names on the public read", async () => {
    await send("PUT", form);
    const publicContent = await (await t.request("GET", "/api/home-content")).json();
    expect(publicContent).toMatchObject({ heroTitle: "Find your stillness", showTestimonialSection: false });
    expect(publicContent).toHaveProperty("testimonialTitle");
    expect(publicContent).not.toHaveProperty("testimonialSectionTitle");
  });

  it("audits the first save as a create and later ones with the changed fields; each asks for a rebuild", async () => {
    await send("PUT", form);
    await send("PUT", { ...form, showHeroSection: false });
    const entries = await t.db.select().from(auditLog).orderBy(auditLog.id);
    expect(entries.map((entry) => entry.action)).toEqual(["create", "update"]);
    expect(entries[1]!.changes).toEqual({ showHeroSection: { from: true, to: false } });
    expect(t.contentChanges.map((change) => change.reason)).toEqual(["home_content: create", "home_content: update"]);
  });

  it("saves one tab's fields and keeps the other tabs' (the defaults on the first save)", async () => {
    const heroTab = { heroTitle: "Find your stillness", heroSubtitle: "", ctaText: "Begin", showHeroSection: false };
    const first = await send("PUT", heroTab);
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ ...DEFAULT_HOME_CONTENT, ...heroTab, heroSubtitle: null });
    const sectionsTab = { featuredSectionTitle: "Loved by travellers", showTestimonialSection: false };
    const second = await send("PUT", sectionsTab);
    expect(await second.json()).toEqual({ ...DEFAULT_HOME_CONTENT, ...heroTab, heroSubtitle: null, ...sectionsTab });
    const entries = await t.db.select().from(auditLog).orderBy(auditLog.id);
    expect(entries[1]!.changes).toEqual({
      featuredSectionTitle: { from: DEFAULT_HOME_CONTENT.featuredSectionTitle, to: "Loved by travellers" },
      showTestimonialSection: { from: true, to: false },
    });
  });

  it("checks each field it is given, and only those", async () => {
    await send("PUT", form);
    const blankDescription = await send("PUT", { heroDescription: " " });
    expect(blankDescription.status).toBe(422);
    expect((await blankDescription.json()).message).toBe(DESCRIPTION_REQUIRED_MESSAGE);
    expect(await (await send("GET")).json()).toMatchObject({ heroDescription: DEFAULT_HOME_CONTENT.heroDescription });
  });

  it("rejects a missing hero title with the spec's message", async () => {
    const response = await send("PUT", { ...form, heroTitle: "" });
    expect(response.status).toBe(422);
    expect((await response.json()).message).toBe(HERO_TITLE_REQUIRED_MESSAGE);
  });
});
