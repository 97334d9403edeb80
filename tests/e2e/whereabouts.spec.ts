// Where a business is, as a traveller finds it (issue 42): a business page's map, landmark walks and Directions
// without JavaScript; the results' map on tiles served here (MAP_TILES_URL points at /e2e-tiles/, playwright.config.ts),
// never OpenStreetMap's; Near me with the browser's position allowed, refused and far away; the radius filter.
import type { APIRequestContext, Page } from "@playwright/test";
import { TOTAL_COUNT_HEADER } from "../../shared/constants.ts";
import { PublicBusinessSchema, type PublicBusiness } from "../../shared/schemas/business.ts";
import englishSearch from "../../shared/i18n/catalogues/en/search.json";
import hebrewMap from "../../shared/i18n/catalogues/he/map.json";
import hebrewSearch from "../../shared/i18n/catalogues/he/search.json";
import { fillCount, fillText } from "../../shared/i18n/translate.ts";
import { formatRating } from "../../site/lib/format.ts";
import { cardLandmarkLine, cardWalkLine, directionsUrlTo, landmarkLine } from "../../site/lib/whereabouts.ts";
import { expectNoAxeViolations } from "./axe.ts";
import { expect, test } from "./fixtures.ts";
import { pageScriptsCame } from "./locators.ts";

/** A 1×1 PNG: what the tile route answers. */
const TILE = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8/5+hHgAHggJ/PchI7wAAAABJRU5ErkJggg==",
  "base64",
);
/** At Ram Jhula's east end, where the demo's Marma Touch Therapy is. */
const AT_RAM_JHULA = { latitude: 30.1222, longitude: 78.3155 };

async function apiSearch(request: APIRequestContext, query: string) {
  const response = await request.get(`/api/businesses?limit=100&${query}`);
  expect(response.ok(), query).toBe(true);
  const businesses = ((await response.json()) as unknown[]).map((row) => PublicBusinessSchema.parse(row));
  return { businesses, total: Number(response.headers()[TOTAL_COUNT_HEADER.toLowerCase()]) };
}

async function demoBusiness(request: APIRequestContext, name: string): Promise<PublicBusiness> {
  const { businesses } = await apiSearch(request, `q=${encodeURIComponent(name)}`);
  return businesses.find((business) => business.name === name)!;
}

const resultNames = (page: Page) => page.getByRole("article").getByRole("heading").allTextContents();
const countLine = (page: Page) => page.getByRole("status").filter({ hasText: /^Found \d+/ });

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a business page shows its map, its nearest landmarks on foot across the open bridge, and Directions", async ({
    page,
    request,
  }) => {
    const marma = await demoBusiness(request, "Marma Touch Therapy");
    await page.goto(`/business/${marma.id}`);

    const gettingThere = page.getByRole("region", { name: "Getting There" });
    await expect(gettingThere.getByRole("img", { name: "Map around Marma Touch Therapy" })).toBeVisible();
    const lines = marma.nearestLandmarks.map((landmark) => landmarkLine(landmark));
    expect(lines.some((line) => line.includes(" · across the river by Ram Jhula"))).toBe(true);
    await expect(gettingThere.getByRole("listitem")).toHaveText(lines);
    await expect(gettingThere.getByRole("link", { name: "Directions" })).toHaveAttribute(
      "href",
      directionsUrlTo({ latitude: marma.latitude!, longitude: marma.longitude! }),
    );
    // the bridge the walk takes is drawn open
    await expect(gettingThere.locator('[data-crossing="open"]')).not.toHaveCount(0);
  });

  test("a business page's map marks a closed bridge as closed", async ({ page, request }) => {
    const riverside = await demoBusiness(request, "Riverside Hatha Collective");
    await page.goto(`/business/${riverside.id}`);

    const map = page.getByRole("img", { name: "Map around Riverside Hatha Collective" });
    await expect(map.locator('[data-crossing="closed"]')).not.toHaveCount(0);
    await expect(map).toHaveAccessibleDescription(/ Closed: (.+, )?Laxman Jhula\b/);
    await expect(map).toContainText("(closed)");
    await expect(page.getByRole("button", { name: "Near me" })).toHaveCount(0);
  });

  test("the listing pages offer no Near me or Map, which need JavaScript", async ({ page }) => {
    await page.goto("/categories/yoga-meditation");
    await expect(page.getByRole("article").first()).toBeVisible();
    await expect(page.getByRole("button", { name: "Near me" })).toBeHidden();
    await expect(page.getByRole("button", { name: "Map" })).toBeHidden();
  });
});

