// /admin/outbox: every email the product sent or will send (shared/schemas/mail.ts), newest first, filtered by
// state and searched by recipient or subject: its state (queued, sent, failed and why, suppressed, held for a
// business's summary), recipient, subject, the record that caused it and attempts; View opens what it says, Resend
// queues it again. Below, the suppressed addresses, which an editor clears so mail goes to them again.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Link } from "react-router";
import {
  MAIL_STATUSES,
  type MailStatus,
  type MailSuppression,
  type OutboxMessage,
  type OutboxRow,
} from "../../../shared/schemas/mail.ts";
import { toast } from "../../../shared/ui/toast/store.ts";
import { DataTable } from "../../components/DataTable.tsx";
import { EmptyState, LoadError, LoadingRows } from "../../components/feedback.tsx";
import { FilterSelect, ListToolbar, Pagination, useListParams } from "../../components/ListControls.tsx";
import { ListScreenHeader } from "../../components/Screen.tsx";
import { errorMessage, getJson, getPage, send, withParams } from "../../lib/api.ts";
import { formatDateTime, formatTimeAgo } from "../../lib/dates.ts";
import { isUnauthorized } from "../../lib/query-client.ts";

const PAGE_SIZE = 20;
const FILTERS = ["all", ...MAIL_STATUSES] as const;

const MAIL_BADGES: Record<MailStatus, { label: string; className: string }> = {
  queued: { label: "Queued", className: "bg-blue-100 text-blue-900 ring-blue-300" },
  sent: { label: "Sent", className: "bg-green-100 text-green-900 ring-green-300" },
  failed: { label: "Failed", className: "bg-red-100 text-red-900 ring-red-300" },
  suppressed: { label: "Suppressed", className: "bg-stone-200 text-stone-800 ring-stone-300" },
  held: { label: "Held for summary", className: "bg-yellow-100 text-yellow-900 ring-yellow-300" },
  summarised: { label: "In a summary", className: "bg-stone-100 text-stone-800 ring-stone-300" },
};

const CAUSE_LINKS: Record<OutboxRow["causeType"], (id: number) => { to: string; label: string }> = {
  inquiry: (id) => ({ to: "/inquiries", label: `Inquiry #${id}` }),
  business: (id) => ({ to: `/businesses/${id}/edit`, label: `Business #${id}` }),
  review: (id) => ({ to: "/reviews?status=held", label: `Review #${id}` }),
  build: (id) => ({ to: "/publishing", label: `Build #${id}` }),
  // owners (issue 44): a code asked for at the owner's sign-in, a claim on a listing
  "sign-in": (id) => ({ to: "/owners", label: `Sign-in code #${id}` }),
  claim: (id) => ({ to: "/owners", label: `Claim #${id}` }),
};

const outboxKey = ["admin", "outbox"] as const;

function failureToast(error: unknown, title: string) {
  if (isUnauthorized(error)) return;
  toast({ title, description: errorMessage(error, "The server could not be reached."), variant: "destructive" });
}

export default function OutboxScreen() {
  const list = useListParams(PAGE_SIZE);
  const { value: status, set: setStatus } = list.status(FILTERS, "all");
  const query = { q: list.q, status: status === "all" ? undefined : status, limit: list.limit, offset: list.offset };
  const outbox = useQuery({
    queryKey: [...outboxKey, query],
    queryFn: () => getPage<OutboxRow>(withParams("/api/admin/outbox", query)),
    placeholderData: keepPreviousData,
    refetchOnMount: "always",
  });
  const [viewing, setViewing] = useState<number | null>(null);

  return (
    <>
      <ListScreenHeader title="Outbox" subtitle="Every email the directory sends, and what became of it" />
      <ListToolbar list={list} searchLabel="Search emails" placeholder="Search by recipient or subject...">
        <FilterSelect
          label="State"
          value={status}
          options={FILTERS.map((value) => ({
            value,
            label: value === "all" ? "All states" : MAIL_BADGES[value].label,
          }))}
          onChange={setStatus}
        />
      </ListToolbar>
      {outbox.isPending ? (
        <LoadingRows rows={4} label="Loading emails..." />
      ) : outbox.isError ? (
        <LoadError error={outbox.error} onRetry={() => void outbox.refetch()} what="Could not load the outbox" />
      ) : outbox.data.items.length === 0 ? (
        <EmptyState title="No emails found">
          {list.q || status !== "all"
            ? "Try another search or state."
            : "Emails appear here as inquiries, listings and held reviews come in."}
        </EmptyState>
      ) : (
        <>
          <DataTable
            caption="Emails, newest first"
            columns={["State", "To", "Subject", "Sent for", "Attempts", <span className="sr-only">Actions</span>]}
          >
            {outbox.data.items.map((row) => (
              <MailRow
                key={row.id}
                row={row}
                open={viewing === row.id}
                onView={() => setViewing(viewing === row.id ? null : row.id)}
              />
            ))}
          </DataTable>
          <Pagination page={list.page} limit={PAGE_SIZE} total={outbox.data.total} onPage={list.setPage} />
        </>
      )}
      <Suppressions />
    </>
  );
}

