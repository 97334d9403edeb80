// The Publishing screen's list of what went out after each release: deploy webhooks (a signed POST to each
// DEPLOY_WEBHOOK_URLS address) and uploads to the S3 bucket behind the CDN, with their attempts and last result.
// Polls while one is pending, since retries wait up to a minute between attempts.
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import type { Delivery, DeliveryKind, DeliveryStatus } from "../../../shared/schemas/delivery.ts";
import { DataTable } from "../../components/DataTable.tsx";
import { EmptyState, LoadError, LoadingRows } from "../../components/feedback.tsx";
import { Pagination } from "../../components/ListControls.tsx";
import { getPage, withParams } from "../../lib/api.ts";
import { formatDateTime, formatTimeAgo } from "../../lib/dates.ts";

const PAGE_SIZE = 10;
const POLL_MS = 5000;

const KINDS: Record<DeliveryKind, string> = { webhook: "Webhook", s3: "S3 upload" };

const BADGES: Record<DeliveryStatus, { label: string; className: string }> = {
  pending: { label: "Pending", className: "bg-blue-100 text-blue-900 ring-blue-300" },
  succeeded: { label: "Delivered", className: "bg-green-100 text-green-900 ring-green-300" },
  failed: { label: "Failed", className: "bg-red-100 text-red-900 ring-red-300" },
  superseded: { label: "Superseded", className: "bg-stone-200 text-stone-800 ring-stone-300" },
};

function useDeliveries(page: number) {
  const offset = (page - 1) * PAGE_SIZE;
  return useQuery({
    queryKey: ["admin", "webhook-deliveries", { limit: PAGE_SIZE, offset }],
    queryFn: () => getPage<Delivery>(withParams("/api/admin/webhook-deliveries", { limit: PAGE_SIZE, offset })),
    placeholderData: keepPreviousData,
    refetchOnMount: "always",
    refetchInterval: (query) =>
      query.state.data?.items.some((delivery) => delivery.status === "pending") ? POLL_MS : false,
  });
}

export default function WebhookDeliveries() {
  const [page, setPage] = useState(1);
  const deliveries = useDeliveries(page);
  return (
    <section aria-labelledby="deliveries-heading" className="mt-10">
      <h2 id="deliveries-heading" className="mb-1 font-display text-xl font-bold text-stone-900">
        Webhooks and CDN uploads
      </h2>
      <p className="mb-4 text-sm text-stone-700">
        After each release the service notifies the deploy webhooks and uploads the changed files to the CDN bucket,
        retrying each a few times.
      </p>
      {deliveries.isPending ? (
        <LoadingRows rows={2} label="Loading deliveries..." />
      ) : deliveries.isError ? (
        <LoadError
          error={deliveries.error}
          onRetry={() => void deliveries.refetch()}
          what="Could not load the deliveries"
        />
      ) : deliveries.data.items.length === 0 ? (
        <EmptyState title="Nothing sent yet">
          Set DEPLOY_WEBHOOK_URLS or S3_BUCKET (see the README) and each release is sent there.
        </EmptyState>
      ) : (
        <>
          <DataTable
            caption="Deliveries after each release, newest first"
            columns={["To", "Release", "Status", "Attempts", "Last result"]}
          >
            {deliveries.data.items.map((delivery) => (
              <DeliveryRow key={delivery.id} delivery={delivery} />
            ))}
          </DataTable>
          <Pagination page={page} limit={PAGE_SIZE} total={deliveries.data.total} onPage={setPage} />
        </>
      )}
    </section>
  );
}

function DeliveryRow({ delivery }: { delivery: Delivery }) {
  const badge = BADGES[delivery.status];
  return (
    <tr className="align-top text-stone-900">
      <td className="px-4 py-3">
        <span className="font-medium">{KINDS[delivery.kind]}</span>
        <span className="block break-all text-stone-700">{delivery.target}</span>
      </td>
      <td className="px-4 py-3">
        <span className="block">Build #{delivery.buildId}</span>
        <time className="text-stone-700" dateTime={delivery.createdAt} title={formatDateTime(delivery.createdAt)}>
          {formatTimeAgo(delivery.createdAt)}
        </time>
      </td>
      <td className="px-4 py-3">
        <span className={`rounded-full px-3 py-1 text-xs font-semibold ring-1 ring-inset ${badge.className}`}>
          {badge.label}
        </span>
      </td>
      <td className="px-4 py-3">{delivery.attempts}</td>
      <td className="px-4 py-3">
        {lastResult(delivery)}
        {delivery.status === "pending" && delivery.nextAttemptAt && (
          <span className="block text-stone-700">Next try {formatDateTime(delivery.nextAttemptAt)}</span>
        )}
      </td>
    </tr>
  );
}

/** The upload's summary, the error, or the HTTP status a webhook got. */
function lastResult(delivery: Delivery): string {
  if (delivery.lastError) return delivery.lastError;
  if (delivery.summary) return delivery.summary;
  if (delivery.lastStatusCode !== null) return `HTTP ${delivery.lastStatusCode}`;
  return delivery.attempts === 0 ? "Not tried yet" : "—";
}
