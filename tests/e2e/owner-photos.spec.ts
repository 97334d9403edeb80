// An owner's photos (issues 44 and 45): on their listing's screen an owner uploads two photos of their business,
// sees them there before they are public, gives each its alt text (the save names the one missing), puts the second
// first and removes the other; the business page shows it with its alt text after the build. axe on the screen.
import sharp from "sharp";
import { LISTING_SAVED_MESSAGE } from "../../shared/schemas/owner-listing.ts";
import type { Business } from "../../shared/schemas/business.ts";
import { mediaUrl } from "../../shared/media.ts";
import { expectNoAxeViolations } from "./axe.ts";
import { BUILD_TIMEOUT } from "./builds.ts";
import { expect, test } from "./fixtures.ts";
import { toastArea } from "./locators.ts";
import { becomeOwner } from "./owner-session.ts";

/** A photo of one colour, as a file the picker hands over. */
async function photoFile(name: string, colour: string) {
  const buffer = await sharp({ create: { width: 1200, height: 900, channels: 3, background: colour } })
    .jpeg()
    .toBuffer();
  return { name, mimeType: "image/jpeg", buffer };
}

test("an owner uploads, describes, orders and removes photos of their business, live after the build", async ({
  page,
  adminApi,
  baseURL,
  businessOfItsOwn: business,
}) => {
  test.setTimeout(BUILD_TIMEOUT * 3);
  await becomeOwner(page, adminApi, baseURL!, business);
  await page.goto("/owner");
  await page.getByRole("link", { name: `Manage ${business.name}` }).click();
  const field = page.getByRole("group", { name: "Photos" });
  await expect(field).toContainText("Up to 30 photos, 10 MB each");
  // an owner adds photos by uploading them: no web address
  await expect(field.getByRole("button", { name: "Add by address" })).toHaveCount(0);
  const held = await field.getByRole("listitem").count();

  const photos = await Promise.all([photoFile("terrace.jpg", "#7c2d12"), photoFile("hall.jpg", "#065f46")]);
  await field.getByLabel("Choose photos").setInputFiles(photos);
  const terrace = field.getByRole("img", { name: `Photo ${held + 1}` });
  const hall = field.getByRole("img", { name: `Photo ${held + 2}` });
  // seen from the owner's own address for them, before any page shows them
  for (const image of [terrace, hall]) {
    await expect(image).toHaveAttribute("src", new RegExp(`^/api/owner/businesses/${business.id}/photos/`));
    await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBeGreaterThan(0);
  }
  await expectNoAxeViolations(page, "the owner's listing with uploaded photos");

  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(field).toContainText(`Photo ${held + 1} needs its alt text`);
  await field.getByLabel(`Alt text for photo ${held + 1}`).fill("The roof terrace over the river");
  await field.getByLabel(`Alt text for photo ${held + 2}`).fill("The yoga hall with mats laid out");
  // the hall first, the terrace and what the listing held before removed
  for (let moves = held + 1; moves > 0; moves--) {
    await field.getByRole("button", { name: `Move photo ${moves + 1} earlier` }).click();
  }
  while ((await field.getByRole("listitem").count()) > 1) {
    await field.getByRole("button", { name: "Remove photo 2" }).click();
  }
  await expect(field.getByRole("img", { name: "The yoga hall with mats laid out" })).toBeVisible();
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(toastArea(page).getByRole("status")).toContainText(LISTING_SAVED_MESSAGE);

  // live after the build, with its alt text
  const listing = (await (await adminApi.get(`/api/admin/businesses/${business.id}`)).json()) as Business;
  expect(listing.images).toHaveLength(1);
  expect(listing.imageAlts).toEqual({ [listing.images[0]!]: "The yoga hall with mats laid out" });
  const path = `/business/${business.id}`;
  const photo = mediaUrl(listing.images[0]!, 800);
  await expect
    .poll(async () => (await page.request.get(path)).text(), {
      message: "the page with the photo",
      timeout: BUILD_TIMEOUT,
    })
    .toContain(photo);
  await page.goto(path);
  await expect(page.locator(`img[src="${photo}"]`)).toHaveAttribute("alt", "The yoga hall with mats laid out");
});
