// Hebrew is written right to left, and the whole public layout mirrors with it (issue 47): each check reads where
// things are on a phone's screen, by their boxes, on the Hebrew page and on the English one. The drawer comes in
// from the other edge, cards, tabs, the hours table, forms, toasts and pagination run from the right, pointing icons
// turn round, and the logo and photos never do.
import type { Locator, Page } from "@playwright/test";
import { CATALOGUES } from "../../shared/i18n/catalogues.ts";
import type { PublicBusiness } from "../../shared/schemas/business.ts";
import { expect, test } from "./fixtures.ts";
import { categoryWithTwoPages } from "./paged-category.ts";

const PHONE = { width: 375, height: 812 };
/** How near an edge counts as at it: a card's or a form's padding, with room for a font's side bearing. */
const AT_EDGE = 4;

test.use({ viewport: PHONE });

type Side = "left" | "right";
const LANGUAGES = [
  { language: "he", prefix: "/he", start: "right" },
  { language: "en", prefix: "", start: "left" },
] as const satisfies { language: "he" | "en"; prefix: string; start: Side }[];

interface Box {
  left: number;
  right: number;
}

async function boxOf(locator: Locator): Promise<Box> {
  const box = (await locator.boundingBox())!;
  return { left: box.x, right: box.x + box.width };
}

/** Where an element's text itself is on its first line, not its box (a block is as wide as its parent). */
function firstLineOf(locator: Locator): Promise<Box> {
  return locator.evaluate((element) => {
    const range = document.createRange();
    range.selectNodeContents(element);
    const line = range.getClientRects()[0]!;
    return { left: line.left, right: line.right };
  });
}

/**
 * Whether an element is drawn mirrored: the horizontal factor of every transform and scale on it and on its
 * ancestors, multiplied (a flip anywhere up the tree turns it round).
 */
function drawnMirrored(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => {
    let factor = 1;
    for (let node: Element | null = element; node; node = node.parentElement) {
      const style = getComputedStyle(node);
      if (style.transform !== "none") factor *= Math.sign(new DOMMatrix(style.transform).a);
      // Tailwind's scale utilities set the scale property, not transform: "-1 1", or "-1" for both axes
      if (style.scale !== "none") factor *= Math.sign(Number.parseFloat(style.scale.split(" ")[0]!));
    }
    return factor < 0;
  });
}

/** How far a box is from the given side of another: 0 when they share that edge. */
const gapAt = (side: Side, inner: Box, outer: Box) =>
  side === "left" ? inner.left - outer.left : outer.right - inner.right;
const other = (side: Side): Side => (side === "left" ? "right" : "left");

/** A demo business that has opening hours for the week, so its page has the hours table. */
async function businessWithWeeklyHours(page: Page): Promise<number> {
  const businesses = (await (await page.request.get("/api/businesses?limit=50")).json()) as PublicBusiness[];
  const withHours = businesses.find((business) => business.hours?.weekly?.some((day) => day.mode === "hours"));
  expect(withHours, "a published business with weekly hours").toBeDefined();
  return withHours!.id;
}

test("the drawer slides in from the line's end: from the left edge in Hebrew, from the right in English", async ({
  page,
}) => {
  for (const { prefix, start } of LANGUAGES) {
    await page.goto(`${prefix}/`);
    // the slide's first frame and its last, read from the transition the browser runs for it
    const { from, to } = await page.evaluate(() => {
      const drawer = document.getElementById("mobile-drawer")!;
      document.querySelector<HTMLButtonElement>("[data-drawer-open]")!.click();
      const slide = drawer.getAnimations().find((animation) => animation instanceof CSSTransition);
      if (!slide) throw new Error("the drawer opened without sliding");
      slide.pause();
      slide.currentTime = 0;
      const first = drawer.getBoundingClientRect();
      slide.finish();
      const last = drawer.getBoundingClientRect();
      return { from: { left: first.left, right: first.right }, to: { left: last.left, right: last.right } };
    });
    const end = other(start);
    // it starts wholly beyond the end edge and comes to rest against it
    if (end === "left") expect(from.right, prefix).toBeLessThanOrEqual(0);
    else expect(from.left, prefix).toBeGreaterThanOrEqual(PHONE.width);
    expect(Math.abs(gapAt(end, to, { left: 0, right: PHONE.width })), prefix).toBeLessThan(1);
    await expect(page.getByRole("dialog")).toBeVisible();
  }
});

