// What a search engine finds (issue 13): a crawl that follows links from / the way a crawler does (robots.txt obeyed,
// no JavaScript) reaches every public business, category and blog post, with no broken link or anchor; every page
// it reaches is conformant HTML (html-validate's standard preset) and carries JSON-LD that expands against
// schema.org, type-checks and has the properties rich results require, opening hours included (issue 41).
import type { APIRequestContext } from "@playwright/test";
import { type HtmlElementLike, HtmlValidate } from "html-validate";
import { waitForIdleBuilds } from "./builds.ts";
import { expect, test } from "./fixtures.ts";
import { jsonLdBlocks, richResultProblems, schemaProblems } from "./structured-data.ts";

/** A URL holds no space: the W3C checker refuses one unescaped (a `data:` icon's markup, say). */
const urlWithoutSpaces = { enum: [/^\S*$/] };

/**
 * The standard preset, with one element rule widened: Astro writes the <style> its island loader needs
 * (astro-island{display:contents}) in front of the first island in <body>, which the HTML spec allows only in
 * <head>. Browsers apply it there all the same; it is Astro's output, not ours to move. And two rules of the W3C
 * checker html-validate does not have: no space in a link's URL, and no aria-expanded on a button with `command`
 * (ARIA in HTML: the browser states whether what an invoker command opens is open, and one written by hand drifts).
 */
const validator = new HtmlValidate({
  extends: ["html-validate:standard"],
  elements: [
    "html5",
    {
      style: { flow: true },
      a: { attributes: { href: urlWithoutSpaces } },
      link: { attributes: { href: urlWithoutSpaces } },
      button: {
        attributes: {
          "aria-expanded": {
            allowed: (button: HtmlElementLike) =>
              button.hasAttribute("command") ? "the browser states it for a command" : null,
          },
        },
      },
    },
  ],
});

interface CrawledPage {
  path: string;
  status: number;
  html: string;
}

/** The Disallow rules robots.txt gives every crawler. */
async function disallowedPrefixes(request: APIRequestContext): Promise<string[]> {
  const robots = await (await request.get("/robots.txt")).text();
  return [...robots.matchAll(/^Disallow:\s*(\S+)/gm)].map((match) => match[1]!);
}

/** Follows every <a href> on this origin from `/`, breadth first; answers the pages and the anchors linked. */
async function crawl(request: APIRequestContext, origin: string) {
  const disallowed = await disallowedPrefixes(request);
  const pages = new Map<string, CrawledPage>();
  const anchors = new Map<string, string>(); // "path#id" → the page linking to it
  const queue = ["/"];
  while (queue.length > 0) {
    const path = queue.shift()!;
    if (pages.has(path)) continue;
    const response = await request.get(path, { maxRedirects: 0 });
    const html = await response.text();
    pages.set(path, { path, status: response.status(), html });
    for (const [, href] of html.matchAll(/<a\b[^>]*?\shref="([^"]*)"/g)) {
      const url = new URL(href!.replace(/&amp;/g, "&"), `${origin}${path}`);
      if (url.origin !== origin || disallowed.some((prefix) => url.pathname.startsWith(prefix))) continue;
      const target = url.pathname.replace(/(.)\/$/, "$1") + url.search;
      if (url.hash.length > 1) anchors.set(`${target}#${decodeURIComponent(url.hash.slice(1))}`, path);
      if (!pages.has(target) && !queue.includes(target)) queue.push(target);
    }
  }
  return { pages, anchors };
}

