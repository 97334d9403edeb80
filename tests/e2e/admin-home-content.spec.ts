// The home content editor: a hero edit reaches the public API and leaves the section texts alone, the
// tabs work with the keyboard, the spec's messages and toasts, and a testimonial is added, edited and
// deleted with each step visible on the public API.
import { expect, test, type APIRequestContext } from "@playwright/test";
import {
  deleteTestimonialQuestion,
  ERROR_TITLE,
  HOME_CONTENT_FAILED_MESSAGE,
  HOME_CONTENT_SAVED_MESSAGE,
  TESTIMONIAL_CREATED_MESSAGE,
  TESTIMONIAL_DELETED_MESSAGE,
  TESTIMONIAL_SAVE_FAILED_MESSAGE,
  TESTIMONIAL_UPDATED_MESSAGE,
} from "../../shared/messages.ts";
import {
  COMMENT_REQUIRED_MESSAGE,
  LOCATION_REQUIRED_MESSAGE,
  NAME_REQUIRED_MESSAGE,
} from "../../shared/schemas/fields.ts";
import {
  DESCRIPTION_REQUIRED_MESSAGE,
  HERO_TITLE_REQUIRED_MESSAGE,
  type PublicHomeContent,
} from "../../shared/schemas/home-content.ts";
import {
  AVATAR_REQUIRED_MESSAGE,
  MAXIMUM_RATING_MESSAGE,
  MINIMUM_RATING_MESSAGE,
  RATING_REQUIRED_MESSAGE,
  type PublicTestimonial,
} from "../../shared/schemas/testimonial.ts";
import { WHOLE_RATING_MESSAGE } from "../../shared/schemas/fields.ts";
import { signInAsAdmin } from "./admin-session.ts";
import { expectNoAxeViolations } from "./axe.ts";
import { BUILD_TIMEOUT } from "./builds.ts";
import { toastArea } from "./locators.ts";

async function publicJson<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(path);
  expect(response.ok()).toBe(true);
  return (await response.json()) as T;
}

test("a hero edit reaches the public home content and keeps the section texts", async ({ page, request }) => {
  const before = await publicJson<PublicHomeContent>(request, "/api/home-content");
  await signInAsAdmin(page, "/admin/home-content");
  await expect(page.getByRole("heading", { level: 1, name: "Home Page Content" })).toBeVisible();
  await expect(page.getByRole("link", { name: /Preview Home Page/ })).toHaveAttribute("href", "/");
  const heroTab = page.getByRole("tab", { name: "Hero Section" });
  await expect(heroTab).toHaveAttribute("aria-selected", "true");
  const heroPanel = page.getByRole("tabpanel", { name: "Hero Section" });
  await expect(heroPanel.getByRole("textbox", { name: "Hero Title" })).toHaveValue(before.heroTitle);
  await expectNoAxeViolations(page, "home content, hero tab");

  // the spec's messages for the two required texts
  await heroPanel.getByRole("textbox", { name: "Hero Title" }).fill(" ");
  await heroPanel.getByRole("textbox", { name: "Hero Description" }).fill("");
  await heroPanel.getByRole("button", { name: "Save Hero Content" }).click();
  await expect(heroPanel.getByText(HERO_TITLE_REQUIRED_MESSAGE)).toBeVisible();
  await expect(heroPanel.getByText(DESCRIPTION_REQUIRED_MESSAGE)).toBeVisible();
  await expect(heroPanel.getByRole("textbox", { name: "Hero Title" })).toBeFocused();
  await expectNoAxeViolations(page, "hero tab with field messages");

  const heroTitle = `Find your calm in Rishikesh ${Date.now()}`;
  await heroPanel.getByRole("textbox", { name: "Hero Title" }).fill(heroTitle);
  await heroPanel.getByRole("textbox", { name: "Hero Description" }).fill(before.heroDescription);
  const saved = page.waitForRequest((r) => r.method() === "PUT" && r.url().endsWith("/api/admin/home-content"));
  await heroPanel.getByRole("button", { name: "Save Hero Content" }).click();
  // the tab sends its own fields only
  expect(Object.keys((await saved).postDataJSON() as object).sort()).toEqual(
    ["ctaLink", "ctaText", "heroDescription", "heroSubtitle", "heroTitle", "showHeroSection"].sort(),
  );
  await expect(toastArea(page).getByRole("status")).toContainText(HOME_CONTENT_SAVED_MESSAGE);

  const after = await publicJson<PublicHomeContent>(request, "/api/home-content");
  expect(after).toEqual({ ...before, heroTitle });
});

