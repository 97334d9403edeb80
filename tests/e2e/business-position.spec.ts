// A business's map position as editors and owners give it: in the admin's business form by pasting a Google Maps link
// (read back with the bank it falls on) or by clicking the map, which loads Leaflet and its tiles only when opened
// (the site's tile setting, served here, never fetched from OpenStreetMap); on /list-business by the browser's
// location, allowed or refused, or a pasted map link.
import type { Page } from "@playwright/test";
import { MIN_FILL_TIME_MS } from "../../service/abuse/public-forms.ts";
import { SHORT_MAP_LINK_MESSAGE } from "../../shared/geo/coordinates.ts";
import listingTexts from "../../shared/i18n/catalogues/en/listing.json";
import { signInAsAdmin } from "./admin-session.ts";
import { expectNoAxeViolations } from "./axe.ts";
import { expect, test } from "./fixtures.ts";
import { fillValidListing, sendListing } from "./listing-form.ts";
import { toastArea } from "./locators.ts";

/** A blank 1x1 PNG for every map tile. */
const TILE = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=",
  "base64",
);

/**
 * Serves the map's tiles here: the e2e service's MAP_TILES_URL names /e2e-tiles/ (playwright.config.ts), and a request
 * to OpenStreetMap would be a map not following the setting. Answers how many tiles were asked for, and from elsewhere.
 */
async function serveTiles(page: Page): Promise<{ served: () => number; elsewhere: string[] }> {
  let served = 0;
  const elsewhere: string[] = [];
  await page.route("**/e2e-tiles/**", (route) => {
    served += 1;
    return route.fulfill({ contentType: "image/png", body: TILE });
  });
  await page.route(/tile\.openstreetmap\.org/, (route) => {
    elsewhere.push(route.request().url());
    return route.abort();
  });
  return { served: () => served, elsewhere };
}

const coordinatesOf = (text: string) => text.split(",").map((part) => Number(part.trim())) as [number, number];

test("an editor sets a business's position by pasting a Google Maps link, then moves it by clicking the map", async ({
  page,
  adminApi,
  pendingListing,
}) => {
  const tiles = await serveTiles(page);
  const leafletRequests: string[] = [];
  page.on("request", (request) => {
    if (/\/admin\/assets\/MapPicker-[^/]*\.js$/.test(request.url())) leafletRequests.push(request.url());
  });
  await signInAsAdmin(page, `/admin/businesses/${pendingListing.id}/edit`);
  const coordinates = page.getByRole("textbox", { name: "Coordinates" });
  await expect(coordinates).toHaveValue("");

  await coordinates.fill(
    "https://www.google.com/maps/place/Marma+Touch/@30.1210,78.3140,17z/data=!3m1!4b1!4m6!3m5!1s0x0:0x0!8m2!3d30.1221512!4d78.3155523",
  );
  await expect(coordinates).toHaveAccessibleDescription(
    /Reads as 30\.12215, 78\.31555, on the left bank \(east, Swarg Ashram side\)\./,
  );
  await expect(page.getByRole("combobox", { name: "River bank" }).locator("option").first()).toHaveText(
    "From the coordinates (left bank (east, Swarg Ashram side))",
  );
  // nothing of the map comes until the editor opens it
  expect(leafletRequests).toEqual([]);
  expect(tiles.served()).toBe(0);

  await page.getByRole("button", { name: "Pick on a map" }).click();
  const map = page.getByRole("region", { name: "Map: click to set the business's position" });
  await expect(map).toBeVisible();
  await expect.poll(tiles.served).toBeGreaterThan(0);
  expect(tiles.elsewhere).toEqual([]);
  expect(leafletRequests).toHaveLength(1);
  // the tiles' attribution, as the setting gives it
  await expect(map.getByText("© E2E tiles")).toBeVisible();
  await expectNoAxeViolations(page, "business form with the map open");

  // the map opens at the pasted position; a click to the right of it is further east
  const box = (await map.boundingBox())!;
  await map.click({ position: { x: box.width / 2 + 120, y: box.height / 2 } });
  await expect(coordinates).not.toHaveValue("30.12215, 78.31555");
  const [latitude, longitude] = coordinatesOf(await coordinates.inputValue());
  expect(latitude).toBeCloseTo(30.12215, 3);
  expect(longitude).toBeGreaterThan(78.31555);
  expect(longitude).toBeLessThan(78.3175);

  await page.getByRole("button", { name: "Update Business" }).click();
  await expect(toastArea(page).getByRole("status")).toContainText("Business updated");
  const saved = (await (await adminApi.get(`/api/admin/businesses/${pendingListing.id}`)).json()) as {
    latitude: number;
    longitude: number;
    bank: string | null;
  };
  expect(saved).toMatchObject({ latitude, longitude, bank: null });
});

/** The listing form, hydrated: it runs once shown (client:visible), and its button is there only then. */
async function openListingForm(page: Page) {
  await page.goto("/list-business");
  const form = page.locator("form").filter({ has: page.getByRole("button", { name: "Submit Business Listing" }) });
  const useLocation = form.getByRole("button", { name: "Use my current location" });
  await useLocation.scrollIntoViewIfNeeded();
  await expect(useLocation).toBeVisible();
  return { field: form.getByRole("textbox", { name: "Map Position" }), useLocation };
}

test("an owner at the business fills in its position from the browser's location and sends it with the listing", async ({
  page,
  context,
  adminApi,
  deleteAfterTest,
}) => {
  await context.grantPermissions(["geolocation"]);
  await context.setGeolocation({ latitude: 30.131812, longitude: 78.324716 });
  const { field, useLocation } = await openListingForm(page);
  const personCanHaveTyped = page.waitForTimeout(MIN_FILL_TIME_MS);
  const form = await fillValidListing(page);
  await useLocation.click();
  await expect(field).toHaveValue("30.13181, 78.32472");
  await expect(form.getByRole("status")).toHaveText(
    "Filled in with your current location, 30.13181, 78.32472. Use it only if you are at the business.",
  );
  await expectNoAxeViolations(page, "listing form with its position filled in");

  const id = await sendListing(page, form, personCanHaveTyped, deleteAfterTest);
  const stored = (await (await adminApi.get(`/api/admin/businesses/${id}`)).json()) as Record<string, unknown>;
  expect(stored).toMatchObject({ latitude: 30.13181, longitude: 78.32472 });
});

test("an owner who refuses to share the location, or is far from Rishikesh, is told why and may paste a link", async ({
  page,
  context,
}) => {
  // no permission granted: the browser refuses the page the position
  const { field, useLocation } = await openListingForm(page);
  await useLocation.click();
  await expect(page.getByRole("status").filter({ hasText: listingTexts.locationRefused })).toBeVisible();
  await expect(field).toHaveValue("");

  await context.grantPermissions(["geolocation"]);
  await context.setGeolocation({ latitude: 52.52, longitude: 13.405 });
  await useLocation.click();
  await expect(
    page.getByRole("status").filter({ hasText: /^Your location is 5,\d{3} km from Rishikesh/ }),
  ).toBeVisible();
  await expect(field).toHaveValue("");

  // the paste is checked with the API's own schema when the listing is sent
  await field.fill("https://maps.app.goo.gl/AbCdEf123");
  await page.getByRole("button", { name: "Submit Business Listing" }).click();
  await expect(field).toHaveAccessibleDescription(new RegExp(SHORT_MAP_LINK_MESSAGE.replace(/[()]/g, ".")));
});