test("a crawl from / reaches every public business, category and blog post, as valid HTML with valid JSON-LD", async ({
  request,
  adminApi,
  baseURL,
}) => {
  test.setTimeout(240_000);
  await waitForIdleBuilds(adminApi);
  const origin = new URL(baseURL!).origin;
  const { pages, anchors } = await crawl(request, origin);

  const broken = [...pages.values()].filter((page) => page.status !== 200).map((page) => `${page.path} ${page.status}`);
  expect(broken, "links that do not answer 200").toEqual([]);
  const missingAnchors = [...anchors.entries()]
    .filter(([link]) => {
      const [path, id] = link.split("#") as [string, string];
      return !pages.get(path)?.html.includes(` id="${id}"`);
    })
    .map(([link, from]) => `${link} (linked from ${from})`);
  expect(missingAnchors, "anchors with no element of that id").toEqual([]);

  // Everything public, as the API lists it, was reached by links alone.
  const paths = new Set(pages.keys());
  const businesses = (await (await request.get("/api/businesses?limit=100")).json()) as { id: number }[];
  const categories = (await (await request.get("/api/categories")).json()) as { slug: string }[];
  const posts = (await (await request.get("/api/blog")).json()) as { slug: string }[];
  const expected = [
    ...businesses.map((business) => `/business/${business.id}`),
    ...categories.map((category) => `/categories/${category.slug}`),
    ...posts.map((post) => `/blog/${post.slug}`),
  ];
  expect(
    expected.filter((path) => !paths.has(path)),
    "public pages no link leads to",
  ).toEqual([]);
  // and so was every page the sitemap lists
  const sitemap = await (await request.get("/sitemap.xml")).text();
  // as the crawl names a page: without its trailing slash (the Hindi home page /hi/ is /hi)
  const listed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) =>
    new URL(match[1]!).pathname.replace(/(.)\/$/, "$1"),
  );
  expect(listed.length).toBeGreaterThan(expected.length);
  expect(
    listed.filter((path) => !paths.has(path)),
    "sitemap pages no link leads to",
  ).toEqual([]);
  console.log(`crawl from /: ${pages.size} pages, ${expected.length} businesses, categories and posts among them`);

  const notFound = await request.get("/no-such-page");
  const checked = [...pages.values(), { path: "/no-such-page", status: 404, html: await notFound.text() }];
  const invalid: string[] = [];
  const structured: string[] = [];
  const typesSeen = new Map<string, Set<string>>();
  const hoursSeen = { week: 0, exceptions: 0 };
  for (const page of checked) {
    const report = await validator.validateString(page.html, page.path);
    for (const message of report.results.flatMap((result) => result.messages)) {
      invalid.push(`${page.path}: ${message.ruleId} ${message.message} (${message.selector ?? ""})`);
    }
    for (const block of jsonLdBlocks(page.html, page.path)) {
      const problems = [...(await schemaProblems(block)), ...richResultProblems(block, origin)];
      structured.push(...problems.map((problem) => `${page.path}: ${problem}`));
      const kind = page.path.split("/")[1] || "home";
      if (block.openingHoursSpecification) hoursSeen.week++;
      if (block.specialOpeningHoursSpecification) hoursSeen.exceptions++;
      typesSeen.set(kind, new Set([...(typesSeen.get(kind) ?? []), ...[block["@type"]].flat().map(String)]));
    }
  }
  expect(invalid, "html-validate errors").toEqual([]);
  expect(structured, "JSON-LD problems").toEqual([]);
  console.log([...typesSeen].map(([kind, types]) => `JSON-LD on ${kind}: ${[...types].sort().join(", ")}`).join("\n"));
  // Every business page declares its category's type; the seed's categories include subtypes and a second type.
  const businessTypes = typesSeen.get("business") ?? new Set();
  expect(businessTypes).toContain("LodgingBusiness");
  expect(businessTypes).toContain("TouristAttraction");
  // The seed gives nearly every business a week and several a coming exception (a festival, the monsoon).
  console.log(`JSON-LD opening hours: ${hoursSeen.week} weeks, ${hoursSeen.exceptions} with exceptions`);
  expect(hoursSeen.week).toBeGreaterThan(0);
  expect(hoursSeen.exceptions).toBeGreaterThan(0);
});

test("robots.txt keeps crawlers out of the admin and its API, and blocks no page or public read", async ({
  request,
}) => {
  const disallowed = await disallowedPrefixes(request);
  const blocked = (path: string) => disallowed.some((prefix) => path.startsWith(prefix));
  for (const path of ["/admin", "/admin/login", "/api/admin/stats", "/api/auth/user", "/api/login"]) {
    expect(blocked(path), path).toBe(true);
  }
  for (const path of ["/", "/categories/yoga-meditation", "/business/1", "/api/businesses", "/sitemap.xml"]) {
    expect(blocked(path), path).toBe(false);
  }
});

test("the structured-data check catches an unknown property, a wrong type and a value of the wrong kind", async () => {
  const problems = await schemaProblems({
    "@context": "https://schema.org",
    "@type": "LodgingBusiness",
    name: "Riverside Rooms",
    colour: "saffron",
    address: { "@type": "Person", name: "Not an address" },
    aggregateRating: { "@type": "AggregateRating", ratingValue: true },
  });
  expect(problems).toEqual([
    "#0.address: Person is not one of PostalAddress",
    "#0.aggregateRating.ratingValue: boolean is not one of Number, Text",
    "#0: LodgingBusiness has no property colour",
  ]);
  expect(await schemaProblems({ "@type": "LocalBusiness", name: "No context" })).toContain(
    "#0: LocalBusiness is not a schema.org type",
  );
});

test("the structured-data check catches opening hours a search engine would misread", async ({ baseURL }) => {
  const origin = new URL(baseURL!).origin;
  const business = {
    "@context": "https://schema.org",
    "@type": "FoodEstablishment",
    name: "Riverside Café",
    url: `${origin}/business/1`,
    address: { "@type": "PostalAddress", addressLocality: "Rishikesh", addressCountry: "IN" },
    openingHoursSpecification: [
      { "@type": "OpeningHoursSpecification", dayOfWeek: ["Monday"], opens: "20:00", closes: "01:00" },
      { "@type": "OpeningHoursSpecification", dayOfWeek: ["Tuesday"], opens: "00:00", closes: "00:00" },
      { "@type": "OpeningHoursSpecification", dayOfWeek: ["Someday"], opens: "8 am", closes: "22:00" },
    ],
    specialOpeningHoursSpecification: [
      { "@type": "OpeningHoursSpecification", opens: "00:00", closes: "00:00", validFrom: "2026-11-08" },
      {
        "@type": "OpeningHoursSpecification",
        opens: "05:00",
        closes: "09:00",
        validFrom: "2026-05-25",
        validThrough: "2026-05-24",
      },
    ],
  };
  expect(await schemaProblems(business)).toEqual([]);
  expect(richResultProblems(business, origin)).toEqual([
    "business.openingHoursSpecification[1]: 00:00 to 00:00 reads as closed",
    "business.openingHoursSpecification[2].opens: 8 am",
    "business.openingHoursSpecification[2].dayOfWeek: Someday",
    "business.specialOpeningHoursSpecification[0]: dates 2026-11-08 to undefined",
    "business.specialOpeningHoursSpecification[1]: ends 2026-05-24 before it starts 2026-05-25",
  ]);
});