test("the tabs work with the arrow keys and show each section field once", async ({ page }) => {
  await signInAsAdmin(page, "/admin/home-content");
  const heroTab = page.getByRole("tab", { name: "Hero Section" });
  await heroTab.focus();
  await page.keyboard.press("ArrowRight");
  const sectionsTab = page.getByRole("tab", { name: "Section Content" });
  await expect(sectionsTab).toBeFocused();
  await expect(sectionsTab).toHaveAttribute("aria-selected", "true");
  await expect(page).toHaveURL(/[?&]tab=sections$/);
  const sectionsPanel = page.getByRole("tabpanel", { name: "Section Content" });
  await expect(sectionsPanel).toBeVisible();
  await expect(page.getByRole("tabpanel", { name: "Hero Section" })).toBeHidden();
  for (const section of ["Categories", "Featured", "Business", "Testimonial"]) {
    await expect(sectionsPanel.getByRole("switch", { name: `Show ${section.toLowerCase()} section` })).toHaveCount(1);
    await expect(sectionsPanel.getByRole("textbox", { name: `${section} Section Title` })).toHaveCount(1);
    await expect(sectionsPanel.getByRole("textbox", { name: `${section} Section Description` })).toHaveCount(1);
  }
  await expectNoAxeViolations(page, "home content, section content tab");

  // the last tab is Translations (issue 47), after Testimonials
  await page.keyboard.press("End");
  await expect(page.getByRole("tab", { name: "Translations" })).toBeFocused();
  await page.keyboard.press("ArrowRight");
  await expect(heroTab).toBeFocused();
  await expect(heroTab).toHaveAttribute("aria-selected", "true");
  await page.keyboard.press("ArrowLeft");
  await expect(page.getByRole("tab", { name: "Translations" })).toHaveAttribute("aria-selected", "true");
});

test("saving the sections keeps the hero, and leaving with unsaved edits asks first", async ({ page, request }) => {
  const before = await publicJson<PublicHomeContent>(request, "/api/home-content");
  await signInAsAdmin(page, "/admin/home-content?tab=sections");
  const panel = page.getByRole("tabpanel", { name: "Section Content" });
  const featuredTitle = `Loved by travellers ${Date.now()}`;
  await panel.getByRole("textbox", { name: "Featured Section Title" }).fill(featuredTitle);

  // an unsaved edit: leaving asks, and staying keeps the edit
  await page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Dashboard" }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toContainText("You have unsaved changes");
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(page).toHaveURL(/\/admin\/home-content/);
  await expect(panel.getByRole("textbox", { name: "Featured Section Title" })).toHaveValue(featuredTitle);

  await panel.getByRole("button", { name: "Save Section Content" }).click();
  await expect(toastArea(page).getByRole("status")).toContainText(HOME_CONTENT_SAVED_MESSAGE);
  const after = await publicJson<PublicHomeContent>(request, "/api/home-content");
  expect(after).toEqual({ ...before, featuredTitle });

  // saved: leaving no longer asks
  await page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Dashboard" }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
});

