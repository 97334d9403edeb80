// /search with a query: the live release's search page carrying the first page of that search's results, so they
// paint from the document itself (not after the island's 90 KB and an API call) and crawlers and browsers without
// JavaScript see them. Held in the read cache per release and URL, so a repeated search is a lookup and any content
// change empties it. A plain /search, or one the API would refuse, is the prebuilt page. A category the link names by
// an old slug, an id or a slug no category has is answered with 301 to the link with the category's slug, or without
// the category, so the box's dropdown and the results always show the same search.
import { Elysia } from "elysia";
import { LISTING_PAGE_SIZE } from "../../../shared/constants.ts";
import { BusinessSearchQuerySchema } from "../../../shared/schemas/business.ts";
import { fromSearchParams, toBusinessesApiQuery, toSearchQueryString } from "../../../site/islands/search/params.ts";
import { EncodableBody, type PendingHeaders } from "../../compression.ts";
import type { AppContext } from "../../context.ts";
import type { Env } from "../../env.ts";
import { pathStartOf } from "../../http.ts";
import { REVALIDATE } from "../../publish/static-cache.ts";
import { pathAndQuery, uncachedReads } from "../../read-cache.ts";
import { searchBusinesses } from "../businesses/queries.ts";
import { isCategoryFilter } from "../businesses/search.ts";
import { madePhotoPreviews } from "../media/index.ts";
import { currentCategorySlug } from "../moved-slugs/queries.ts";
import { withSearchResults } from "./render.tsx";

const SEARCH_PATH = "/search";
const HTML_TYPE = "text/html; charset=utf-8";

/** What this needs of the public site (publish/serve.ts). */
export interface LiveSite {
  liveRelease(): string | null;
  livePage(pathname: string): Promise<string | null>;
  serve(request: Request, set: PendingHeaders): Response | Promise<Response>;
}

/**
 * Whether `url` (a request's, absolute or a bare path) is a /search with a query: no prebuilt page answers it. Read
 * in place: every page request asks it before memory answers.
 */
export function isSearchWithQuery(url: string): boolean {
  const query = url.indexOf("?");
  if (query < 0 || query === url.length - 1) return false;
  const path = pathStartOf(url);
  if (!url.startsWith(SEARCH_PATH, path)) return false;
  const pathEnd = path + SEARCH_PATH.length;
  return query === pathEnd || (query === pathEnd + 1 && url[pathEnd] === "/");
}

export function searchPageRoutes({ db, env, readCache = uncachedReads }: AppContext, site: LiveSite) {
  async function answer(request: Request, set: PendingHeaders): Promise<Response> {
    const params = fromSearchParams(new URL(request.url).searchParams);
    const apiQuery = Object.fromEntries(new URLSearchParams(toBusinessesApiQuery(params)));
    const search = BusinessSearchQuerySchema.safeParse({ ...apiQuery, limit: LISTING_PAGE_SIZE });
    const release = site.liveRelease();
    // nothing to search for, a search the API refuses (the island then shows its answer), or no site yet
    if (!toSearchQueryString(params) || !search.success || release === null) return site.serve(request, set);
    if (isCategoryFilter(params.category)) {
      const categorySlug = await currentCategorySlug(db, params.category);
      if (categorySlug !== params.category) return movedToCategory(request.url, categorySlug);
    }

    return readCache.send(
      request,
      set,
      async () => {
        const [page, results] = await Promise.all([site.livePage(SEARCH_PATH), searchBusinesses(db, search.data)]);
        const shown = await withFirstPhotoPreview(env, results.businesses);
        // a release without the island's slot is sent as built: the island searches
        const html =
          page === null ? null : (withSearchResults(page, params, { ...results, businesses: shown }) ?? page);
        if (html === null) throw new Error(`The live release has no ${SEARCH_PATH} page.`);
        return { body: new EncodableBody(Buffer.from(html), HTML_TYPE), headers: { "cache-control": REVALIDATE } };
      },
      `${release}\n${pathAndQuery(request.url)}`,
    );
  }

  return new Elysia().get(SEARCH_PATH, ({ request, set }) => answer(request, set));
}

/**
 * The results with the first one's photo preview, when made (modules/media): the first card, in view on a phone,
 * draws it as a prebuilt page's does. The cache is emptied when a preview is made, so the next answer has it.
 */
async function withFirstPhotoPreview<Result extends { images: string[] }>(
  env: Env,
  businesses: Result[],
): Promise<(Result & { photoPreview?: string })[]> {
  const [first, ...rest] = businesses;
  const photo = first?.images[0];
  if (photo === undefined) return businesses;
  const photoPreview = (await madePhotoPreviews(env, [photo])).get(photo);
  return [{ ...first!, photoPreview }, ...rest];
}

/**
 * 301 to the same search with the category's current slug, or with no category when none answers to it (every other
 * parameter as it was). Asked for again each time, as publish/serve.ts's moved pages are: the slug may change again.
 */
function movedToCategory(url: string, categorySlug: string | null): Response {
  const moved = new URL(url);
  if (categorySlug === null) moved.searchParams.delete("category");
  else moved.searchParams.set("category", categorySlug);
  return new Response(null, {
    status: 301,
    headers: { location: moved.pathname + moved.search, "cache-control": REVALIDATE },
  });
}
