// Prints the JavaScript each public page type ships (gzip bytes), in English, Hindi and Hebrew, and the fonts a page
// loads (a Hindi or Hebrew page's), in real Chromium, against a running service: `npm run bench:weight -- http://localhost:3000` (default that address). With ADMIN_USERNAME and
// ADMIN_PASSWORD set it also measures the admin app's login screen and, signed in, its dashboard. It also prints the
// opening hours a category page's cards carry for their status lines (issue 41), in bytes of their compact form.
import { gzipSync } from "node:zlib";
import { chromium, type BrowserContext, type Page } from "@playwright/test";
import { LANGUAGES, localizedPath } from "../../shared/i18n/languages.ts";
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

const englishPages: [string, string, Interaction?][] = [
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
/** Every page type in Hindi and Hebrew too (issue 47), as "home (hi)"; the contact page is English only. */
const pages = englishPages.flatMap(([name, path, interact]) =>
  LANGUAGES.filter((language) => language === "en" || path !== "/contact").map(
    (language): [string, string, Interaction?] => [
      language === "en" ? name : `${name} (${language})`,
      localizedPath(path, language),
      interact && language === "en" ? interact : undefined,
    ],
  ),
);
/** The width of a line's name, for the eye: page-weight-rows.ts reads a line up to its figure. */
const NAME_WIDTH = 20;

async function measure(path: string, interact?: Interaction, context: Pick<BrowserContext, "newPage"> = browser) {
  const page = await context.newPage();
  const scripts = new Map<string, number>();
  const fonts = new Map<string, number>();
  page.on("response", async (response) => {
    const type = response.request().resourceType();
    if (type !== "script" && type !== "font") return;
    const body = await response.body().catch(() => undefined);
    // a woff2 is compressed already and sent as it is
    if (body && type === "script") scripts.set(response.url(), gzipSync(body).length);
    if (body && type === "font") fonts.set(response.url(), body.length);
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
  return { onLoad, afterInteraction, fontBytes: [...fonts.values()].reduce((sum, size) => sum + size, 0) };
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
console.log(`JavaScript shipped per page type (gzip), ${baseUrl}`);
for (const [name, path, interact] of pages) {
  const { onLoad, afterInteraction, fontBytes } = await measure(path, interact);
  const extra =
    afterInteraction === undefined
      ? ""
      : `, ${kb(afterInteraction)} after ${interact === openTabs ? "opening both tabs" : "opening Sign In"}`;
  console.log(`${name.padEnd(NAME_WIDTH)} ${kb(onLoad).padStart(9)} on load${extra}`);
  // English pages load no font (site/fonts/language-fonts.ts): a line here for one would say so
  if (fontBytes > 0) console.log(`${name.padEnd(NAME_WIDTH)} ${kb(fontBytes).padStart(9)} of fonts`);
}

const categoryPage = await (await fetch(`${baseUrl}/categories/${categorySlug}`)).text();
const cardHours = [...categoryPage.matchAll(/ data-hours="([^"]*)"/g)].map((match) => match[1]!);
console.log(
  `${"card hours".padEnd(NAME_WIDTH)} ${cardHours.join("").length} bytes in ${cardHours.length} cards of /categories/${categorySlug}`,
);

const { ADMIN_USERNAME: username, ADMIN_PASSWORD: password } = process.env;
if (username && password) {
  console.log(`${"admin login".padEnd(NAME_WIDTH)} ${kb((await measure("/admin/login")).onLoad).padStart(9)} on load`);
  const signedIn = await browser.newContext();
  const login = await signedIn.request.post(`${baseUrl}/api/admin/login`, {
    data: { username, password },
    headers: { Origin: baseUrl },
  });
  if (!login.ok()) throw new Error(`admin login failed: ${login.status()}`);
  const dashboard = await measure("/admin/dashboard", undefined, signedIn);
  console.log(`${"admin dashb.".padEnd(NAME_WIDTH)} ${kb(dashboard.onLoad).padStart(9)} on load (signed in)`);
  await signedIn.close();
}
await browser.close();
