// The admin's Landmarks & Crossings: a landmark added by pasting a Google Maps link (read back under the field with
// the bank it is on), edited and deleted; closing Ram Jhula to people on foot changes the walk on the page of the demo
// business across the river from it, Marma Touch Therapy at the bridge's east end, after the build. The bridge is
// opened again as it was, so other specs read the demo's walks.
import type { Page } from "@playwright/test";
import { SHORT_MAP_LINK_MESSAGE } from "../../shared/geo/coordinates.ts";
import type { PublicBusiness } from "../../shared/schemas/business.ts";
import { signInAsAdmin } from "./admin-session.ts";
import { expectNoAxeViolations } from "./axe.ts";
import { BUILD_TIMEOUT, waitForIdleBuilds } from "./builds.ts";
import { expect, test } from "./fixtures.ts";
import { toastArea } from "./locators.ts";

const cardIn = (page: Page, list: "Landmarks" | "Crossings", name: string) =>
  page
    .getByRole("list", { name: list })
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { name, exact: true }) });
const publishingStatus = (page: Page) => page.getByRole("status", { name: "Publishing status" });

interface PublicGeography {
  landmarks: { slug: string; latitude: number; longitude: number; riverBank: string }[];
  crossings: { id: number; slug: string; openOnFoot: boolean; statusNote: string; statusDate: string }[];
}

