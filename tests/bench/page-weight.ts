// Prints the JavaScript each public page type ships (gzip bytes), in real Chromium, against a running
// service: `npm run bench:weight -- http://localhost:3000` (default that address). With ADMIN_USERNAME and
// ADMIN_PASSWORD set it also measures the admin app's login screen and, signed in, its dashboard. It also prints the
// opening hours a category page's cards carry for their status lines (issue 41), in bytes of their compact form.
import { gzipSync } from "node:zlib";
import { chromium, type BrowserContext, type Page } from "@playwright/test";
import { CHROMIUM_LAUNCH } from "../chromium.ts";

const baseUrl = (process.argv[2] ?? "http://localhost:3000").replace(/\/$/, "");
const browser = await chromium.launch(CHROMIUM_LAUNCH);

async function firstRecord(path: string, pick: (items: Record<string, unknown>[]) => unknown): Promise<string> {
  const items = (await (await fetch(`${baseUrl}${path}`)).json()) as Record<string, unknown>[];
  return String(pick(items));
}
const businessId = await firstRecord("/api/businesses?limit=1", (items) => items[0]?.id);
const categorySlug = await firstRecord("/api/categories", (items) => items[0]?.slug);
const blogSlug = await firstRecord("/api/blog", (items) => items[0]?.slug);

type Interaction = (page: Page) => Promise<void>;
const openTabs: Interaction = async (page) => {
  for (const tab of [/^Reviews/, /^Contact/]) await page.getByRole("tab", { name: tab }).click();
};
const openSignIn: Interaction = (page) => page.getByRole("button", { name: "Sign In" }).click();

const pages: [string, string, Interaction?][] = [
  ["home", "/"],
  ["categories", "/categories"],
  ["category page", `/categories/${categorySlug}`],
  ["search", "/search?q=yoga"],
  ["business", `/business/${businessId}`, openTabs],
  ["list business", "/list-business"],
  ["blog", "/blog"],
  ["blog post", `/blog/${blogSlug}`, openSignIn],
  ["about", "/about"],
  ["contact", "/contact"],
  ["404", "/no-such-page"],
];

async function measure(path: string, interact?: Interaction, context: Pick<BrowserContext, "newPage"> = browser) {
  const page = await context.newPage();
  const scripts = new Map<string, number>();
  page.on("response", async (response) => {
    if (response.request().resourceType() !== "script") return;
    const body = await response.body().catch(() => undefined);
    if (body) scripts.set(response.url(), gzipSync(body).length);
  });
  const total = () => [...scripts.values()].reduce((sum, size) => sum + size, 0);
  await page.goto(`${baseUrl}${path}`, { waitUntil: "networkidle" });
  await page.mouse.wheel(0, 20_000); // let client:visible islands below the fold hydrate
  await page.waitForLoadState("networkidle");
  const onLoad = total();
  let afterInteraction: number | undefined;
  if (interact) {
    await interact(page);
    await page.waitForLoadState("networkidle");
    await page.waitForTimeout(500);
    afterInteraction = total();
  }
  await page.close();
  return { onLoad, afterInteraction };
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
console.log(`JavaScript shipped per page type (gzip), ${baseUrl}`);
for (const [name, path, interact] of pages) {
  const { onLoad, afterInteraction } = await measure(path, interact);
  const extra =
    afterInteraction === undefined
      ? ""
      : `, ${kb(afterInteraction)} after ${interact === openTabs ? "opening both tabs" : "opening Sign In"}`;
  console.log(`${name.padEnd(14)} ${kb(onLoad).padStart(9)} on load${extra}`);
}

const categoryPage = await (await fetch(`${baseUrl}/categories/${categorySlug}`)).text();
const cardHours = [...categoryPage.matchAll(/ data-hours="([^"]*)"/g)].map((match) => match[1]!);
console.log(
  `${"card hours".padEnd(14)} ${cardHours.join("").length} bytes in ${cardHours.length} cards of /categories/${categorySlug}`,
);

const { ADMIN_USERNAME: username, ADMIN_PASSWORD: password } = process.env;
if (username && password) {
  console.log(`${"admin login".padEnd(14)} ${kb((await measure("/admin/login")).onLoad).padStart(9)} on load`);
  const signedIn = await browser.newContext();
  const login = await signedIn.request.post(`${baseUrl}/api/admin/login`, {
    data: { username, password },
    headers: { Origin: baseUrl },
  });
  if (!login.ok()) throw new Error(`admin login failed: ${login.status()}`);
  const dashboard = await measure("/admin/dashboard", undefined, signedIn);
  console.log(`${"admin dashb.".padEnd(14)} ${kb(dashboard.onLoad).padStart(9)} on load (signed in)`);
  await signedIn.close();
}
await browser.close();
