// The Owners screen's Pending edits (issue 44): the changes owners proposed to the fields an editor approves first,
// oldest first, each as a diff of the listing's values now against the proposed ones. Approve writes them to the
// listing (live after the rebuild); Refuse asks for the reason the owner reads. The owner is emailed either way.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Link } from "react-router";
import {
  type PendingProposal,
  proposalLines,
  type ProposalRefusalInput,
  ProposalRefusalSchema,
} from "../../../shared/schemas/owner-listing.ts";
import { toast } from "../../../shared/ui/toast/store.ts";
import { EmptyState, LoadError, LoadingRows } from "../../components/feedback.tsx";
import { TextAreaField } from "../../components/fields.tsx";
import { errorMessage, getJson, send } from "../../lib/api.ts";
import { formatDateTime } from "../../lib/dates.ts";
import { schemaResolver } from "../../lib/forms.ts";
import { useCategoryOptions } from "../businesses/queries.ts";

const PROPOSALS_URL = "/api/admin/owner-proposals";
const proposalsKey = ["admin", "owner-proposals"] as const;

function useDecision(proposal: PendingProposal) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (decision: { approve: true } | { approve: false; reason: string }) =>
      decision.approve
        ? send("POST", `${PROPOSALS_URL}/${proposal.id}/approve`)
        : send("POST", `${PROPOSALS_URL}/${proposal.id}/refuse`, { reason: decision.reason }),
    onSuccess: (_answer, decision) => {
      toast({
        title: decision.approve ? "Changes approved" : "Changes refused",
        description: decision.approve
          ? `${proposal.business.name} shows them after the rebuild; the owner is emailed.`
          : "The owner is emailed with your reason.",
      });
      return Promise.all(
        [proposalsKey, ["admin", "businesses"], ["admin", "audit"]].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      );
    },
    onError: (error) =>
      toast({ title: "Error", description: errorMessage(error, "Failed to decide"), variant: "destructive" }),
  });
}

export default function PendingEdits() {
  const proposals = useQuery({ queryKey: proposalsKey, queryFn: () => getJson<PendingProposal[]>(PROPOSALS_URL) });
  const categories = useCategoryOptions();
  if (proposals.isPending || categories.isPending) return <LoadingRows rows={3} label="Loading pending edits..." />;
  if (proposals.isError || categories.isError) {
    return (
      <LoadError
        error={proposals.error ?? categories.error}
        onRetry={() => void Promise.all([proposals.refetch(), categories.refetch()])}
        what="Could not load the pending edits"
      />
    );
  }
  if (proposals.data.length === 0) {
    return (
      <EmptyState title="No pending edits">Changes owners propose to their contact and place show here.</EmptyState>
    );
  }
  const categoryName = (id: number) => categories.data.find((category) => category.id === id)?.name;
  return (
    <ul className="space-y-4">
      {proposals.data.map((proposal) => (
        <PendingEditCard key={proposal.id} proposal={proposal} categoryName={categoryName} />
      ))}
    </ul>
  );
}

function PendingEditCard({
  proposal,
  categoryName,
}: {
  proposal: PendingProposal;
  categoryName: (id: number) => string | undefined;
}) {
  const decide = useDecision(proposal);
  const [refusing, setRefusing] = useState(false);
  const headingId = `pending-edit-${proposal.id}`;
  const now = proposalLines(proposal.changes, proposal.current, categoryName);
  const whenProposed = proposalLines(proposal.changes, proposal.previous, categoryName);
  return (
    <li aria-labelledby={headingId} className="rounded-xl border border-stone-200 bg-white p-5 shadow-sm">
      <h3 id={headingId} className="font-semibold text-stone-900">
        <Link
          to={`/businesses/${proposal.business.id}/edit`}
          className="text-orange-800 underline-offset-2 hover:underline"
        >
          {proposal.business.name}
        </Link>
      </h3>
      <p className="mt-1 text-sm text-stone-700">
        Proposed by {proposal.ownerEmail ?? "its owner"} ·{" "}
        <time dateTime={proposal.createdAt}>{formatDateTime(proposal.createdAt)}</time>
      </p>
      <table className="mt-3 w-full text-left text-sm">
        <caption className="sr-only">Changes proposed to {proposal.business.name}</caption>
        <thead>
          <tr className="text-stone-700">
            <th scope="col" className="py-1 pr-4 font-semibold">
              Field
            </th>
            <th scope="col" className="py-1 pr-4 font-semibold">
              On the page now
            </th>
            <th scope="col" className="py-1 font-semibold">
              Proposed
            </th>
          </tr>
        </thead>
        <tbody>
          {now.map((line, index) => (
            <tr key={line.field} className="border-t border-stone-100">
              <th scope="row" className="py-1 pr-4 font-medium text-stone-900">
                {line.label}
              </th>
              <td className="py-1 pr-4 text-stone-700 [overflow-wrap:anywhere]">
                <del className="decoration-red-700">{line.from}</del>
                {whenProposed[index]!.from !== line.from && (
                  <span className="block text-xs text-stone-600">
                    was {whenProposed[index]!.from} when proposed: changed since
                  </span>
                )}
              </td>
              <td className="py-1 text-stone-900 [overflow-wrap:anywhere]">
                <ins className="font-semibold no-underline">{line.to}</ins>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {refusing ? (
        <RefusalForm
          name={proposal.business.name}
          pending={decide.isPending}
          onCancel={() => setRefusing(false)}
          onRefuse={(reason) => decide.mutate({ approve: false, reason })}
        />
      ) : (
        <div className="mt-4 flex flex-wrap gap-2">
          <button
            type="button"
            className="btn-primary px-4 py-2 text-sm"
            disabled={decide.isPending}
            onClick={() => decide.mutate({ approve: true })}
          >
            Approve<span className="sr-only"> the changes to {proposal.business.name}</span>
          </button>
          <button type="button" className="btn-secondary px-4 py-2 text-sm" onClick={() => setRefusing(true)}>
            Refuse<span className="sr-only"> the changes to {proposal.business.name}</span>
          </button>
        </div>
      )}
    </li>
  );
}

function RefusalForm({
  name,
  pending,
  onCancel,
  onRefuse,
}: {
  name: string;
  pending: boolean;
  onCancel: () => void;
  onRefuse: (reason: string) => void;
}) {
  const form = useForm<ProposalRefusalInput>({
    defaultValues: { reason: "" },
    resolver: schemaResolver(ProposalRefusalSchema, (values: ProposalRefusalInput) => values),
  });
  return (
    <form
      noValidate
      className="mt-4 space-y-3"
      onSubmit={(event) => void form.handleSubmit(({ reason }) => onRefuse(reason))(event)}
    >
      <TextAreaField
        label={`Why refuse the changes to ${name}? The owner reads this.`}
        rows={3}
        registration={form.register("reason")}
        error={form.formState.errors.reason}
        required
        autoFocus
      />
      <div className="flex flex-wrap gap-2">
        <button type="submit" className="btn-primary px-4 py-2 text-sm" disabled={pending}>
          Refuse
        </button>
        <button type="button" className="btn-secondary px-4 py-2 text-sm" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}