test("a testimonial is added, edited and deleted, each visible on the public API", async ({ page, request }) => {
  const name = `Priya ${Date.now()}`;
  const publicTestimonial = async () =>
    (await publicJson<PublicTestimonial[]>(request, "/api/testimonials")).find(
      (testimonial) => testimonial.name === name,
    );

  await signInAsAdmin(page, "/admin/home-content?tab=testimonials");
  const panel = page.getByRole("tabpanel", { name: "Testimonials" });
  const form = panel.getByRole("region", { name: "Add Testimonial" });
  await expect(panel.getByRole("img", { name: /out of 5 stars/ }).first()).toBeVisible();

  // the spec's messages
  await form.getByRole("spinbutton", { name: "Rating" }).fill("");
  await form.getByRole("button", { name: "Add Testimonial" }).click();
  for (const message of [
    NAME_REQUIRED_MESSAGE,
    LOCATION_REQUIRED_MESSAGE,
    RATING_REQUIRED_MESSAGE,
    AVATAR_REQUIRED_MESSAGE,
    COMMENT_REQUIRED_MESSAGE,
  ]) {
    await expect(form.getByText(message)).toBeVisible();
  }
  for (const [rating, message] of [
    ["0", MINIMUM_RATING_MESSAGE],
    ["6", MAXIMUM_RATING_MESSAGE],
    ["3.5", WHOLE_RATING_MESSAGE],
  ]) {
    await form.getByRole("spinbutton", { name: "Rating" }).fill(rating!);
    await form.getByRole("button", { name: "Add Testimonial" }).click();
    await expect(form.getByText(message!)).toBeVisible();
  }
  await expectNoAxeViolations(page, "testimonial form with field messages");

  await form.getByRole("textbox", { name: "Name" }).fill(name);
  await form.getByRole("textbox", { name: "Location" }).fill("Bengaluru, India");
  await form.getByRole("spinbutton", { name: "Rating" }).fill("4");
  await form.getByRole("textbox", { name: "Photo web address" }).fill("https://images.example.com/priya.jpg");
  await form.getByRole("button", { name: "Add by address" }).click();
  await form.getByRole("textbox", { name: "Comment" }).fill("The teacher training listing was exactly as described.");
  await form.getByRole("button", { name: "Add Testimonial" }).click();
  await expect(toastArea(page).getByRole("status")).toContainText(TESTIMONIAL_CREATED_MESSAGE);
  const item = panel.getByRole("listitem").filter({ has: page.getByRole("heading", { name, exact: true }) });
  await expect(item.getByRole("img", { name: "4 out of 5 stars" })).toBeVisible();
  await expect(item.getByRole("img", { name: `Avatar of ${name}` })).toBeVisible();
  await expect(form.getByRole("textbox", { name: "Name" })).toHaveValue("");
  expect(await publicTestimonial()).toMatchObject({ name, location: "Bengaluru, India" });

  // Edit fills the form; Cancel returns to adding
  await item.getByRole("button", { name: `Edit testimonial from ${name}` }).click();
  const editForm = panel.getByRole("region", { name: "Edit Testimonial" });
  await expect(editForm.getByRole("textbox", { name: "Name" })).toHaveValue(name);
  await expect(editForm.getByRole("spinbutton", { name: "Rating" })).toHaveValue("4");
  await expectNoAxeViolations(page, "testimonial form editing");
  await editForm.getByRole("button", { name: "Cancel" }).click();
  await expect(panel.getByRole("region", { name: "Add Testimonial" })).toBeVisible();
  await expect(form.getByRole("textbox", { name: "Name" })).toHaveValue("");

  await item.getByRole("button", { name: `Edit testimonial from ${name}` }).click();
  await editForm.getByRole("textbox", { name: "Location" }).fill("Goa, India");
  await editForm.getByRole("button", { name: "Update Testimonial" }).click();
  await expect(toastArea(page).getByRole("status")).toContainText(TESTIMONIAL_UPDATED_MESSAGE);
  await expect(item).toContainText("Goa, India");
  await expect(panel.getByRole("region", { name: "Add Testimonial" })).toBeVisible();
  expect(await publicTestimonial()).toMatchObject({ name, location: "Goa, India" });

  // hidden from the home page, then shown again
  const showSwitch = editForm.getByRole("switch", { name: /Show on the home page/ });
  for (const shown of [false, true]) {
    await item.getByRole("button", { name: `Edit testimonial from ${name}` }).click();
    await expect(showSwitch).toBeChecked({ checked: !shown });
    await showSwitch.setChecked(shown);
    await editForm.getByRole("button", { name: "Update Testimonial" }).click();
    await expect(toastArea(page).getByRole("status").last()).toContainText(TESTIMONIAL_UPDATED_MESSAGE);
    await expect(item.getByText("Hidden from the home page")).toHaveCount(shown ? 0 : 1);
    expect(await publicTestimonial()).toEqual(shown ? expect.objectContaining({ name }) : undefined);
  }

  await item.getByRole("button", { name: `Delete testimonial from ${name}` }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toContainText(deleteTestimonialQuestion(name));
  await expectNoAxeViolations(page, "testimonial delete confirmation");
  await dialog.getByRole("button", { name: "Delete" }).click();
  await expect(toastArea(page).getByRole("status")).toContainText(TESTIMONIAL_DELETED_MESSAGE);
  await expect(item).toHaveCount(0);
  expect(await publicTestimonial()).toBeUndefined();
  // the publishing status follows the delete as it follows a save
  await expect(page.getByRole("status", { name: "Publishing status" })).toHaveText("Site updated", {
    timeout: BUILD_TIMEOUT,
  });
  await expect(page.getByText(`Testimonial from ${name}: removed from the public site.`)).toBeVisible();
});

test("failed saves keep the edits and say so", async ({ page }) => {
  await signInAsAdmin(page, "/admin/home-content");
  await page.route("**/api/admin/home-content", (route) =>
    route.request().method() === "PUT" ? route.fulfill({ status: 500, body: "" }) : route.continue(),
  );
  await page.route("**/api/admin/testimonials", (route) =>
    route.request().method() === "POST" ? route.fulfill({ status: 503, body: "" }) : route.continue(),
  );
  const heroPanel = page.getByRole("tabpanel", { name: "Hero Section" });
  await heroPanel.getByRole("textbox", { name: "Hero Subtitle" }).fill("Never saved");
  await heroPanel.getByRole("button", { name: "Save Hero Content" }).click();
  const failure = toastArea(page).getByRole("alert");
  await expect(failure).toContainText(ERROR_TITLE);
  await expect(failure).toContainText(HOME_CONTENT_FAILED_MESSAGE);
  await expect(heroPanel.getByRole("textbox", { name: "Hero Subtitle" })).toHaveValue("Never saved");

  await page.getByRole("tab", { name: "Testimonials" }).click();
  const form = page.getByRole("tabpanel", { name: "Testimonials" }).getByRole("region", { name: "Add Testimonial" });
  await form.getByRole("textbox", { name: "Name" }).fill("Kept Name");
  await form.getByRole("textbox", { name: "Location" }).fill("Delhi");
  await form.getByRole("textbox", { name: "Photo web address" }).fill("https://images.example.com/k.jpg");
  await form.getByRole("button", { name: "Add by address" }).click();
  await form.getByRole("textbox", { name: "Comment" }).fill("Lovely.");
  await form.getByRole("button", { name: "Add Testimonial" }).click();
  await expect(toastArea(page).getByRole("alert")).toContainText(TESTIMONIAL_SAVE_FAILED_MESSAGE);
  await expect(form.getByRole("textbox", { name: "Name" })).toHaveValue("Kept Name");
  await expectNoAxeViolations(page, "testimonials tab with a failure toast");
});
