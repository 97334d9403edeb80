// What the service sends out after each release, as the admin API answers it (GET /api/admin/webhook-deliveries):
// a deploy webhook (a signed POST to one configured URL) or the upload of the release to the S3 bucket behind the
// CDN. Each is retried with backoff until it succeeds or runs out of attempts.
import { z } from "zod";
import { isoDate } from "./fields.ts";

export const DELIVERY_KINDS = ["webhook", "s3"] as const;
export type DeliveryKind = (typeof DELIVERY_KINDS)[number];

/** superseded: an upload a newer release's upload made pointless before it could succeed */
const DELIVERY_STATUSES = ["pending", "succeeded", "failed", "superseded"] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

/** What made a release live: the build that made it, or Roll back to it. */
const RELEASE_CAUSES = ["build", "rollback"] as const;

/** The body of a deploy webhook, signed with DEPLOY_WEBHOOK_SECRET (README: "Webhooks and the CDN"). */
export const ReleasePublishedEventSchema = z.object({
  event: z.literal("release.published"),
  cause: z.enum(RELEASE_CAUSES),
  releaseId: z.string(),
  buildId: z.number().int(),
  /** pages in the release, how many this build rendered and how many it took unchanged from the previous one */
  pagesTotal: z.number().int().nullable(),
  pagesRendered: z.number().int().nullable(),
  pagesReused: z.number().int().nullable(),
  publishedAt: z.string(),
});
export type ReleasePublishedEvent = z.infer<typeof ReleasePublishedEventSchema>;

export const DeliverySchema = z.object({
  id: z.number().int(),
  kind: z.enum(DELIVERY_KINDS),
  /** the webhook's URL without its query string, or s3://bucket/prefix */
  target: z.string(),
  buildId: z.number().int(),
  releaseId: z.string(),
  status: z.enum(DELIVERY_STATUSES),
  attempts: z.number().int(),
  /** the HTTP status the last attempt got, if it got one */
  lastStatusCode: z.number().int().nullable(),
  /** why the last attempt failed */
  lastError: z.string().nullable(),
  /** what a finished upload did: "uploaded 3 files, 212 unchanged, deleted 1" */
  summary: z.string().nullable(),
  /** when a pending delivery is tried next */
  nextAttemptAt: isoDate.nullable(),
  createdAt: isoDate,
  updatedAt: isoDate,
});
export type Delivery = z.infer<typeof DeliverySchema>;
