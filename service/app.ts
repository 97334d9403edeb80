// Composes the feature modules into one Elysia app. Nothing else lives here.
import { Elysia } from "elysia";
import { apiCompression } from "./compression.ts";
import type { AppContext } from "./context.ts";
import { formPosts } from "./form-posts.ts";
import { hostRefusal, namesAHost } from "./host.ts";
import { httpErrors, pathStartOf, requestGuards } from "./http.ts";
import { categoryRoutes } from "./modules/categories/index.ts";
import { accountRoutes } from "./modules/account/index.ts";
import { adminRoutes } from "./modules/admin/index.ts";
import { adminAppRoutes } from "./modules/admin-app/index.ts";
import { blogRoutes } from "./modules/blog/index.ts";
import { businessRoutes } from "./modules/businesses/index.ts";
import { landmarkRoutes } from "./modules/landmarks/index.ts";
import { mailRoutes } from "./modules/mail/index.ts";
import { homeContentRoutes } from "./modules/home-content/index.ts";
import { hookRoutes } from "./modules/hooks/index.ts";
import { inquiryRoutes } from "./modules/inquiries/index.ts";
import { mediaRoutes } from "./modules/media/index.ts";
import { photoRoutes } from "./modules/photos/index.ts";
import { ownerRoutes } from "./modules/owners/index.ts";
import { ownerClaimRoutes } from "./modules/owners/claims/index.ts";
import { ownerInquiryRoutes } from "./modules/owners/inquiries/index.ts";
import { ownerListingRoutes } from "./modules/owners/listing/index.ts";
import { ownerReviewRoutes } from "./modules/owners/reviews/index.ts";
import { ownerFigureRoutes } from "./modules/owners/figures/index.ts";
import { pageViewRoutes } from "./modules/page-views/index.ts";
import { reviewRoutes } from "./modules/reviews/index.ts";
import { isSearchWithQuery, searchPageRoutes } from "./modules/search-page/index.ts";
import { statsRoutes } from "./modules/stats/index.ts";
import { testimonialRoutes } from "./modules/testimonials/index.ts";
import { visitorAuthRoutes } from "./modules/visitor-auth/index.ts";
import { staticSite } from "./publish/serve/serve.ts";
import { readCacheHits } from "./read-cache.ts";
import { securityHeaders } from "./security-headers.ts";

export function createApp(context: AppContext) {
  const site = staticSite(context);
  const app = new Elysia()
    .use(securityHeaders(context.env))
    // before httpErrors: a refused form post is answered with a page, any other error in JSON
    .use(formPosts(context.env))
    .use(httpErrors)
    .use(requestGuards)
    .use(apiCompression)
    .use(categoryRoutes(context))
    .use(businessRoutes(context))
    .use(landmarkRoutes(context))
    .use(reviewRoutes(context))
    .use(pageViewRoutes(context))
    .use(inquiryRoutes(context))
    .use(statsRoutes(context))
    .use(homeContentRoutes(context))
    .use(testimonialRoutes(context))
    .use(blogRoutes(context))
    .use(mediaRoutes(context))
    .use(photoRoutes(context))
    .use(mailRoutes(context))
    .use(visitorAuthRoutes(context))
    .use(accountRoutes(context))
    .use(ownerRoutes(context))
    .use(ownerClaimRoutes(context))
    .use(ownerListingRoutes(context))
    .use(ownerInquiryRoutes(context))
    .use(ownerReviewRoutes(context))
    .use(ownerFigureRoutes(context))
    .use(hookRoutes(context))
    .use(adminRoutes(context))
    .use(adminAppRoutes())
    .use(searchPageRoutes(context, site))
    // last: the public site answers every path no API route claimed
    .use(site.routes);
  const heldRead = readCacheHits(context.readCache, context.env);
  return answeringFirst(app, (request) => {
    // before anything reads the request's URL, which Bun builds from its Host
    if (!namesAHost(request)) return hostRefusal(request, context.env);
    if (isApiPath(request.url)) return heldRead(request);
    // a /search with a query is the one page path that memory alone cannot answer
    return isSearchWithQuery(request.url) ? undefined : site.answerFromMemory(request);
  });
}

/**
 * Serves the app on `port`. Not Elysia's listen(), which also hands each API route to Bun's router: with that, a
 * page answered from memory cost about a third more (31-35k against 44-55k req/s on the demo release, measured
 * alternately in one run), and the API was no faster.
 */
export function listen(app: ReturnType<typeof createApp>, port: number) {
  // Elysia reads the server from here (the client's address: server.requestIP) and stops it in app.stop()
  app.server = Bun.serve({
    port,
    idleTimeout: 30,
    // requestGuards refuses every oversized body itself, by its Content-Length before reading it and while reading
    // one streamed without it, with the error format's 413. Bun's own 413 has no body and no security headers, so its
    // limit is out of reach; a body no route reads is dropped as it comes, never kept
    maxRequestBodySize: Number.MAX_SAFE_INTEGER,
    fetch: app.fetch,
  });
  return app;
}

/**
 * Puts `first` in front of the app's request handler, which both listen() and handle() call through `fetch` (Elysia
 * composes it on first use, then keeps it as a writable property that this replaces).
 */
function answeringFirst<App extends { fetch: (request: Request) => Response | Promise<Response> }>(
  app: App,
  first: (request: Request) => Response | undefined,
): App {
  const handle = app.fetch;
  // memory answers GETs only, so a HEAD always reaches the app
  const answerByApp = (request: Request) =>
    request.method === "HEAD" ? Promise.resolve(handle(request)).then(withoutLengthOn304) : handle(request);
  Object.defineProperty(app, "fetch", {
    value: (request: Request) => first(request) ?? answerByApp(request),
    configurable: true,
    writable: true,
  });
  return app;
}

/**
 * Elysia answers a HEAD by running the GET route and setting Content-Length to the length of its body, which for a
 * 304 is 0. RFC 9110 (8.6) forbids a length other than the 200's there: a cache could take the page for empty. Sent
 * without one, as a GET's 304 is.
 */
function withoutLengthOn304(response: Response): Response {
  if (response.status === 304) response.headers.delete("content-length");
  return response;
}

function isApiPath(url: string): boolean {
  return url.startsWith("/api/", pathStartOf(url));
}
