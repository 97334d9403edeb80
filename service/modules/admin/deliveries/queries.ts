import { desc } from "drizzle-orm";
import type { Database } from "../../../db/client.ts";
import { webhookDeliveries } from "../../../db/schema.ts";
import type { Listing } from "../crud-routes.ts";

type DeliveryRow = typeof webhookDeliveries.$inferSelect;

/** A delivery as the admin sees it (shared/schemas/delivery.ts): where it goes, without the body it sends. */
export type AdminDeliveryRow = Omit<DeliveryRow, "url" | "payload"> & { target: string };

/** A webhook URL may carry a token in its query string: the admin sees the address without it. */
function shownTarget(row: DeliveryRow): string {
  if (row.kind !== "webhook") return row.url;
  const url = new URL(row.url);
  return `${url.origin}${url.pathname}`;
}

function toAdminDelivery(row: DeliveryRow): AdminDeliveryRow {
  const { url: _url, payload: _payload, ...shown } = row;
  return { ...shown, target: shownTarget(row) };
}

/** One page of the deliveries, newest first, and how many there are in all. */
export async function listDeliveries(
  db: Database,
  page: { limit: number; offset: number },
): Promise<Listing<AdminDeliveryRow>> {
  const [rows, total] = await Promise.all([
    db.select().from(webhookDeliveries).orderBy(desc(webhookDeliveries.id)).limit(page.limit).offset(page.offset),
    db.$count(webhookDeliveries),
  ]);
  return { rows: rows.map(toAdminDelivery), total };
}
