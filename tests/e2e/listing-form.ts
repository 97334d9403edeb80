// Filling /list-business as an owner does, every field a good listing has, and sending it: for the specs that send
// one (listing.spec.ts, business-position.spec.ts).
import { expect, type Locator, type Page } from "@playwright/test";

/** Fills a valid listing with a name of its own; answers the form. */
export async function fillValidListing(page: Page) {
  const form = page.locator("form").filter({ has: page.getByRole("button", { name: "Submit Business Listing" }) });
  await form.getByRole("textbox", { name: "Business Name" }).fill(`Riverside Sound Healing ${Date.now()}`);
  await form.getByRole("combobox", { name: "Category" }).selectOption({ label: "Ayurveda & Healing" });
  await form.getByRole("textbox", { name: "Description" }).fill("Singing bowl sessions and gong baths near the ghat.");
  await form.getByRole("textbox", { name: "Location / Area" }).fill("Tapovan");
  await form.getByRole("textbox", { name: "Full Address" }).fill("Lane 3, Tapovan, Rishikesh");
  await form.getByRole("textbox", { name: "Phone Number" }).fill("+91 98370 44444");
  await form.getByRole("textbox", { name: "Email" }).fill("hello@riverside-sound.in");
  await form.getByRole("combobox", { name: "Price Range" }).selectOption("$$");
  await form.getByRole("textbox", { name: "Services" }).fill("Sound bath, Gong meditation");
  await form.getByRole("textbox", { name: "Amenities" }).fill("Mats, Tea");
  return form;
}

/**
 * Ticks the terms and sends the form once a person could have filled it (`personCanHaveTyped`: the spam brakes keep
 * no faster form), then waits for the thank-you screen. Answers the stored listing's id; it is deleted after the test.
 */
export async function sendListing(
  page: Page,
  form: Locator,
  personCanHaveTyped: Promise<void>,
  deleteAfterTest: (adminPath: string) => void,
): Promise<number> {
  await form.getByRole("checkbox", { name: /I agree to the Terms of Service/ }).check();
  await personCanHaveTyped;
  const submitted = page.waitForResponse(
    (response) => response.request().method() === "POST" && response.url().endsWith("/api/businesses"),
  );
  await form.getByRole("button", { name: "Submit Business Listing" }).click();
  const { id } = (await (await submitted).json()) as { id: number };
  deleteAfterTest(`/api/admin/businesses/${id}`);
  await expect(page.getByRole("heading", { name: "Thank You for Listing Your Business!" })).toBeVisible();
  return id;
}