test("a business card's text starts at the right in Hebrew, at the left in English", async ({ page, business }) => {
  for (const { prefix, start } of LANGUAGES) {
    await page.goto(`${prefix}/categories/${business.categorySlug}`);
    const card = page.getByRole("article").filter({ has: page.getByRole("heading", { name: business.name }) });
    const body = await boxOf(card);
    // the card's first line: its category, a short word at the line's start
    const category = await boxOf(card.getByRole("heading").locator("xpath=preceding-sibling::*[1]/*[1]"));
    // within the card's padding (20px) of its start, and far from its end
    expect(gapAt(start, category, body), prefix).toBeLessThan(20 + AT_EDGE);
    expect(gapAt(other(start), category, body), prefix).toBeGreaterThan((body.right - body.left) / 2);
  }
});

test("pagination mirrors: Previous and Next on the other sides of the page numbers, their chevrons turned round", async ({
  page,
  adminApi,
  deleteAfterTest,
}) => {
  test.setTimeout(240_000);
  const { slug } = await categoryWithTwoPages(adminApi, deleteAfterTest, "RTL", "/he");

  for (const { prefix, start } of LANGUAGES) {
    for (const [path, rel, side] of [
      // Next follows the numbers, Previous comes before them
      [`${prefix}/categories/${slug}`, "next", other(start)],
      [`${prefix}/categories/${slug}/page/2`, "prev", start],
    ] as const) {
      await page.goto(path);
      const pages = page.locator(`nav:has(a[rel="${rel}"])`);
      const step = pages.locator(`a[rel="${rel}"]`);
      const numbers = await boxOf(pages.getByRole("list"));
      const box = await boxOf(step);
      if (side === "left") expect(box.right, `${path} ${rel}`).toBeLessThanOrEqual(numbers.left);
      else expect(box.left, `${path} ${rel}`).toBeGreaterThanOrEqual(numbers.right);
      // a chevron points the way it goes: turned round on a right-to-left page
      expect(await drawnMirrored(step.locator("svg")), `${path} ${rel}'s chevron`).toBe(prefix === "/he");
    }
  }
});

test("a business page's tabs run from the right in Hebrew, and its hours table's days are at the right", async ({
  page,
}) => {
  const id = await businessWithWeeklyHours(page);
  for (const { prefix, start } of LANGUAGES) {
    await page.goto(`${prefix}/business/${id}`);
    const tabs = await Promise.all((await page.getByRole("tab").all()).map(boxOf));
    expect(tabs).toHaveLength(3);
    const lefts = tabs.map((tab) => tab.left);
    // Overview, Reviews, Contact in reading order
    const readingOrder = start === "left" ? [...lefts].sort((a, b) => a - b) : [...lefts].sort((a, b) => b - a);
    expect(lefts, prefix).toEqual(readingOrder);

    const table = page.locator("section[aria-labelledby='hours-heading'] table");
    const day = await boxOf(table.getByRole("rowheader").first());
    const hours = await boxOf(table.getByRole("cell").first());
    const whole = await boxOf(table);
    expect(gapAt(start, day, whole), prefix).toBeLessThan(1);
    expect(gapAt(other(start), hours, whole), prefix).toBeLessThan(1);
    // the weekday's own word at the start of its cell
    expect(gapAt(start, await firstLineOf(table.getByRole("rowheader").first()), day), prefix).toBeLessThan(
      8 + AT_EDGE,
    );
  }
});

