import { Elysia } from "elysia";
import { BUSINESS_NOT_FOUND, LISTING_SUBMITTED_MESSAGE } from "../../../shared/messages.ts";
import {
  BusinessSearchQuerySchema,
  BusinessSubmissionSchema,
  type BusinessSubmissionValues,
  ListingFormSchema,
} from "../../../shared/schemas/business.ts";
import { withoutFormGuard } from "../../../shared/schemas/form-guard.ts";
import { toListingInput } from "../../../site/islands/listing/payload.ts";
import { admitFormPost, looksAutomated, unusedId } from "../../abuse/public-forms.ts";
import { clientAddress } from "../../request-source.ts";
import type { AppContext } from "../../context.ts";
import { answerPost, formSentAt, postedTexts } from "../../form-posts.ts";
import { businesses } from "../../db/schema.ts";
import { isFormPost, parseId, parseInput } from "../../http.ts";
import { createReadCache, uncachedReads } from "../../read-cache.ts";
import { listingRead } from "../paging.ts";
import { geographyIndexFor } from "../landmarks/geography-index.ts";
import { queueListingAwaitingApproval } from "../mail/notifications.ts";
import { mailSettings } from "../mail/settings.ts";
import { claimSubmittedListing } from "../owners/claims/queries.ts";
import { sessionVisitor } from "../visitor-auth/sessions.ts";
import { searchPublicBusinesses, withWhereabouts } from "./near.ts";
import { openNowIndexFor } from "./open-now.ts";
import { findActiveBusiness, listFeaturedBusinesses, requireCategory, submitBusiness } from "./queries.ts";

export function businessRoutes(context: AppContext) {
  const { db, env, readCache = uncachedReads } = context;
  const openNow = openNowIndexFor(context);
  const geography = geographyIndexFor(context);
  /** an open-now answer changes with the clock: nothing is held (a cache with no room) */
  const clockReads = createReadCache(0);
  // public reads answer from the read cache, which every content change empties
  return new Elysia({ prefix: "/api/businesses" })
    .get("/", ({ query, request, set }) => {
      const search = parseInput(BusinessSearchQuerySchema, query);
      // An open-now answer changes with the clock, so the read cache (kept until content changes) never holds one:
      // it is worked out at each request's moment, from the open set the index keeps for the minute.
      const reads = search.openNow ? clockReads : readCache;
      return reads.send(request, set, async () => {
        const openIds = search.openNow ? await openNow.openIdsAt(new Date()) : undefined;
        const result = await searchPublicBusinesses(db, geography, search, openIds);
        // The spec's client expects a plain array, so the total travels in a header.
        return listingRead({ rows: result.businesses, total: result.total });
      });
    })
    .get("/featured", ({ request, set }) =>
      readCache.send(request, set, async () => ({
        value: withWhereabouts(await listFeaturedBusinesses(db), await geography.held()),
      })),
    )
    .get("/:id", ({ params, request, set }) =>
      readCache.send(request, set, async () => {
        const business = await findActiveBusiness(db, parseId(params.id, BUSINESS_NOT_FOUND));
        return { value: withWhereabouts([business], await geography.held())[0] };
      }),
    )
    .post("/", async ({ body, set, request, server, cookie }) => {
      const submission = isFormPost(request) ? listingFormPost(body) : parseInput(BusinessSubmissionSchema, body);
      const { guard, values } = withoutFormGuard(submission);
      // a listing refused for its category is not counted against its sender's limit, as one refused by the
      // schema is not (storing it checks the category again, locked against its deletion)
      await db.transaction((tx) => requireCategory(tx, values.categoryId));
      await admitFormPost(db, "listing", { address: clientAddress(request, server, env) });
      // a script's listing is checked and answered like a person's, and not kept
      const settings = await mailSettings(db, env);
      // read here, not for every public read: only a listing's post asks who sent it
      const { visitor: sender } = await sessionVisitor(context, cookie);
      const { id } = looksAutomated(guard)
        ? { id: await unusedId(db, businesses) }
        : await submitBusiness(db, values, async (tx, businessId) => {
            await queueListingAwaitingApproval(tx, settings, businessId);
            // sent signed in: the listing becomes its sender's when an editor approves it (issue 44)
            if (sender) await claimSubmittedListing(tx, sender.id, businessId);
          });
      if (!looksAutomated(guard)) context.onMailQueued?.();
      set.status = 201;
      return answerPost(
        request,
        { id, message: LISTING_SUBMITTED_MESSAGE, status: "pending_review" },
        () => formSentAt.listing,
      );
    });
}

/**
 * The /list-business form posted without JavaScript: its fields read as the island reads them, and checked as the
 * island checks them, the terms box included (which the JSON API, the spec's client, does not send).
 */
function listingFormPost(body: unknown): BusinessSubmissionValues {
  const texts = postedTexts(body);
  const { acceptTerms: _ticked, ...submission } = parseInput(
    ListingFormSchema,
    toListingInput(texts, texts.acceptTerms !== undefined),
  );
  return submission;
}
