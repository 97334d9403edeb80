import { describe, expect, it } from "vitest";
import { DEFAULT_HOME_CONTENT } from "../../../../shared/schemas/home-content.ts";
import type { RecordTranslations } from "../../../../shared/schemas/translations.ts";
import { auditLog, contentTranslations } from "../../../db/schema.ts";
import { insertAdmin, requestAsAdmin } from "../../../test-support/admin.ts";
import { useTestApp } from "../../../test-support/app.ts";
import { insertBusiness, insertCategory } from "../../../test-support/fixtures.ts";
import { TRANSLATION_TARGET_NOT_FOUND } from "./index.ts";
import { hashOfEnglish } from "./queries.ts";

let businessId = 0;
const t = await useTestApp(async (db) => {
  await insertAdmin(db);
  const category = await insertCategory(db, { name: "Stays" });
  const business = await insertBusiness(db, {
    categoryId: category.id,
    name: "Ganga View",
    description: "Rooms by the river.",
    services: ["Rooms", "Yoga"],
  });
  businessId = business.id;
});

const send = requestAsAdmin(t);
const read = async (path: string) =>
  (await (await send("GET", `/api/admin/translations/${path}`)).json()) as RecordTranslations;
const hindiDescription = (record: RecordTranslations) =>
  record.languages.hi.find((field) => field.field === "description")!;
const saveHindi = (fields: Record<string, { value: string; sourceHash: string }>) =>
  send("PUT", `/api/admin/translations/business/${businessId}/hi`, { fields });
const ROOMS_HINDI = "नदी के किनारे कमरे।";

describe("admin translations", () => {
  it("lists a business's translatable fields with their English and its hash, none translated yet", async () => {
    const record = await read(`business/${businessId}`);
    expect(record.languages.hi.map((field) => field.field)).toEqual(["description", "services", "amenities"]);
    expect(hindiDescription(record)).toEqual({
      field: "description",
      english: "Rooms by the river.",
      englishHash: hashOfEnglish("Rooms by the river."),
      translation: null,
    });
    // a list is one entry per line
    expect(record.languages.he.find((field) => field.field === "services")?.english).toBe("Rooms\nYoga");
  });

  it("saves one language's field, audited as a translation, and asks for a rebuild", async () => {
    const { englishHash } = hindiDescription(await read(`business/${businessId}`));
    const response = await saveHindi({ description: { value: ROOMS_HINDI, sourceHash: englishHash } });
    expect(response.status).toBe(200);
    const saved = hindiDescription((await response.json()) as RecordTranslations);
    expect(saved.translation).toMatchObject({ value: ROOMS_HINDI, needsUpdate: false, translatedBy: "ganga" });
    const [entry] = await t.db.select().from(auditLog);
    expect(entry).toMatchObject({
      entity: "business",
      entityId: String(businessId),
      action: "translate",
      changes: { "hi.description": { from: null, to: ROOMS_HINDI } },
    });
    expect(t.contentChanges.map((change) => change.reason)).toEqual([`business ${businessId}: translate`]);
    expect(t.contentChanges[0]!.label).toBe("Ganga View translated");
  });

  it("marks a translation as needing an update once its English changes, until it is saved against the new English", async () => {
    const { englishHash } = hindiDescription(await read(`business/${businessId}`));
    await saveHindi({ description: { value: ROOMS_HINDI, sourceHash: englishHash } });
    await send("PATCH", `/api/admin/businesses/${businessId}`, { description: "Quiet rooms by the river." });
    const changed = hindiDescription(await read(`business/${businessId}`));
    expect(changed.translation?.needsUpdate).toBe(true);
    // the editor checks the Hindi still says it and saves it unchanged against the new English
    await saveHindi({ description: { value: ROOMS_HINDI, sourceHash: changed.englishHash } });
    expect(hindiDescription(await read(`business/${businessId}`)).translation?.needsUpdate).toBe(false);
  });

  it("writes nothing for a save that changes nothing, and removes a field's translation saved empty", async () => {
    const { englishHash } = hindiDescription(await read(`business/${businessId}`));
    await saveHindi({ description: { value: ROOMS_HINDI, sourceHash: englishHash } });
    await saveHindi({ description: { value: ROOMS_HINDI, sourceHash: englishHash } });
    expect(await t.db.$count(auditLog)).toBe(1);
    expect(t.contentChanges).toHaveLength(1);
    await saveHindi({ description: { value: " ", sourceHash: englishHash } });
    expect(await t.db.$count(contentTranslations)).toBe(0);
    expect(hindiDescription(await read(`business/${businessId}`)).translation).toBeNull();
  });

  it("refuses a field that is never translated (a business's name) and a hash it did not give", async () => {
    const { englishHash } = hindiDescription(await read(`business/${businessId}`));
    const name = await saveHindi({ name: { value: "गंगा व्यू", sourceHash: englishHash } });
    expect(name.status).toBe(422);
    const badHash = await saveHindi({ description: { value: ROOMS_HINDI, sourceHash: "abc" } });
    expect(badHash.status).toBe(422);
    expect(await t.db.$count(contentTranslations)).toBe(0);
  });

  it("answers 404 for an unknown kind, language or record", async () => {
    for (const path of ["review/1", `business/${businessId + 100}`]) {
      const response = await send("GET", `/api/admin/translations/${path}`);
      expect(response.status).toBe(404);
    }
    const english = await send("PUT", `/api/admin/translations/business/${businessId}/en`, { fields: {} });
    expect(english.status).toBe(404);
    expect((await english.json()).message).toBe(TRANSLATION_TARGET_NOT_FOUND);
  });

  it("translates the home page's texts, its defaults before any save included", async () => {
    const record = await read("home_content/1");
    const heroTitle = record.languages.he.find((field) => field.field === "heroTitle")!;
    expect(heroTitle.english).toBe(DEFAULT_HOME_CONTENT.heroTitle);
    const response = await send("PUT", "/api/admin/translations/home_content/1/he", {
      fields: { heroTitle: { value: "לגלות את הנשמה של רישיקש", sourceHash: heroTitle.englishHash } },
    });
    expect(response.status).toBe(200);
    expect(t.contentChanges.map((change) => change.reason)).toEqual(["home_content: translate"]);
  });

  it("removes a business's translations with the business", async () => {
    const { englishHash } = hindiDescription(await read(`business/${businessId}`));
    await saveHindi({ description: { value: ROOMS_HINDI, sourceHash: englishHash } });
    expect((await send("DELETE", `/api/admin/businesses/${businessId}`)).status).toBe(204);
    expect(await t.db.$count(contentTranslations)).toBe(0);
  });

  it("is for editors only", async () => {
    const response = await t.request("GET", `/api/admin/translations/business/${businessId}`);
    expect(response.status).toBe(401);
  });
});
