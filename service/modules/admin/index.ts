// The admin API under /api/admin: login is open (with the same-site check); everything else sits
// behind requireAdmin, used by each module.
import { Elysia } from "elysia";
import type { AppContext } from "../../context.ts";
import { adminAuditRoutes } from "./audit/index.ts";
import { adminBlogRoutes } from "./blog/index.ts";
import { adminBuildRoutes, adminReleaseRoutes } from "./builds/index.ts";
import { adminBusinessRoutes } from "./businesses/index.ts";
import { adminCategoryRoutes } from "./categories/index.ts";
import { adminDeliveryRoutes } from "./deliveries/index.ts";
import { adminHomeContentRoutes } from "./home-content/index.ts";
import { adminInquiryRoutes } from "./inquiries/index.ts";
import { adminOutboxRoutes } from "./outbox/index.ts";
import { adminOwnerProposalRoutes } from "./owner-proposals/index.ts";
import { adminOwnerRoutes } from "./owners/index.ts";
import { adminCrossingRoutes, adminLandmarkRoutes } from "./landmarks/index.ts";
import { adminPreviewRoutes } from "./preview/index.ts";
import { adminReviewRoutes } from "./reviews/index.ts";
import { adminLoginRoutes, adminSessionRoutes } from "./session/index.ts";
import { adminStatsRoutes } from "./stats/index.ts";
import { adminTestimonialRoutes } from "./testimonials/index.ts";
import { adminTranslationRoutes } from "./translations/index.ts";

export function adminRoutes(context: AppContext) {
  return new Elysia()
    .use(adminLoginRoutes(context))
    .use(adminSessionRoutes(context))
    .use(adminBusinessRoutes(context))
    .use(adminCategoryRoutes(context))
    .use(adminBlogRoutes(context))
    .use(adminInquiryRoutes(context))
    .use(adminReviewRoutes(context))
    .use(adminHomeContentRoutes(context))
    .use(adminTestimonialRoutes(context))
    .use(adminTranslationRoutes(context))
    .use(adminLandmarkRoutes(context))
    .use(adminCrossingRoutes(context))
    .use(adminStatsRoutes(context))
    .use(adminAuditRoutes(context))
    .use(adminBuildRoutes(context))
    .use(adminReleaseRoutes(context))
    .use(adminDeliveryRoutes(context))
    .use(adminOutboxRoutes(context))
    .use(adminOwnerProposalRoutes(context))
    .use(adminOwnerRoutes(context))
    .use(adminPreviewRoutes(context));
}