function MailRow({ row, open, onView }: { row: OutboxRow; open: boolean; onView: () => void }) {
  const badge = MAIL_BADGES[row.status];
  const cause = row.causeId === null ? undefined : CAUSE_LINKS[row.causeType](row.causeId);
  const queryClient = useQueryClient();
  const resend = useMutation({
    mutationFn: () => send<OutboxRow>("POST", `/api/admin/outbox/${row.id}/resend`),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: outboxKey });
      toast({ title: "Queued again", description: `The email to ${row.recipient} is queued.` });
    },
    onError: (error) => failureToast(error, "Could not resend"),
  });
  const resendable = row.status === "sent" || row.status === "failed" || row.status === "suppressed";
  return (
    <>
      <tr className="align-top text-stone-900">
        <td className="px-4 py-3">
          <span
            className={`rounded-full px-3 py-1 text-xs font-semibold whitespace-nowrap ring-1 ring-inset ${badge.className}`}
          >
            {badge.label}
          </span>
          {row.lastError && <span className="mt-2 block max-w-xs text-stone-700">{row.lastError}</span>}
        </td>
        <td className="px-4 py-3 break-all">{row.recipient}</td>
        <td className="px-4 py-3">
          {row.subject}
          <time className="block text-stone-700" dateTime={row.createdAt} title={formatDateTime(row.createdAt)}>
            {formatTimeAgo(row.createdAt)}
            {row.sentAt && `, sent ${formatDateTime(row.sentAt)}`}
          </time>
        </td>
        <td className="px-4 py-3">
          {cause ? (
            <Link to={cause.to} className="text-orange-800 underline-offset-2 hover:underline">
              {cause.label}
            </Link>
          ) : (
            "—"
          )}
        </td>
        <td className="px-4 py-3">{row.attempts}</td>
        <td className="space-x-2 px-4 py-3 whitespace-nowrap">
          <button type="button" className="btn-secondary" aria-expanded={open} onClick={onView}>
            {open ? "Hide" : "View"}
          </button>
          {resendable && (
            <button type="button" className="btn-secondary" disabled={resend.isPending} onClick={() => resend.mutate()}>
              Resend
            </button>
          )}
        </td>
      </tr>
      {open && (
        <tr>
          <td colSpan={6} className="bg-stone-50 px-4 py-3">
            <MailView id={row.id} />
          </td>
        </tr>
      )}
    </>
  );
}

function MailView({ id }: { id: number }) {
  const message = useQuery({
    queryKey: [...outboxKey, id],
    queryFn: () => getJson<OutboxMessage>(`/api/admin/outbox/${id}`),
  });
  if (message.isPending) return <LoadingRows rows={2} label="Loading the email..." />;
  if (message.isError) {
    return <LoadError error={message.error} onRetry={() => void message.refetch()} what="Could not load the email" />;
  }
  const { replyTo, headers, textBody } = message.data;
  return (
    <div className="text-sm">
      {replyTo && <p>Reply-To: {replyTo}</p>}
      {Object.entries(headers).map(([name, value]) => (
        <p key={name} className="break-all">
          {name}: {value}
        </p>
      ))}
      <pre className="mt-2 font-sans whitespace-pre-wrap text-stone-900">{textBody}</pre>
    </div>
  );
}

function Suppressions() {
  const queryClient = useQueryClient();
  const suppressions = useQuery({
    queryKey: ["admin", "mail-suppressions"],
    queryFn: () => getJson<MailSuppression[]>("/api/admin/mail-suppressions"),
    refetchOnMount: "always",
  });
  const clear = useMutation({
    mutationFn: (id: number) => send("DELETE", `/api/admin/mail-suppressions/${id}`),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ["admin", "mail-suppressions"] });
      toast({ title: "Cleared", description: "Mail goes to that address again." });
    },
    onError: (error) => failureToast(error, "Could not clear the address"),
  });
  return (
    <section aria-labelledby="suppressions-heading" className="mt-10">
      <h2 id="suppressions-heading" className="mb-1 font-display text-xl font-bold text-stone-900">
        Suppressed addresses
      </h2>
      <p className="mb-4 text-sm text-stone-700">
        No email goes to an address that bounced for good, nor the emails an address asked to stop, until you clear it.
      </p>
      {suppressions.isPending ? (
        <LoadingRows rows={1} label="Loading addresses..." />
      ) : suppressions.isError ? (
        <LoadError
          error={suppressions.error}
          onRetry={() => void suppressions.refetch()}
          what="Could not load the addresses"
        />
      ) : suppressions.data.length === 0 ? (
        <EmptyState title="No suppressed addresses">Every address may get mail.</EmptyState>
      ) : (
        <ul className="divide-y divide-stone-200 rounded-xl border border-stone-200 bg-white shadow-sm">
          {suppressions.data.map((entry) => (
            <li key={entry.id} className="flex flex-wrap items-center justify-between gap-2 px-4 py-3 text-sm">
              <span>
                <span className="font-medium break-all">{entry.address}</span>{" "}
                <span className="text-stone-700">
                  ({entry.scope === "all" ? "all email" : entry.scope}): {entry.reason}
                </span>
              </span>
              <button
                type="button"
                className="btn-secondary"
                disabled={clear.isPending}
                onClick={() => clear.mutate(entry.id)}
                aria-label={`Clear ${entry.address}`}
              >
                Clear
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
