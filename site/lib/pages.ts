// The pages built from one snapshot record each (a business, a category, a blog post), as their routes' getStaticPaths return them. Each carries a cacheKey: with Astro's incremental build
// a page whose key and code did not change since the last build is reused instead of rendered, so the key must
// cover everything the page shows: its props and what the layout shows on every page (siteWideContent).
import { createHash } from "node:crypto";
import type { SiteSnapshot } from "../../shared/schemas/snapshot.ts";
import { toBusinessCard } from "../islands/business/BusinessCard.tsx";
import { LANGUAGES, type Language, localizedPath, splitLanguage } from "../../shared/i18n/languages.ts";
import { businessMap } from "./business-map.ts";
import { hoursAsOf } from "./hours.ts";
import { inEveryLanguage } from "./language.ts";
import { paginate } from "./pagination.ts";
import { withTranslationsIn } from "./translated.ts";
import { pagesToRender } from "./render-only.ts";
import { blogPostPath, businessPath, categoryPath } from "./seo.ts";

/** What BaseLayout shows from the snapshot on every page; anything it starts to show belongs here. */
function siteWideContent(snapshot: SiteSnapshot) {
  return { siteUrl: snapshot.siteUrl };
}

export interface RecordPage<Params, Props> {
  params: Params;
  props: Props;
  cacheKey: string;
}

function keyedPage<Params, Props>(snapshot: SiteSnapshot, params: Params, props: Props): RecordPage<Params, Props> {
  const shown = JSON.stringify({ site: siteWideContent(snapshot), params, props });
  return { params, props, cacheKey: createHash("sha256").update(shown).digest("base64url") };
}

/** A page's file in a release, from its English path and its language: `/business/3` in Hindi is hi/business/3/index.html. */
function pageFile(path: string, language: Language): string {
  return `${localizedPath(path, language).slice(1)}/index.html`;
}

/** A record's page in a release: its file there, its key, and what its route's getStaticPaths returns for it. */
interface FiledPage<Params, Props> extends RecordPage<Params, Props> {
  file: string;
}

/**
 * A record's page once per language (site/lib/language.ts), each keyed with its language and named by its file in
 * the release (`pathOf` gives its English path from its params).
 */
function keyedInEveryLanguage<Params extends object, Props extends object>(
  snapshot: SiteSnapshot,
  pages: readonly { params: Params; props: Props }[],
  pathOf: (params: Params) => string,
): FiledPage<Params & { lang: string | undefined }, Props & { language: Language }>[] {
  return inEveryLanguage(pages).map(({ params, props }) => ({
    file: pageFile(pathOf(params), props.language),
    ...keyedPage(snapshot, params, withTranslationsIn(props, props.language)),
  }));
}

/** A record route's getStaticPaths: its pages, or only those the builder named for this build (`only`). */
function forThisBuild<Params, Props>(
  pages: FiledPage<Params, Props>[],
  only: Set<string> | undefined,
): RecordPage<Params, Props>[] {
  return pages
    .filter(({ file }) => !only || only.has(file))
    .map(({ params, props, cacheKey }) => ({ params, props, cacheKey }));
}

/** Whether a record at `path` has a page in some language among `only` (or every record has, without it). */
function namedIn(only: Set<string> | undefined, path: string): boolean {
  return !only || LANGUAGES.some((language) => only.has(pageFile(path, language)));
}

/** The map a business's page draws: around its position, when it has one and the river's course is known. */
function mapOfBusiness(business: SiteSnapshot["businesses"][number], geography: SiteSnapshot["geography"]) {
  const { latitude, longitude } = business;
  if (latitude === null || longitude === null || geography.river === null) return null;
  return businessMap({ ...business, latitude, longitude }, geography);
}

/**
 * A business's page as built at `now`: its hours carry the exceptions not yet over, so the first build after one has
 * ended builds the page again (its script hides one that ends while it is read). Its map is worked out here, so the
 * page's key covers what the map draws of the geography (a crossing closed, a landmark moved) and nothing else of it.
 */
export function businessPages(snapshot: SiteSnapshot, now = new Date()) {
  // an edit's build works out the props (the map, the hours) of the businesses it renders only
  const only = pagesToRender();
  const businesses = snapshot.businesses.filter((business) => namedIn(only, businessPath(business)));
  return forThisBuild(businessEntries({ ...snapshot, businesses }, now), only);
}

