import { MARKETING_FIGURES, SIGNED_IN_HINT_COOKIE } from "../../shared/constants.ts";
import type { Locator } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { holdRequests } from "./held-requests.ts";

test("the nav links lead to their pages and mark the current one", async ({ page }) => {
  await page.goto("/");
  const nav = page.getByRole("navigation", { name: "Main" });
  await expect(nav.getByRole("link", { name: "Discover" })).toHaveAttribute("aria-current", "page");

  await nav.getByRole("link", { name: "Explore" }).click();
  await expect(page).toHaveURL(/\/categories\/?$/);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Categories");
  await expect(nav.getByRole("link", { name: "Explore" })).toHaveAttribute("aria-current", "page");
  await expect(nav.getByRole("link", { name: "Discover" })).not.toHaveAttribute("aria-current", "page");

  await nav.getByRole("link", { name: "Blog" }).click();
  await expect(page).toHaveURL(/\/blog\/?$/);
  await expect(page.getByRole("heading", { name: "Featured Stories" })).toBeVisible();

  await nav.getByRole("link", { name: "List Business" }).click();
  await expect(page).toHaveURL(/\/list-business\/?$/);

  await nav.getByRole("link", { name: "Soul of Rishikesh" }).click();
  await expect(page).toHaveURL(/\/$/);
});

