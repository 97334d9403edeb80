// Photos uploaded rather than linked (issue 45): an editor uploads a business's photos in its form, puts them in
// order, and the public page shows the first after the build; a listing's photos wait, unseen, for its approval; a
// testimonial's avatar uploaded on the home content screen shows on the home page.
import { createHash } from "node:crypto";
import sharp from "sharp";
import { mediaUrl } from "../../shared/media.ts";
import { TESTIMONIAL_UPDATED_MESSAGE } from "../../shared/messages.ts";
import { signInAsAdmin } from "./admin-session.ts";
import { expectNoAxeViolations } from "./axe.ts";
import { BUILD_TIMEOUT, waitForIdleBuilds } from "./builds.ts";
import { expect, test } from "./fixtures.ts";
import { fillValidListing, sendListing } from "./listing-form.ts";
import { toastArea } from "./locators.ts";
import { MIN_FILL_TIME_MS } from "../../service/abuse/public-forms.ts";

/** A phone-sized photo of one colour, as a file the picker hands over. */
async function photoFile(name: string, colour: string) {
  const buffer = await sharp({ create: { width: 1600, height: 1200, channels: 3, background: colour } })
    .jpeg()
    .toBuffer();
  return { name, mimeType: "image/jpeg", buffer };
}
/** The source the service answers for a photo: the SHA-256 of the bytes sent. */
const sourceOf = (buffer: Buffer) => `upload:${createHash("sha256").update(buffer).digest("hex")}.webp`;

// the listing is deleted after the test: the specs after this one read the release that follows
test.afterAll(({ adminApi }) => waitForIdleBuilds(adminApi));

