// Pagefind in three languages (issue 47): the build's index is split by each page's <html lang>, and the search a
// page runs (the search island's instant matches) reads its own language's index. A Hindi or Hebrew page is indexed
// whole, its untranslated parts in English included, so a Hindi search finds English words too.
import type { APIRequestContext, Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";

interface PagefindModule {
  search(term: string): Promise<{ results: { data(): Promise<{ url: string }> }[] }>;
}

/** The addresses Pagefind finds for `term` on the page open, as the search island asks it (site/islands/search/instant.ts). */
async function pagefindFinds(page: Page, term: string): Promise<string[]> {
  const urls = await page.evaluate(async (text) => {
    const address = "/pagefind/pagefind.js";
    const pagefind = (await import(/* @vite-ignore */ address)) as PagefindModule;
    const { results } = await pagefind.search(text);
    return Promise.all(results.map(async (result) => (await result.data()).url));
  }, term);
  return urls.map((url) => url.replace(/(.)\/$/, "$1"));
}

/** Pagefind on `path` once the index holds `expected` (an edit's index follows its pages: builder.ts). */
async function expectFound(page: Page, path: string, term: string, expected: string) {
  await expect
    .poll(
      async () => {
        await page.goto(path);
        return pagefindFinds(page, term);
      },
      { timeout: 180_000, intervals: [1_000, 2_000, 5_000] },
    )
    .toContain(expected);
}

/**
 * Saves an editor's translation of the business's description (the admin's Translations part does the same PUT), and
 * waits until its page in that language shows it: the search finds what a visitor can read.
 */
async function translateDescription(
  adminApi: APIRequestContext,
  page: Page,
  businessId: number,
  language: "hi" | "he",
  value: string,
) {
  const fields = (await (await adminApi.get(`/api/admin/translations/business/${businessId}`)).json()) as {
    languages: Record<"hi" | "he", { field: string; englishHash: string }[]>;
  };
  const description = fields.languages[language].find(({ field }) => field === "description")!;
  const saved = await adminApi.put(`/api/admin/translations/business/${businessId}/${language}`, {
    data: { fields: { description: { value, sourceHash: description.englishHash } } },
  });
  expect(saved.ok(), await saved.text()).toBe(true);
  await expect
    .poll(
      async () => {
        await page.goto(`/${language}/business/${businessId}`);
        return page.locator("main").innerText();
      },
      { timeout: 180_000, intervals: [1_000, 2_000, 5_000] },
    )
    .toContain(value);
}

test.describe("search in every language (Pagefind)", () => {
  // a build, then its index: the first build of a fresh service takes a minute or more on a busy machine
  test.setTimeout(240_000);
  // first: a fresh service's first release goes live before its index is written, and the entry, asked for too soon,
  // is found once the index lands in it (service/publish/serve/static-cache.ts remembers no miss under /pagefind/)
  test("the index holds English, Hindi and Hebrew, each with its pages", async ({ request }) => {
    const languages = async () => {
      const response = await request.get("/pagefind/pagefind-entry.json");
      // before the first build's index is written the address is the not-found page
      if (!response.ok()) return {};
      return ((await response.json()) as { languages: Record<string, { page_count: number }> }).languages;
    };
    await expect
      .poll(async () => Object.keys(await languages()).sort(), { timeout: 180_000 })
      .toEqual(["en", "he", "hi"]);
    const entry = { languages: await languages() };
    expect(entry.languages.hi!.page_count).toBe(entry.languages.en!.page_count);
    expect(entry.languages.he!.page_count).toBe(entry.languages.en!.page_count);
  });

  test("a Devanagari word of a business's Hindi translation finds its Hindi page, and Hindi pages only", async ({
    adminApi,
    page,
    business,
  }) => {
    await translateDescription(adminApi, page, business.id, "hi", "गंगा किनारे सुबह की कक्षा और शाम को मौन ध्यान।");
    await expectFound(page, `/hi/business/${business.id}`, "मौन", `/hi/business/${business.id}`);
    for (const url of await pagefindFinds(page, "मौन")) expect(url).toMatch(/^\/hi\//);
  });

  test("a Hebrew word of a business's Hebrew translation finds its Hebrew page, and Hebrew pages only", async ({
    adminApi,
    page,
    business,
  }) => {
    await translateDescription(adminApi, page, business.id, "he", "שיעור בוקר על גדת הגנגס ומדיטציה שקטה בערב.");
    await expectFound(page, `/he/business/${business.id}`, "שקטה", `/he/business/${business.id}`);
    for (const url of await pagefindFinds(page, "שקטה")) expect(url).toMatch(/^\/he\//);
  });

  test("a Hindi page finds a business by its English words too, on its Hindi page", async ({ page, business }) => {
    await expectFound(page, "/hi/", business.token, `/hi/business/${business.id}`);
  });

  test("an English page searches the English pages alone", async ({ page, business }) => {
    await expectFound(page, "/", business.token, `/business/${business.id}`);
    for (const url of await pagefindFinds(page, business.token)) expect(url).not.toMatch(/^\/(hi|he)\//);
  });
});