function businessEntries(snapshot: SiteSnapshot, now: Date) {
  return keyedInEveryLanguage(
    snapshot,
    snapshot.businesses.map((business) => ({
      params: { id: String(business.id) },
      props: {
        business: { ...business, hours: hoursAsOf(business.hours, now) },
        map: mapOfBusiness(business, snapshot.geography),
      },
    })),
    ({ id }) => businessPath({ id: Number(id) }),
  );
}

/**
 * A category's listing pages: its businesses' cards in pages of LISTING_PAGE_SIZE (site/lib/pagination.ts), every
 * category's name for the search box, and the map's tiles for its Map view.
 */
function categoryListings(snapshot: SiteSnapshot) {
  const categories = snapshot.categories.map(({ slug, name, translations }) => ({ slug, name, translations }));
  return snapshot.categories.flatMap((category) => {
    const cards = snapshot.businesses.filter((business) => business.categoryId === category.id).map(toBusinessCard);
    return paginate(cards).map((listing) => ({
      params: { slug: category.slug },
      props: { category, categories, listing, mapTiles: snapshot.mapTiles },
    }));
  });
}

/** /categories/{slug}: a category's first page of businesses. */
export function categoryPages(snapshot: SiteSnapshot) {
  return forThisBuild(categoryEntries(snapshot), pagesToRender());
}

function categoryEntries(snapshot: SiteSnapshot) {
  return keyedInEveryLanguage(
    snapshot,
    categoryListings(snapshot).filter(({ props }) => props.listing.page === 1),
    ({ slug }) => categoryPath(slug),
  );
}

/** /categories/{slug}/page/{n}: the pages after the first. */
export function categoryMorePages(snapshot: SiteSnapshot) {
  return forThisBuild(categoryMoreEntries(snapshot), pagesToRender());
}

function categoryMoreEntries(snapshot: SiteSnapshot) {
  return keyedInEveryLanguage(
    snapshot,
    categoryListings(snapshot)
      .filter(({ props }) => props.listing.page > 1)
      .map(({ params, props }) => ({ params: { ...params, page: String(props.listing.page) }, props })),
    ({ slug, page }) => categoryPath(slug, Number(page)),
  );
}

export function blogPostPages(snapshot: SiteSnapshot) {
  return forThisBuild(blogPostEntries(snapshot), pagesToRender());
}

function blogPostEntries(snapshot: SiteSnapshot) {
  return keyedInEveryLanguage(
    snapshot,
    snapshot.blogPosts.map((post) => ({ params: { slug: post.slug }, props: { post } })),
    ({ slug }) => blogPostPath({ slug }),
  );
}

/**
 * Every record page the snapshot makes at `now`, by its file in the release, with its cacheKey: what the builder
 * compares with the live release's to find the pages an edit changes (service/publish/build/changed-pages.ts).
 */
export function recordPageKeys(snapshot: SiteSnapshot, now = new Date()): Map<string, string> {
  const pages = [
    ...businessEntries(snapshot, now),
    ...categoryEntries(snapshot),
    ...categoryMoreEntries(snapshot),
    ...blogPostEntries(snapshot),
  ];
  return new Map(pages.map(({ file, cacheKey }) => [file, cacheKey]));
}

/** How many pages the snapshot's records make, in every language (pages without a record come on top). */
export function recordPageCount(snapshot: SiteSnapshot): number {
  return (
    LANGUAGES.length * (snapshot.businesses.length + categoryListings(snapshot).length + snapshot.blogPosts.length)
  );
}

/**
 * The record a page path is built from, as an editor would look for it ("business 12 (Ganga Yoga)"), so a build
 * that fails on a page says which content to fix; undefined for pages that are not one record's.
 */
export function recordOfPage(snapshot: SiteSnapshot, pathname: string): string | undefined {
  // the record of /hi/business/12 is the one of /business/12
  const { path } = splitLanguage(`/${pathname.replace(/^\/+|\/+$/g, "").replace(/\/index\.html$/, "")}`);
  const business = snapshot.businesses.find((candidate) => path === businessPath(candidate));
  if (business) return `business ${business.id} (${business.name})`;
  const post = snapshot.blogPosts.find((candidate) => path === blogPostPath(candidate));
  if (post) return `blog post ${post.id} (${post.title})`;
  const category = snapshot.categories.find(
    (candidate) => path === categoryPath(candidate.slug) || path.startsWith(`${categoryPath(candidate.slug)}/page/`),
  );
  if (category) return `category ${category.id} (${category.name})`;
  return undefined;
}