test("an editor uploads three photos, puts the third first, and the public page shows it after the build", async ({
  page,
  adminApi,
  pendingListing,
}) => {
  test.setTimeout(BUILD_TIMEOUT * 2);
  const photos = await Promise.all([
    photoFile("ghat.jpg", "#c2410c"),
    photoFile("shala.jpg", "#0e7490"),
    photoFile("river.jpg", "#15803d"),
  ]);
  await signInAsAdmin(page, `/admin/businesses/${pendingListing.id}/edit`);
  const field = page.getByRole("group", { name: "Photos" });
  await expect(field).toContainText("Up to 30 photos, 10 MB each");

  await field.getByLabel("Choose photos").setInputFiles(photos);
  for (const n of [1, 2, 3]) await expect(field.getByRole("img", { name: `Photo ${n}` })).toBeVisible();
  const shown = () => field.getByRole("img").evaluateAll((images) => images.map((image) => image.getAttribute("src")));
  const adminUrls = photos.map((photo) => `/api/admin/photos/${sourceOf(photo.buffer).slice("upload:".length)}`);
  expect(await shown()).toEqual(adminUrls);
  // each shows: the admin's address for an uploaded photo answers
  for (const image of await field.getByRole("img").all()) {
    await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBeGreaterThan(0);
  }
  await expectNoAxeViolations(page, "business form with uploaded photos");

  // the third dragged onto the first's place, then the second moved after it with the keyboard's buttons
  await field.getByRole("listitem").nth(2).dragTo(field.getByRole("listitem").nth(0));
  expect(await shown()).toEqual([adminUrls[2], adminUrls[0], adminUrls[1]]);
  await field.getByRole("button", { name: "Move photo 2 later" }).click();
  expect(await shown()).toEqual([adminUrls[2], adminUrls[1], adminUrls[0]]);

  // each uploaded photo needs its alt text: the save says which one has none
  await page.getByRole("button", { name: "Update Business" }).click();
  await expect(field).toContainText("Photo 1 needs its alt text");
  const alts = ["The river at dusk", "The shala's wooden floor", "Steps down to the ghat"];
  for (const [index, alt] of alts.entries()) await field.getByLabel(`Alt text for photo ${index + 1}`).fill(alt);
  await page.getByRole("button", { name: "Update Business" }).click();
  await expect(toastArea(page).getByRole("status")).toContainText("Business updated");
  const saved = (await (await adminApi.get(`/api/admin/businesses/${pendingListing.id}`)).json()) as {
    images: string[];
    imageAlts: Record<string, string>;
  };
  expect(saved.imageAlts[sourceOf(photos[2].buffer)]).toBe("The river at dusk");
  expect(saved.images).toEqual([2, 1, 0].map((n) => sourceOf(photos[n]!.buffer)));

  // the listing goes live with its approval, its photos with it
  expect((await adminApi.post(`/api/admin/businesses/${pendingListing.id}/approve`)).ok()).toBe(true);
  const path = `/business/${pendingListing.id}`;
  const main = sourceOf(photos[2].buffer);
  const showsMain = async () => (await (await adminApi.get(path)).text()).includes(mediaUrl(main, 800));
  await expect.poll(showsMain, { timeout: BUILD_TIMEOUT }).toBe(true);
  await page.goto(path);
  const hero = page.locator(`img[src="${mediaUrl(main, 800)}"]`);
  await expect.poll(() => hero.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  await expect(hero).toHaveAttribute("alt", "The river at dusk");
});

test("a listing's photos wait unseen for its approval, and show on its page once it is approved", async ({
  page,
  adminApi,
  deleteAfterTest,
}) => {
  test.setTimeout(BUILD_TIMEOUT * 2);
  const personCanHaveTyped = page.waitForTimeout(MIN_FILL_TIME_MS);
  const photos = await Promise.all([photoFile("deck.jpg", "#7c2d12"), photoFile("room.jpg", "#1e3a8a")]);
  await page.goto("/list-business");
  const form = await fillValidListing(page);
  const picker = form.getByLabel("Photos");
  await expect(picker).toHaveAccessibleDescription(/Up to 5 photos, 10 MB each/);
  await picker.setInputFiles(photos);
  const held = form.getByRole("list", { name: "Your photos" });
  for (const n of [1, 2]) {
    const thumbnail = held.getByRole("img", { name: `Photo ${n}` });
    await expect.poll(() => thumbnail.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  }
  await expectNoAxeViolations(page, "listing form with photos");
  const id = await sendListing(page, form, personCanHaveTyped, deleteAfterTest);

  const sources = photos.map((photo) => sourceOf(photo.buffer));
  const listing = (await (await adminApi.get(`/api/admin/businesses/${id}`)).json()) as { images: string[] };
  expect(listing.images).toEqual(sources);
  // held: no address of the service shows them before an editor approves the listing
  expect((await adminApi.get(mediaUrl(sources[0]!, 800))).status()).toBe(404);

  expect((await adminApi.post(`/api/admin/businesses/${id}/approve`)).ok()).toBe(true);
  const showsPhoto = async () =>
    (await (await adminApi.get(`/business/${id}`)).text()).includes(mediaUrl(sources[0]!, 800));
  await expect.poll(showsPhoto, { timeout: BUILD_TIMEOUT }).toBe(true);
  expect((await adminApi.get(mediaUrl(sources[0]!, 800))).ok()).toBe(true);
});

test("an editor uploads a testimonial's avatar, and the home page shows it after the build", async ({
  page,
  adminApi,
  deleteAfterTest,
}) => {
  test.setTimeout(BUILD_TIMEOUT * 2);
  const name = `Meera ${Date.now()}`;
  // first on the home page, which shows three
  const created = await adminApi.post("/api/admin/testimonials", {
    data: { name, location: "Pune", rating: 5, avatar: "https://a.example/1.jpg", comment: "Lovely.", sortOrder: -1 },
  });
  const { id } = (await created.json()) as { id: number };
  deleteAfterTest(`/api/admin/testimonials/${id}`);
  const portrait = await photoFile("meera.jpg", "#9a3412");
  const avatar = sourceOf(portrait.buffer);

  await signInAsAdmin(page, "/admin/home-content?tab=testimonials");
  await page.getByRole("button", { name: `Edit testimonial from ${name}` }).click();
  const field = page.getByRole("region", { name: "Edit Testimonial" }).getByRole("group", { name: "Avatar" });
  await expect(field).toContainText("One photo, up to 10 MB");
  await field.getByRole("button", { name: "Remove photo 1" }).click();
  await field.getByLabel("Choose photos").setInputFiles(portrait);
  const thumbnail = field.getByRole("img", { name: "Photo 1" });
  await expect(thumbnail).toHaveAttribute("src", `/api/admin/photos/${avatar.slice("upload:".length)}`);
  await expect.poll(() => thumbnail.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  await expectNoAxeViolations(page, "testimonial form with an uploaded avatar");
  await page.getByRole("button", { name: "Update Testimonial" }).click();
  await expect(toastArea(page).getByRole("status")).toContainText(TESTIMONIAL_UPDATED_MESSAGE);
  const listed = page.getByRole("img", { name: `Avatar of ${name}` });
  await expect.poll(() => listed.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);

  const showsAvatar = async () => (await (await adminApi.get("/")).text()).includes(mediaUrl(avatar, 96));
  await expect.poll(showsAvatar, { timeout: BUILD_TIMEOUT }).toBe(true);
  await page.goto("/");
  const shown = page.locator(`img[src="${mediaUrl(avatar, 96)}"]`);
  await shown.scrollIntoViewIfNeeded();
  await expect.poll(() => shown.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(96);
});
