// What a delivery target is: where a release is sent after it goes live (a deploy webhook, the S3 bucket), and what
// one attempt to send it came to. The delivery queue (webhooks.ts) tries the targets; each target sends one row.
import type { DeliveryKind } from "../../../shared/schemas/delivery.ts";
import type { webhookDeliveries } from "../../db/schema.ts";

export type DeliveryRow = typeof webhookDeliveries.$inferSelect;

/** What one attempt came to. A thrown error counts as `{ ok: false, error: <its message> }`. */
export interface AttemptOutcome {
  ok: boolean;
  statusCode?: number;
  error?: string;
  /** what a successful attempt did, shown in the admin */
  summary?: string;
}

/** Where deliveries go: one webhook URL, or the S3 bucket. */
export interface DeliveryTarget {
  kind: DeliveryKind;
  /** the rows' url: the webhook's URL, or s3://bucket/prefix */
  url: string;
  /** how long one attempt may take before it counts as failed (and how long it keeps its row claimed) */
  timeoutMs: number;
  /** a new delivery makes the ones still pending pointless (an upload of a newer release replaces them) */
  supersedesPending?: boolean;
  send(row: DeliveryRow, signal: AbortSignal): Promise<AttemptOutcome>;
}
