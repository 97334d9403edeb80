// Composes the feature modules into one Elysia app. Nothing else lives here.
import { Elysia } from "elysia";
import { REQUEST_BODY_LIMITS } from "../shared/constants.ts";
import { apiCompression } from "./compression.ts";
import type { AppContext } from "./context.ts";
import { httpErrors, requestGuards } from "./http.ts";
import { categoryRoutes } from "./modules/categories/index.ts";
import { accountRoutes } from "./modules/account/index.ts";
import { adminRoutes } from "./modules/admin/index.ts";
import { adminAppRoutes } from "./modules/admin-app/index.ts";
import { blogRoutes } from "./modules/blog/index.ts";
import { businessRoutes } from "./modules/businesses/index.ts";
import { homeContentRoutes } from "./modules/home-content/index.ts";
import { hookRoutes } from "./modules/hooks/index.ts";
import { inquiryRoutes } from "./modules/inquiries/index.ts";
import { reviewRoutes } from "./modules/reviews/index.ts";
import { statsRoutes } from "./modules/stats/index.ts";
import { testimonialRoutes } from "./modules/testimonials/index.ts";
import { visitorAuthRoutes } from "./modules/visitor-auth/index.ts";
import { staticSiteRoutes } from "./publish/serve.ts";
import { readCacheHits } from "./read-cache.ts";
import { securityHeaders } from "./security-headers.ts";

export function createApp(context: AppContext) {
  return (
    // requestGuards answers an oversized body with a JSON 413; past twice the admin limit Bun refuses it
    // unread (an empty 413), with or without a Content-Length
    new Elysia({ serve: { maxRequestBodySize: 2 * REQUEST_BODY_LIMITS.admin } })
      .use(securityHeaders(context.env))
      .use(readCacheHits(context.readCache))
      .use(httpErrors)
      .use(requestGuards)
      .use(apiCompression)
      .use(categoryRoutes(context))
      .use(businessRoutes(context))
      .use(reviewRoutes(context))
      .use(inquiryRoutes(context))
      .use(statsRoutes(context))
      .use(homeContentRoutes(context))
      .use(testimonialRoutes(context))
      .use(blogRoutes(context))
      .use(visitorAuthRoutes(context))
      .use(accountRoutes(context))
      .use(hookRoutes(context))
      .use(adminRoutes(context))
      .use(adminAppRoutes())
      // last: the public site answers every path no API route claimed
      .use(staticSiteRoutes(context))
  );
}