test("the footer links to about and contact", async ({ page }) => {
  await page.goto("/");
  const footer = page.getByRole("contentinfo");
  await expect(footer).toContainText("© 2024 Soul of Rishikesh");
  await expect(footer).toContainText("Verified Platform");
  await expect(footer.getByRole("link", { name: /on (Facebook|Instagram|YouTube|X|LinkedIn)/ })).toHaveCount(5);

  await footer.getByRole("link", { name: "About Us" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("About Soul of Rishikesh");
  await page.getByRole("contentinfo").getByRole("link", { name: "Contact" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Contact Us");
});

test("a figure that carries its own + is never also 'more than' or 'over' it", async ({ page }) => {
  for (const path of ["/", "/about", "/list-business"]) {
    await page.goto(path);
    await expect(page.locator("main")).not.toHaveText(/\b(more than|over)\s+[\d.,]+K?\+/i);
  }
  await page.goto("/about");
  await expect(page.getByText(`We have spent ${MARKETING_FIGURES.years} years in and around Rishikesh`)).toBeVisible();
});

test("on a small screen the drawer opens from the menu button and closes when a link is tapped", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/about");
  await expect(page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Blog" })).toBeHidden();

  const menuButton = page.getByRole("button", { name: "Open menu" });
  await menuButton.click();
  const drawer = page.getByRole("dialog", { name: "Menu" });
  await expect(drawer).toBeVisible();

  await page.keyboard.press("Escape");
  await expect(drawer).toBeHidden();
  // the keyboard goes on from where the drawer was opened
  await expect(menuButton).toBeFocused();

  await menuButton.click();
  await drawer.getByRole("link", { name: "Blog" }).click();
  await expect(page).toHaveURL(/\/blog\/?$/);
  await expect(page.getByRole("dialog", { name: "Menu" })).toBeHidden();
});

test("on a small screen the menu button opens the drawer before the page's scripts have come", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const release = await holdRequests(page, "**/_astro/**/*.js");
  await page.goto("/about");
  const menuButton = page.getByRole("button", { name: "Open menu" });
  await menuButton.click();
  const drawer = page.getByRole("dialog", { name: "Menu" });
  await expect(drawer).toBeVisible();

  release();
  // a click beside the drawer, on the backdrop, closes it
  await page.mouse.click(20, 400);
  await expect(drawer).toBeHidden();
  await expect(menuButton).toBeFocused();
});

test("a signed-in visitor gets an avatar menu with name, email and Sign out", async ({ page, baseURL }) => {
  // The whole provider flow is in sign-in.spec.ts; here the hint cookie and the current-user answer are stubbed.
  await page.context().addCookies([{ name: SIGNED_IN_HINT_COOKIE, value: "1", url: baseURL! }]);
  await page.route("/api/auth/user", (route) =>
    route.fulfill({
      json: { firstName: "priya", lastName: "Sharma", email: "priya@example.com", profileImageUrl: null },
    }),
  );
  // the menu is not in the page: its rules come with the whole stylesheet, which it waits for (held back here)
  await page.route("/styles/*.css", async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await route.continue();
  });
  await page.goto("/about");
  expect(await page.locator("template").evaluateAll((templates) => templates.map((t) => t.id))).not.toContain(
    "auth-signed-in",
  );
  const avatar = page.getByRole("button", { name: "Account menu" });
  await avatar.waitFor();
  // ring-offset-2 is in no page's own rules: the whole sheet was there when the menu appeared
  expect(await avatar.evaluate((button) => getComputedStyle(button).getPropertyValue("--tw-ring-offset-width"))).toBe(
    "2px",
  );
  await expect(avatar).toHaveText(/^P/);
  await expect(page.getByRole("button", { name: "Sign In" })).toHaveCount(0);

  await avatar.click();
  await expect(avatar).toHaveAttribute("aria-expanded", "true");
  await expect(page.getByText("priya Sharma")).toBeVisible();
  await expect(page.getByText("priya@example.com")).toBeVisible();
  await expect(page.getByRole("link", { name: "My account" })).toBeFocused();
  await page.keyboard.press("ArrowDown");
  // a form posting the sign-out: a link (a GET) would let another site's link sign the visitor out
  const signOut = page.getByRole("button", { name: "Sign out" });
  await expect(signOut).toBeFocused();
  const signOutForm = page.locator("form", { has: signOut });
  await expect(signOutForm).toHaveAttribute("method", "post");
  await expect(signOutForm).toHaveAttribute("action", /^\/api\/logout\?returnTo=%2Fabout/);

  await page.keyboard.press("Escape");
  await expect(signOut).toBeHidden();
  await expect(avatar).toBeFocused();
});

test("an unknown path shows Page Not Found", async ({ page }) => {
  const response = await page.goto("/this/page/does-not-exist");
  expect(response?.status()).toBe(404);
  await expect(page).toHaveTitle(/Page Not Found/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page Not Found");
  // kept out of search, and naming no address of its own for a share card: it answers for any address
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
  await expect(page.locator('link[rel="canonical"], meta[property="og:url"]')).toHaveCount(0);
});

test("an unknown business and an unknown post say so", async ({ page }) => {
  await page.goto("/business/999999");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Business not found");
  await page.goto("/blog/no-such-post");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Blog Post Not Found");
});

test("the admin's /businesses/{id} link ends at the public business page", async ({ page, business }) => {
  await page.goto(`/businesses/${business.id}`);
  await expect(page).toHaveURL(new RegExp(`/business/${business.id}/?$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(business.name);
});

test("a reader opens a blog post from the list and goes back", async ({ page, blogPost }) => {
  await page.goto("/blog");
  await page.getByRole("link", { name: `Read More about ${blogPost.title}` }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(blogPost.title);
  await expect(page.getByText("4 min read")).toBeVisible();
  await page.getByRole("link", { name: "Back to Blog" }).click();
  await expect(page).toHaveURL(/\/blog\/?$/);
});

/** Gives the element a text of 1,000 characters and answers how many lines of it the page shows. */
async function linesShownOfLongText(text: Locator): Promise<number> {
  return text.evaluate((element) => {
    element.textContent = "Sat by the river at dawn and learnt to breathe again. ".repeat(19);
    return Math.round(element.getBoundingClientRect().height / parseFloat(getComputedStyle(element).lineHeight));
  });
}

test("on a phone, a long blog excerpt and a long testimonial show a few lines on their cards", async ({
  page,
  blogPost,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/blog");
  const card = page.getByRole("article").filter({ has: page.getByRole("heading", { name: blogPost.title }) });
  expect(await linesShownOfLongText(card.getByText(/^What an evening at Triveni Ghat/))).toBe(3);

  await page.goto("/");
  const testimonials = page.getByRole("region", { name: "What Travellers Say" }).getByRole("blockquote");
  expect(await linesShownOfLongText(testimonials.first())).toBe(4);
});

test("the business page tabs work with the keyboard", async ({ page, business }) => {
  await page.goto(`/business/${business.id}`);
  await expect(page).toHaveTitle(new RegExp(business.name));
  const overview = page.getByRole("tab", { name: "Overview" });
  await expect(overview).toHaveAttribute("aria-selected", "true");
  // a click and its answer: the tabs' script, which comes after the first paint, is there for the keys
  await page.getByRole("tab", { name: "Contact" }).click();
  await expect(page.getByRole("tab", { name: "Contact" })).toHaveAttribute("aria-selected", "true");
  await overview.click();
  await expect(overview).toHaveAttribute("aria-selected", "true");
  await overview.focus();
  await page.keyboard.press("ArrowRight");
  const reviews = page.getByRole("tab", { name: /Reviews \(\d+\)/ });
  await expect(reviews).toBeFocused();
  await expect(reviews).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("tabpanel", { name: /Reviews/ })).toBeVisible();
  await page.keyboard.press("End");
  await expect(page.getByRole("tab", { name: "Contact" })).toHaveAttribute("aria-selected", "true");
  await page.keyboard.press("Home");
  await expect(overview).toHaveAttribute("aria-selected", "true");
});

test("the business page's address follows the tab chosen, for a reload, a shared link and Back", async ({
  page,
  business,
}) => {
  await page.goto(`/business/${business.id}`);
  await page.getByRole("link", { name: "Send an Inquiry" }).click();
  const contact = page.getByRole("tab", { name: "Contact" });
  const reviews = page.getByRole("tab", { name: /Reviews \(\d+\)/ });
  await expect(contact).toHaveAttribute("aria-selected", "true");
  await reviews.click();
  await expect(page).toHaveURL(new RegExp(`/business/${business.id}#reviews$`));
  await page.reload();
  await expect(reviews).toHaveAttribute("aria-selected", "true");
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`/business/${business.id}$`));
  await expect(page.getByRole("tab", { name: "Overview" })).toHaveAttribute("aria-selected", "true");
  await contact.click();
  await page.getByRole("tab", { name: "Overview" }).click();
  await expect(page).toHaveURL(new RegExp(`/business/${business.id}$`));
});

test("a business page tab clicked before the page's scripts run opens once they do", async ({ page, business }) => {
  const release = await holdRequests(page, "**/_astro/**/*.js");
  await page.goto(`/business/${business.id}`);
  const contact = page.getByRole("tab", { name: "Contact" });
  await contact.click();
  // nothing can answer the click yet
  await expect(page.getByRole("tab", { name: "Overview" })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("tabpanel", { name: "Contact" })).toBeHidden();

  release();
  await expect(contact).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("tabpanel", { name: "Contact" })).toBeVisible();
  await expect(page.getByRole("tabpanel", { name: "Overview" })).toBeHidden();
});

test("pages carry SEO metadata, and the sitemap and robots.txt are served", async ({
  page,
  request,
  business,
  blogPost,
}) => {
  await page.goto(`/business/${business.id}`);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", new RegExp(`/business/${business.id}$`));
  const jsonLd = await page.locator('script[type="application/ld+json"]').textContent();
  // a yoga shala is a HealthClub (shared/business-schema-types.ts)
  expect(JSON.parse(jsonLd ?? "[]").map((item: { "@type": string }) => item["@type"])).toEqual([
    "HealthClub",
    "BreadcrumbList",
  ]);

  const sitemap = await (await request.get("/sitemap.xml")).text();
  expect(sitemap).toContain(`/business/${business.id}</loc>`);
  expect(sitemap).toContain(`/blog/${blogPost.slug}</loc>`);
  const robots = await (await request.get("/robots.txt")).text();
  expect(robots).toContain("Disallow: /admin");
});

test("an image that does not load is replaced by the local fallback", async ({ page }) => {
  // Photos come through /media (which answers a dead host with the fallback itself); make every one fail as a
  // dropped connection would.
  await page.route(/\/media\//, (route) => route.abort());
  await page.goto("/");
  const featured = page.locator('section[aria-labelledby="featured-title"]');
  await featured.scrollIntoViewIfNeeded();
  const images = featured.locator("img");
  await expect(images.first()).toBeVisible();
  const count = await images.count();
  expect(count).toBeGreaterThan(0);
  await expect
    .poll(() => images.evaluateAll((all) => all.map((image) => image.getAttribute("src"))))
    .toEqual(Array(count).fill("/images/fallback-business.svg"));
});

test("the home stats strip and closing banner count the verified listings", async ({ page, request }) => {
  const listings = (await (await request.get("/api/businesses?limit=100")).json()) as { isVerified: boolean }[];
  const verified = listings.filter((listing) => listing.isVerified).length;
  expect(verified).toBeGreaterThan(0);
  expect(verified).toBeLessThan(listings.length);
  await page.goto("/");
  await expect(page.getByText("Verified Businesses").locator("..")).toContainText(`${verified}+`);
  await expect(page.getByRole("region", { name: "Ready to Find Your Path in Rishikesh?" })).toContainText(
    `Search ${verified} verified places`,
  );
});

test("a Hindi or Hebrew page's header, footer and blog links stay in its language", async ({ page }) => {
  await page.goto("/he/blog");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("סיפורים מרישיקש");
  const nav = page.getByRole("navigation", { name: "ראשי" });
  await expect(nav.getByRole("link", { name: "בלוג" })).toHaveAttribute("aria-current", "page");
  await expect(nav.getByRole("link", { name: "Soul of Rishikesh" })).toHaveAttribute("href", "/he/");
  const footer = page.getByRole("contentinfo");
  await expect(footer.getByRole("link", { name: "עלינו" })).toHaveAttribute("href", "/he/about");
  await expect(footer.getByRole("link", { name: "צרו קשר" })).toHaveAttribute("href", "/he/contact");

  await page
    .getByRole("link", { name: /^להמשך קריאה/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/he\/blog\/[a-z0-9-]+$/);
  await page.getByRole("link", { name: "חזרה לבלוג" }).click();
  await expect(page).toHaveURL(/\/he\/blog\/?$/);

  await page.goto("/hi/");
  await expect(page.getByRole("heading", { name: "Soul of Rishikesh ही क्यों" })).toBeVisible();
  await expect(page.getByRole("link", { name: "अपना व्यवसाय मुफ़्त जोड़ें" })).toHaveAttribute("href", "/hi/list-business");
});