test("a toast reads from the right in Hebrew, its close button at its left", async ({ page, business }) => {
  // the inquiry is answered here: the toast is what is measured, not the sending
  await page.route(`**/api/businesses/${business.id}/inquiries`, (route) => route.fulfill({ status: 201, json: {} }));
  for (const { language, prefix, start } of LANGUAGES) {
    await page.goto(`${prefix}/business/${business.id}`);
    await page.getByRole("tab").nth(2).click();
    const form = page.getByRole("tabpanel").locator("form");
    await form.locator("[name='customerName']").fill("Maya");
    await form.locator("[name='customerEmail']").fill("maya@example.com");
    await form.locator("[name='message']").fill("Is there parking nearby?");
    await form.locator("[type='submit']").click();
    const toasts = page.getByRole("region", { name: CATALOGUES[language].forms.notifications });
    const toast = toasts.getByRole("status").locator("> div");
    await expect(toast).toHaveCount(1);
    const card = await boxOf(toast);
    const close = await boxOf(toast.getByRole("button"));
    const title = await firstLineOf(toast.locator("p").first());
    expect(gapAt(other(start), close, card), prefix).toBeLessThan(8 + AT_EDGE);
    // padded from its start as from the card's edge (16px); its end leaves room for the button
    expect(gapAt(start, title, card), prefix).toBeLessThan(16 + AT_EDGE);
    expect(gapAt(other(start), title, card), prefix).toBeGreaterThan(close.right - close.left);
    // on a phone it spans the screen above its bottom edge
    expect(card.right - card.left, prefix).toBeGreaterThan(PHONE.width - 40);
    await toast.getByRole("button").click();
    await expect(toast).toHaveCount(0);
  }
});

test("a form's labels and its fields' messages line up at the right in Hebrew", async ({ page }) => {
  for (const { prefix, start } of LANGUAGES) {
    await page.goto(`${prefix}/list-business`);
    const name = page.locator("[name='name']");
    const id = (await name.getAttribute("id"))!;
    const field = await boxOf(name);
    const label = await firstLineOf(page.locator(`label[for="${id}"]`));
    expect(gapAt(start, label, field), `${prefix} label`).toBeLessThan(AT_EDGE);
    expect(gapAt(other(start), label, field), `${prefix} label`).toBeGreaterThan((field.right - field.left) / 2);

    // sent empty: the name's message under it, from the same side
    await page.locator("main form [type='submit']").click();
    const message = page.locator(`[id="${id}-error"]`);
    await expect(message).toBeVisible();
    const line = await firstLineOf(message);
    expect(gapAt(start, line, field), `${prefix} message`).toBeLessThan(AT_EDGE);
    expect(gapAt(other(start), line, field), `${prefix} message`).toBeGreaterThan((field.right - field.left) / 3);
  }
});

test("the logo and photos are never mirrored, and the logo stays at the line's start", async ({ page, business }) => {
  for (const { prefix, start } of LANGUAGES) {
    await page.goto(`${prefix}/business/${business.id}`);
    const logo = page.getByRole("banner").getByRole("link", { name: /Soul of Rishikesh/ });
    expect(gapAt(start, await boxOf(logo), { left: 0, right: PHONE.width }), prefix).toBeLessThan(16 + AT_EDGE);
    expect(await drawnMirrored(logo.locator("svg")), `${prefix} logo`).toBe(false);
    // the business's photo across the top of its page
    expect(await drawnMirrored(page.locator("main section img").first()), `${prefix} photo`).toBe(false);

    await page.goto(`${prefix}/categories/${business.categorySlug}`);
    const card = page.getByRole("article").filter({ has: page.getByRole("heading", { name: business.name }) });
    expect(await drawnMirrored(card.locator("img")), `${prefix} card photo`).toBe(false);
  }
});