test("an editor adds a landmark by pasting a Google Maps link, sees its position and bank, edits it and deletes it", async ({
  page,
}) => {
  await signInAsAdmin(page, "/admin/landmarks");
  await expect(page.getByRole("heading", { level: 1, name: "Landmarks & Crossings" })).toBeVisible();
  await expect(cardIn(page, "Crossings", "Ram Jhula")).toContainText("Open on foot");
  await expect(cardIn(page, "Crossings", "Laxman Jhula")).toContainText("Closed on foot");
  await expect(cardIn(page, "Landmarks", "Triveni Ghat")).toContainText("right bank (west, Rishikesh town side)");
  await expectNoAxeViolations(page, "admin landmarks and crossings");

  await page.getByRole("link", { name: "Add Landmark" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Add Landmark" })).toBeVisible();
  const stamp = Date.now();
  const name = `E2E Gita Hall ${stamp}`;
  await page.getByRole("textbox", { name: "Name" }).fill(name);
  await expect(page.getByRole("textbox", { name: "Slug" })).toHaveValue(`e2e-gita-hall-${stamp}`);
  await page.getByRole("combobox", { name: "Kind" }).selectOption("ashram");
  const coordinates = page.getByRole("textbox", { name: "Coordinates" });
  await coordinates.fill("https://maps.app.goo.gl/AbCdEf123");
  await expect(coordinates).toHaveAccessibleDescription(new RegExp(SHORT_MAP_LINK_MESSAGE.replace(/[()]/g, ".")));
  await coordinates.fill(
    "https://www.google.com/maps/place/Gita+Bhawan/@30.1195,78.3150,17z/data=!3m1!4b1!4m6!3m5!1s0x0:0x0!8m2!3d30.1201234!4d78.3174211",
  );
  await expect(coordinates).toHaveAccessibleDescription(
    /Reads as 30\.12012, 78\.31742, on the left bank \(east, Swarg Ashram side\)\./,
  );
  await expect(page.getByRole("combobox", { name: "River bank" }).locator("option").first()).toHaveText(
    "From the coordinates (left bank (east, Swarg Ashram side))",
  );
  await page.getByRole("textbox", { name: "Source" }).fill("Google Maps place page, checked by the e2e test");
  await expectNoAxeViolations(page, "new landmark form");
  await page.getByRole("button", { name: "Save Landmark" }).first().click();

  await expect(toastArea(page).getByRole("status")).toContainText("Landmark created");
  await expect(page).toHaveURL(/\/admin\/landmarks$/);
  await expect(cardIn(page, "Landmarks", name)).toContainText("30.12012, 78.31742");
  await expect(publishingStatus(page)).toHaveText("Site updated", { timeout: BUILD_TIMEOUT });
  await expect(page.getByText(`${name}: saved; the walking times on business pages follow it.`)).toBeVisible();
  const geography = (await (await page.request.get("/api/landmarks")).json()) as PublicGeography;
  expect(geography.landmarks.find(({ slug }) => slug === `e2e-gita-hall-${stamp}`)).toMatchObject({
    latitude: 30.12012,
    longitude: 78.31742,
    riverBank: "left",
  });

  // an OpenStreetMap link moves it; the bank is set by hand
  await cardIn(page, "Landmarks", name)
    .getByRole("link", { name: `Edit ${name}` })
    .click();
  await expect(coordinates).toHaveValue("30.12012, 78.31742");
  await coordinates.fill("https://www.openstreetmap.org/?mlat=30.12101&mlon=78.31805#map=18/30.12101/78.31805");
  await page.getByRole("combobox", { name: "River bank" }).selectOption("right");
  await page.getByRole("button", { name: "Save Landmark" }).first().click();
  await expect(toastArea(page).getByRole("status")).toContainText("Landmark updated");
  await expect(cardIn(page, "Landmarks", name)).toContainText("30.12101, 78.31805");
  await expect(cardIn(page, "Landmarks", name)).toContainText(
    "right bank (west, Rishikesh town side), set by an editor",
  );

  await cardIn(page, "Landmarks", name)
    .getByRole("button", { name: `Delete ${name}` })
    .click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toContainText(`Are you sure you want to delete the landmark "${name}"?`);
  await dialog.getByRole("button", { name: "Delete" }).click();
  await expect(toastArea(page).getByRole("status")).toContainText("Landmark deleted");
  await expect(cardIn(page, "Landmarks", name)).toHaveCount(0);
});

test("closing Ram Jhula to people on foot changes the walk on the page of the business across the river from it", async ({
  page,
  adminApi,
}) => {
  // the page as the last change left it (the spec before this one adds and removes a landmark near it)
  await waitForIdleBuilds(adminApi);
  const [marma] = (await (
    await page.request.get("/api/businesses?q=Marma%20Touch%20Therapy")
  ).json()) as PublicBusiness[];
  expect(marma?.name).toBe("Marma Touch Therapy");
  const businessPath = `/business/${marma!.id}`;
  const acrossByRamJhula = "across the river by Ram Jhula";
  expect(await (await page.request.get(businessPath)).text()).toContain(acrossByRamJhula);
  const geography = (await (await page.request.get("/api/landmarks")).json()) as PublicGeography;
  const ramJhula = geography.crossings.find(({ slug }) => slug === "ram-jhula")!;
  expect(ramJhula.openOnFoot).toBe(true);

  try {
    await signInAsAdmin(page, "/admin/landmarks");
    await cardIn(page, "Crossings", "Ram Jhula").getByRole("link", { name: "Edit or close Ram Jhula" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Edit Crossing" })).toBeVisible();
    await page.getByRole("combobox", { name: "Status" }).selectOption("Closed to people on foot");
    // a new status is dated the editor's today
    const today = await page.evaluate(() => new Date().toLocaleDateString("en-CA"));
    await expect(page.getByLabel("Status date")).toHaveValue(today);
    await page.getByRole("textbox", { name: "Status note" }).fill("Closed for repairs: cross by Janki Setu");
    await expectNoAxeViolations(page, "crossing form");
    await page.getByRole("button", { name: "Save Crossing" }).first().click();

    await expect(toastArea(page).getByRole("status")).toContainText("Crossing updated");
    await expect(cardIn(page, "Crossings", "Ram Jhula")).toContainText("Closed on foot");
    await expect(cardIn(page, "Crossings", "Ram Jhula")).toContainText("Closed for repairs: cross by Janki Setu");
    await expect(publishingStatus(page)).toHaveText("Site updated", { timeout: BUILD_TIMEOUT });
    // the build after the save worked the walks out again: none crosses by the closed bridge
    expect(await (await page.request.get(businessPath)).text()).not.toContain(acrossByRamJhula);
    const after = (await (await page.request.get(`/api/businesses/${marma!.id}`)).json()) as PublicBusiness;
    expect(after.nearestLandmarks.map(({ crossing }) => crossing?.slug)).not.toContain("ram-jhula");
  } finally {
    // opened again as the seed has it, and published, so the specs after this one read the demo's walks
    const reopened = await adminApi.patch(`/api/admin/crossings/${ramJhula.id}`, {
      data: { openOnFoot: true, statusNote: ramJhula.statusNote, statusDate: ramJhula.statusDate },
    });
    expect(reopened.ok()).toBe(true);
    await expect
      .poll(async () => (await (await page.request.get(businessPath)).text()).includes(acrossByRamJhula), {
        timeout: BUILD_TIMEOUT,
      })
      .toBe(true);
  }
});