test("a business page with its map has no accessibility violations", async ({ page, request }) => {
  const marma = await demoBusiness(request, "Marma Touch Therapy");
  await page.goto(`/business/${marma.id}`);
  await pageScriptsCame(page);
  await expectNoAxeViolations(page, "a business page with its map");
});

test("the map view loads only when asked for, and draws the results on the configured tiles, never OpenStreetMap's", async ({
  page,
  request,
}) => {
  const tiles: string[] = [];
  const elsewhere: string[] = [];
  await page.route("**/e2e-tiles/**", (route) => {
    tiles.push(route.request().url());
    return route.fulfill({ body: TILE, contentType: "image/png" });
  });
  await page.route(/openstreetmap\.org/, (route) => {
    elsewhere.push(route.request().url());
    return route.abort();
  });
  await page.goto("/categories/yoga-meditation");
  await pageScriptsCame(page);
  const loadedScripts = () =>
    page.evaluate(() => performance.getEntriesByType("resource").map(({ name }) => new URL(name).pathname));
  expect((await loadedScripts()).filter((path) => /results-map|leaflet|results-tools/.test(path))).toEqual([]);

  await page.getByRole("button", { name: "Map" }).click();
  const { businesses, total } = await apiSearch(request, "category=yoga-meditation");
  const placed = businesses.filter((business) => business.latitude !== null).length;
  await expect(page.getByRole("status").filter({ hasText: "on the map" })).toHaveText(
    `${placed} ${placed === 1 ? "business" : "businesses"} on the map${placed < total ? `; ${total - placed} more without a position.` : "."}`,
  );
  const map = page.getByRole("region", { name: "Map of the results" });
  await expect(map.locator(".leaflet-marker-icon").first()).toBeVisible();
  await expect(map.getByText("© E2E tiles")).toBeVisible();
  await expect(page.getByRole("button", { name: "Hide map" })).toHaveAttribute("aria-expanded", "true");
  await expect.poll(() => tiles.length).toBeGreaterThan(0);
  expect(tiles.every((url) => new URL(url).pathname.startsWith("/e2e-tiles/"))).toBe(true);
  expect(elsewhere).toEqual([]);
  await expectNoAxeViolations(page, "a category page with its map open");

  await page.getByRole("button", { name: "Hide map" }).click();
  await expect(map).toBeHidden();
});

test("on /search, the map shows the search of the moment it is opened", async ({ page, request }) => {
  await page.route("**/e2e-tiles/**", (route) => route.fulfill({ body: TILE, contentType: "image/png" }));
  await page.goto("/search");
  await pageScriptsCame(page);
  const mapNote = page.getByRole("status").filter({ hasText: "on the map" });
  await page.getByRole("button", { name: "Map" }).click();
  const everything = await apiSearch(request, "");
  await expect(mapNote).toContainText(`${everything.businesses.filter(({ latitude }) => latitude !== null).length} `);
  await page.getByRole("button", { name: "Hide map" }).click();

  await page.getByRole("searchbox", { name: "What are you looking for?" }).fill("yoga");
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await expect(page).toHaveURL(/\/search\?q=yoga$/);
  await page.getByRole("button", { name: "Map" }).click();
  const yoga = await apiSearch(request, "q=yoga");
  const placed = yoga.businesses.filter(({ latitude }) => latitude !== null).length;
  expect(placed).toBeLessThan(everything.businesses.length);
  await expect(mapNote).toHaveText(new RegExp(`^${placed} businesses on the map`));
});

/**
 * The Latin words shown or named inside `root`, outside what is kept as written (translate="no") or shown in English
 * (lang="en"), and outside the tiles' credit `credit` (MAP_ATTRIBUTION, as the tiles' terms word it). Runs in the page.
 */
function latinOutsideNames(root: Element, credit: string): string[] {
  const exempt = '[translate="no"], [lang^="en"]';
  const found: string[] = [];
  const check = (text: string | null, where: string) => {
    for (const [word] of (text ?? "").matchAll(/[A-Za-z]{2,}/g)) found.push(`${word} (${where})`);
  };
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (!node.parentElement!.closest(exempt) && node.textContent?.trim() !== credit) check(node.textContent, "text");
  }
  for (const element of root.querySelectorAll("[title], [aria-label], [alt]")) {
    if (element.closest(exempt)) continue;
    for (const name of ["title", "aria-label", "alt"]) check(element.getAttribute(name), name);
  }
  return found;
}

