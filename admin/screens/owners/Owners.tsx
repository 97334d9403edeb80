// /admin/owners (issue 44): who owns what (revoke an ownership, suspend an owner or let them back), the claims
// waiting for an editor (approve one on a listing nobody manages, transfer one someone manages once its cooling-off
// has passed, refuse with a reason the claimant reads), and the owners' pending edits.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import type { ClaimDecisionInput, OwnershipRow, PendingClaimRow } from "../../../shared/schemas/owners.ts";
import { toast } from "../../../shared/ui/toast/store.ts";
import { DataTable } from "../../components/DataTable.tsx";
import { EmptyState, LoadError, LoadingRows } from "../../components/feedback.tsx";
import { ListScreenHeader } from "../../components/Screen.tsx";
import { errorMessage, getJson, send } from "../../lib/api.ts";
import { formatDateTime } from "../../lib/dates.ts";
import { Tabs } from "../home-content/Tabs.tsx";
import PendingEdits from "./PendingEdits.tsx";

const OWNERS_URL = "/api/admin/owners";
const ownersKey = ["admin", "owners"] as const;

interface OwnersAnswer {
  owners: OwnershipRow[];
  claims: PendingClaimRow[];
}

/** One editor's decision: posted, announced, and the screen and the audit log read again. */
function useOwnerDecision() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ path, body }: { path: string; body?: ClaimDecisionInput; done: string }) =>
      send("POST", `${OWNERS_URL}${path}`, body),
    onSuccess: (_answer, { done }) => {
      toast({ title: done });
      return Promise.all(
        [ownersKey, ["admin", "audit"]].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      );
    },
    onError: (error) =>
      toast({ title: "Error", description: errorMessage(error, "Failed to decide"), variant: "destructive" }),
  });
}

/** A button that asks for the reason the person reads before it sends the decision. */
function WithReason({ label, onSend, pending }: { label: string; onSend: (reason: string) => void; pending: boolean }) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState("");
  if (!open) {
    return (
      <button type="button" className="btn-secondary px-3 py-1.5 text-sm" onClick={() => setOpen(true)}>
        {label}
      </button>
    );
  }
  return (
    <form
      className="mt-3 w-full space-y-2"
      onSubmit={(event) => {
        event.preventDefault();
        onSend(reason);
      }}
    >
      <label className="block text-sm font-semibold text-stone-900">
        Reason (the owner reads it)
        <textarea
          className="mt-1 block w-full rounded-lg border border-stone-300 px-3 py-2 font-normal"
          rows={2}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
        />
      </label>
      <div className="flex gap-2">
        <button type="submit" className="btn-primary px-3 py-1.5 text-sm" disabled={pending}>
          {label}
        </button>
        <button type="button" className="btn-secondary px-3 py-1.5 text-sm" onClick={() => setOpen(false)}>
          Cancel
        </button>
      </div>
    </form>
  );
}

function ClaimCard({ claim }: { claim: PendingClaimRow }) {
  const decide = useOwnerDecision();
  const headingId = `claim-${claim.id}`;
  const waitsUntil = claim.transferAfter && new Date(claim.transferAfter) > new Date() ? claim.transferAfter : null;
  return (
    <li aria-labelledby={headingId} className="rounded-xl border border-stone-200 bg-white p-5 shadow-sm">
      <h3 id={headingId} className="font-semibold text-stone-900">
        {claim.businessName}
      </h3>
      <p className="mt-1 text-sm text-stone-700">
        Claimed by {claim.claimantEmail ?? "a visitor"} ·{" "}
        <time dateTime={claim.createdAt}>{formatDateTime(claim.createdAt)}</time> ·{" "}
        {claim.method === "evidence" ? "by what they tell" : "by the code to the listing's email"}
      </p>
      {claim.evidence && (
        <blockquote className="mt-3 border-l-4 border-orange-200 bg-orange-50 px-4 py-2 text-stone-800 [overflow-wrap:anywhere] whitespace-pre-line">
          {claim.evidence}
        </blockquote>
      )}
      {claim.currentOwnerEmail && (
        <p className="mt-3 text-sm text-stone-800">
          Managed now by <strong>{claim.currentOwnerEmail}</strong>, who was told of this claim.{" "}
          {waitsUntil ? (
            <>
              It can be transferred from <time dateTime={waitsUntil}>{formatDateTime(waitsUntil)}</time>.
            </>
          ) : (
            "The cooling-off has passed."
          )}
        </p>
      )}
      <div className="mt-4 flex flex-wrap items-start gap-2">
        {claim.currentOwnerEmail ? (
          <button
            type="button"
            className="btn-primary px-3 py-1.5 text-sm"
            disabled={decide.isPending || waitsUntil !== null}
            onClick={() =>
              decide.mutate({ path: `/claims/${claim.id}/transfer`, done: `${claim.businessName} transferred` })
            }
          >
            Transfer
          </button>
        ) : (
          <button
            type="button"
            className="btn-primary px-3 py-1.5 text-sm"
            disabled={decide.isPending}
            onClick={() => decide.mutate({ path: `/claims/${claim.id}/approve`, done: "Claim approved" })}
          >
            Approve
          </button>
        )}
        <WithReason
          label="Refuse"
          pending={decide.isPending}
          onSend={(reason) =>
            decide.mutate({ path: `/claims/${claim.id}/refuse`, body: { reason }, done: "Claim refused" })
          }
        />
      </div>
    </li>
  );
}

