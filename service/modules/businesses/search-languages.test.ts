// The API search of a Hindi or Hebrew page (issue 47): lang=hi|he also matches the editors' translations.
import { describe, expect, it } from "vitest";
import { SEARCH_LANGUAGE_MESSAGE } from "../../../shared/schemas/business.ts";
import type { ApiErrorBody } from "../../../shared/schemas/validation.ts";
import { contentTranslations } from "../../db/schema.ts";
import { useTestApp } from "../../test-support/app.ts";
import { insertBusiness, insertCategory } from "../../test-support/fixtures.ts";

/** Any English's hash: the search reads the translation whether or not it needs an update. */
const SOURCE_HASH = "0".repeat(64);

const t = await useTestApp(async (db) => {
  const yoga = await insertCategory(db, { name: "Yoga & Meditation", slug: "yoga-meditation" });
  const adventure = await insertCategory(db, { name: "Adventure", slug: "adventure-exploration" });
  const shala = await insertBusiness(db, {
    categoryId: yoga.id,
    name: "Tapovan Yoga Shala",
    description: "Hatha classes every morning, pranayama and a short meditation at sunset.",
    services: ["Hatha Yoga", "Sound Healing"],
    rating: "4.80",
  });
  const cafe = await insertBusiness(db, {
    categoryId: yoga.id,
    name: "Little Buddha Cafe",
    description: "Shakshuka, hummus and falafel on a terrace over the river.",
    rating: "4.50",
  });
  await insertBusiness(db, {
    categoryId: adventure.id,
    name: "Shivpuri Rafting Camp",
    description: "Grade three rapids, beach camping and bonfires.",
    rating: "3.90",
  });
  const translation = (entityId: number, language: "hi" | "he", field: string, value: string) => ({
    entity: "business" as const,
    entityId,
    language,
    field,
    value,
    sourceHash: SOURCE_HASH,
  });
  await db
    .insert(contentTranslations)
    .values([
      translation(shala.id, "hi", "description", "हर सुबह हठ योग की कक्षाएँ, प्राणायाम और सूर्यास्त के समय छोटा ध्यान।"),
      translation(shala.id, "hi", "services", "हठ योग\nध्वनि चिकित्सा"),
      translation(shala.id, "he", "description", "שיעורי האטה יוגה בכל בוקר, נשימות ומדיטציה קצרה בשקיעה."),
      translation(cafe.id, "he", "description", "שקשוקה, חומוס ופלאפל על מרפסת מעל הנהר."),
    ]);
});

async function names(query: string) {
  const response = await t.request("GET", `/api/businesses?${query}`);
  expect(response.status).toBe(200);
  return ((await response.json()) as { name: string }[]).map((business) => business.name);
}
const search = (q: string, lang?: string) =>
  names(`q=${encodeURIComponent(q)}${lang === undefined ? "" : `&lang=${lang}`}`);

describe("GET /api/businesses?q=…&lang=hi|he", () => {
  it("finds a business by a Devanagari word of its Hindi translation, vowel signs and all", async () => {
    expect(await search("ध्यान", "hi")).toEqual(["Tapovan Yoga Shala"]);
    // its services' translation too
    expect(await search("चिकित्सा", "hi")).toEqual(["Tapovan Yoga Shala"]);
  });

  it("finds a business by a Hebrew word of its Hebrew translation, inside a word that carries a prefix", async () => {
    // the text says ומדיטציה, "and meditation"
    expect(await search("מדיטציה", "he")).toEqual(["Tapovan Yoga Shala"]);
    expect(await search("חומוס", "he")).toEqual(["Little Buddha Cafe"]);
  });

  it("still finds a business by its English, translated or not", async () => {
    expect(await search("rafting", "hi")).toEqual(["Shivpuri Rafting Camp"]);
    expect(await search("rafting", "he")).toEqual(["Shivpuri Rafting Camp"]);
    expect(await search("hummus", "he")).toEqual(["Little Buddha Cafe"]);
  });

  it("asks every word of the query of one language's translation", async () => {
    expect(await search("हठ ध्यान", "hi")).toEqual(["Tapovan Yoga Shala"]);
    expect(await search("ध्यान राफ्टिंग", "hi")).toEqual([]);
  });

  it("searches only the page's own language's translations", async () => {
    expect(await search("ध्यान", "he")).toEqual([]);
    expect(await search("מדיטציה", "hi")).toEqual([]);
    // English pages search the English alone
    expect(await search("ध्यान", "en")).toEqual([]);
    expect(await search("ध्यान")).toEqual([]);
  });

  it("refuses a language the site does not speak, naming those it does", async () => {
    const response = await t.request("GET", "/api/businesses?q=yoga&lang=fr");
    // 422 as for every query parameter the schema refuses (sort, priceRange…)
    expect(response.status).toBe(422);
    expect(((await response.json()) as ApiErrorBody).errors).toEqual({ lang: SEARCH_LANGUAGE_MESSAGE });
    expect(SEARCH_LANGUAGE_MESSAGE).toBe("Language must be one of en, hi, he");
  });
});