test.describe("the results map on a Hebrew page", () => {
  test.beforeEach(async ({ page }) => {
    await page.route("**/e2e-tiles/**", (route) => route.fulfill({ body: TILE, contentType: "image/png" }));
  });

  test("says its note, names its zoom buttons and Leaflet's credit in Hebrew, and fetches no other language's words", async ({
    page,
    request,
  }) => {
    await page.goto("/he/categories/yoga-meditation");
    await pageScriptsCame(page);
    const loadedScripts = () =>
      page.evaluate(() =>
        performance
          .getEntriesByType("resource")
          .map(({ name }) => name)
          .filter((url) => url.endsWith(".js")),
      );
    const onLoad = new Set(await loadedScripts());

    await page.getByRole("button", { name: hebrewSearch.map }).click();
    const { businesses, total } = await apiSearch(request, "category=yoga-meditation&lang=he");
    const placed = businesses.filter((business) => business.latitude !== null).length;
    await expect(page.getByRole("status").filter({ hasText: "על המפה" })).toHaveText(
      placed < total
        ? fillCount(hebrewMap.shownWithoutPosition, "he", placed, { more: total - placed })
        : fillCount(hebrewMap.shown, "he", placed),
    );
    const map = page.getByRole("region", { name: hebrewSearch.mapLabel });
    await expect(map.locator(".leaflet-marker-icon").first()).toBeVisible();
    await expect(map.getByRole("button", { name: hebrewMap.zoomIn })).toHaveAttribute("title", hebrewMap.zoomIn);
    await expect(map.getByRole("button", { name: hebrewMap.zoomOut })).toHaveAttribute("title", hebrewMap.zoomOut);
    const leaflet = map.getByRole("link", { name: "Leaflet" });
    await expect(leaflet).toHaveAttribute("title", hebrewMap.leaflet);
    await expect(leaflet.locator('[translate="no"]')).toHaveText("Leaflet");
    await expect(map.getByText("© E2E tiles")).toBeVisible();
    expect(await map.evaluate(latinOutsideNames, "© E2E tiles")).toEqual([]);

    // the map's code brought the Hebrew words, and neither English's nor Hindi's
    const fetched = (await loadedScripts()).filter((url) => !onLoad.has(url));
    const bodies = await Promise.all(fetched.map(async (url) => (await request.get(url)).text()));
    expect(bodies.filter((body) => body.includes(hebrewMap.zoomOut))).toHaveLength(1);
    expect(bodies.filter((body) => /on the map|नक्शे पर/.test(body))).toEqual([]);
  });

  test("a pin's popup names the category in Hebrew and tells the walk as a card does, names as written", async ({
    page,
    request,
  }) => {
    // a business with a walk to tell, found alone by its name, so its pin stands alone on the map
    const { businesses } = await apiSearch(request, "category=yoga-meditation");
    let business: PublicBusiness | undefined;
    for (const candidate of businesses.filter(({ latitude, nearestLandmarks }) => latitude && nearestLandmarks[0])) {
      const { total } = await apiSearch(request, `q=${encodeURIComponent(candidate.name)}&lang=he`);
      if (total === 1) {
        business = candidate;
        break;
      }
    }
    const nearest = business!.nearestLandmarks[0]!;
    await page.goto(`/he/search?q=${encodeURIComponent(business!.name)}`);
    await pageScriptsCame(page);
    await page.getByRole("button", { name: hebrewSearch.map }).click();
    const map = page.getByRole("region", { name: hebrewSearch.mapLabel });
    await map.getByRole("button", { name: business!.name }).click();

    const popup = map.locator(".leaflet-popup");
    await expect(popup.getByRole("link", { name: business!.name })).toHaveAttribute("translate", "no");
    // the category as the page's search box names it, in Hebrew
    const category = await page
      .locator(`select[name="category"] option[value="${business!.category!.slug}"]`)
      .first()
      .textContent();
    expect(category).toMatch(/^[^A-Za-z]+$/);
    await expect(popup.getByRole("paragraph").first()).toHaveText(`${category} · ★ ${formatRating(business!.rating)}`);
    await expect(popup.getByRole("paragraph").nth(1)).toHaveText(cardLandmarkLine(nearest, "he"));
    await expect(popup.getByRole("paragraph").nth(1).locator('[translate="no"]')).toHaveText(nearest.name);
    await expect(popup.getByRole("button", { name: hebrewMap.closePopup })).toBeVisible();
    expect(await popup.evaluate(latinOutsideNames, "")).toEqual([]);
  });
});