function OwnerRow({ row }: { row: OwnershipRow }) {
  const decide = useOwnerDecision();
  const suspended = row.suspendedAt !== null;
  return (
    <tr className="align-top">
      <th scope="row" className="px-4 py-3 text-start font-medium text-stone-900">
        {row.businessName}
      </th>
      <td className="px-4 py-3 text-stone-800 [overflow-wrap:anywhere]">
        {row.email ?? row.userId}
        {suspended && (
          <span className="ms-2 rounded bg-red-100 px-2 py-0.5 text-xs font-semibold text-red-900">Suspended</span>
        )}
      </td>
      <td className="px-4 py-3 text-stone-700">
        <time dateTime={row.since}>{formatDateTime(row.since)}</time>
      </td>
      <td className="px-4 py-3">
        <div className="flex flex-wrap items-start gap-2">
          <button
            type="button"
            className="btn-secondary px-3 py-1.5 text-sm"
            disabled={decide.isPending}
            onClick={() =>
              decide.mutate({
                path: `/users/${encodeURIComponent(row.userId)}/${suspended ? "unsuspend" : "suspend"}`,
                done: suspended ? "Owner let back" : "Owner suspended: their sessions have ended",
              })
            }
          >
            {suspended ? "Let back" : "Suspend"}
            <span className="sr-only"> {row.email ?? row.userId}</span>
          </button>
          <WithReason
            label="Revoke"
            pending={decide.isPending}
            onSend={(reason) =>
              decide.mutate({
                path: `/businesses/${row.businessId}/revoke`,
                body: { reason },
                done: "Ownership revoked",
              })
            }
          />
        </div>
      </td>
    </tr>
  );
}

function OwnersTable({ owners }: { owners: OwnershipRow[] }) {
  if (owners.length === 0)
    return <EmptyState title="No owners yet">Businesses whose owners manage them show here.</EmptyState>;
  return (
    <DataTable caption="Who owns what" columns={["Business", "Owner", "Since", "Actions"]}>
      {owners.map((row) => (
        <OwnerRow key={row.businessId} row={row} />
      ))}
    </DataTable>
  );
}

type TabId = "claims" | "owners" | "edits";

export default function OwnersScreen() {
  const [tab, setTab] = useState<TabId>("claims");
  const answer = useQuery({ queryKey: ownersKey, queryFn: () => getJson<OwnersAnswer>(OWNERS_URL) });
  const claims = answer.data?.claims ?? [];
  const loaded = (panel: (data: OwnersAnswer) => React.ReactNode) =>
    answer.isPending ? (
      <LoadingRows rows={3} />
    ) : answer.isError ? (
      <LoadError error={answer.error} onRetry={() => void answer.refetch()} what="Could not load the owners" />
    ) : (
      panel(answer.data)
    );
  return (
    <>
      <ListScreenHeader
        title="Owners"
        subtitle="Who manages which listing, their claims and the changes they propose"
      />
      <Tabs
        label="Owners"
        selected={tab}
        onSelect={setTab}
        tabs={[
          {
            id: "claims",
            label: answer.data ? `Pending claims (${claims.length})` : "Pending claims",
            panel: loaded(() =>
              claims.length === 0 ? (
                <EmptyState title="No claims waiting">Claims that need an editor show here.</EmptyState>
              ) : (
                <ul className="space-y-4">
                  {claims.map((claim) => (
                    <ClaimCard key={claim.id} claim={claim} />
                  ))}
                </ul>
              ),
            ),
          },
          { id: "owners", label: "Owners", panel: loaded((data) => <OwnersTable owners={data.owners} />) },
          { id: "edits", label: "Pending edits", panel: <PendingEdits /> },
        ]}
      />
    </>
  );
}