test.describe("Near me", () => {
  test.use({ geolocation: AT_RAM_JHULA });

  test("allowed, lists the search's businesses nearest on foot first", async ({ page, context, request }) => {
    await context.grantPermissions(["geolocation"]);
    await page.goto("/search?q=yoga");
    await pageScriptsCame(page);
    await page.getByRole("button", { name: "Near me" }).click();

    await expect(page).toHaveURL(/\/search\?q=yoga&near=30\.122%2C78\.316$/);
    const { businesses, total } = await apiSearch(request, "q=yoga&near=30.122,78.316&sort=distance");
    await expect(countLine(page)).toHaveText(`Found ${total} businesses for "yoga", nearest on foot first`);
    expect(businesses[0]!.name).toBe("Marma Touch Therapy");
    expect(await resultNames(page)).toEqual(businesses.slice(0, 24).map(({ name }) => name));
    // each card tells the walk from there
    await expect(page.getByRole("article").first()).toContainText(`Ram Jhula · ${cardWalkLine(businesses[0]!.walk!)}`);
    await expect(page.getByRole("article").last()).toContainText(cardWalkLine(businesses.slice(0, 24).at(-1)!.walk!));
  });

  test("refused, says so and measures from the landmark chosen instead", async ({ page, context, request }) => {
    await context.clearPermissions();
    await page.goto("/categories/yoga-meditation");
    await pageScriptsCame(page);
    await page.getByRole("button", { name: "Near me" }).click();

    await expect(page.getByRole("status").filter({ hasText: "did not share" })).toHaveText(englishSearch.refused);
    const landmark = page.getByRole("combobox", { name: "Measure from" });
    await expect(landmark).toBeFocused();
    await landmark.selectOption({ label: "Ram Jhula" });
    await page.getByRole("button", { name: "Sort by walking distance" }).click();

    await expect(page).toHaveURL(/\/search\?category=yoga-meditation&near=ram-jhula$/);
    const { businesses } = await apiSearch(request, "category=yoga-meditation&near=ram-jhula&sort=distance");
    expect(await resultNames(page)).toEqual(businesses.map(({ name }) => name));
  });

  test.describe("far from Rishikesh", () => {
    // New Delhi, 199 km from Ram Jhula
    test.use({ geolocation: { latitude: 28.6139, longitude: 77.209 } });

    test("says so and offers the landmarks", async ({ page, context }) => {
      await context.grantPermissions(["geolocation"]);
      await page.goto("/categories/yoga-meditation");
      await pageScriptsCame(page);
      await page.getByRole("button", { name: "Near me" }).click();

      await expect(page.getByRole("status").filter({ hasText: "too far to walk" })).toHaveText(
        fillText(englishSearch.far, "en", { km: 199 }),
      );
      await expect(page.getByRole("combobox", { name: "Measure from" })).toBeVisible();
      await expect(page).toHaveURL(/\/categories\/yoga-meditation$/);
    });
  });
});

test("the radius filter keeps the businesses within that many km on foot of the landmark named", async ({
  page,
  request,
}) => {
  await page.goto("/search");
  await pageScriptsCame(page);
  const search = page.getByRole("search", { name: "Search businesses" });
  await search.getByText("Advanced Filters").click();
  await search.getByRole("combobox", { name: "Near location" }).fill("Ram Jhula");
  const radius = search.getByRole("slider");
  await radius.focus();
  await radius.press("Home");
  await search.getByRole("button", { name: "Search" }).click();

  await expect(page).toHaveURL(/\/search\?location=Ram\+Jhula&radius=1$/);
  const within1 = await apiSearch(request, "location=Ram%20Jhula&radius=1");
  const names = within1.businesses.map(({ name }) => name);
  expect(names).toContain("Marma Touch Therapy");
  expect(names).not.toContain("Ganga Prana Yoga Shala");
  expect(within1.businesses.every(({ walk }) => walk !== undefined && walk.meters <= 1000)).toBe(true);
  await expect(countLine(page)).toHaveText(`Found ${within1.total} businesses`);
  expect((await resultNames(page)).toSorted()).toEqual(names.toSorted());
});
