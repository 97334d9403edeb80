// /owner/businesses/:businessId/details: the name, category, contact and place of a listing, which an editor
// approves before they go live (issue 44: the fields a hijacker would swap). The owner proposes new values, one
// proposal at a time; the page keeps the old ones until an editor approves. Below, what was proposed and each answer,
// a refusal with the editor's reason.
import { useForm } from "react-hook-form";
import type { Business } from "../../../shared/schemas/business.ts";
import type { Category } from "../../../shared/schemas/category.ts";
import {
  type OwnerProposal,
  OwnerProposalInputSchema,
  PROPOSAL_SENT_DETAIL,
  PROPOSAL_SENT_MESSAGE,
  proposalLines,
} from "../../../shared/schemas/owner-listing.ts";
import { toast } from "../../../shared/ui/toast/store.ts";
import { useConfirm } from "../../components/ConfirmDialog.tsx";
import { EmptyState, FormAlert, LoadError, LoadingRows } from "../../components/feedback.tsx";
import { SelectField, TextField } from "../../components/fields.tsx";
import { useUnsavedChangesGuard } from "../../components/UnsavedChangesGuard.tsx";
import { errorMessage } from "../../lib/api.ts";
import { formatDateTime } from "../../lib/dates.ts";
import { schemaResolver, useFormSave } from "../../lib/forms.ts";
import { ContactFields, PlaceFields } from "../../screens/businesses/BusinessFields.tsx";
import { BusinessFrame } from "../components/BusinessFrame.tsx";
import { useCategories, useProposals, useProposeChanges, useWithdrawProposal } from "../lib/business.ts";
import { type DetailsFormValues, detailsFormValues, proposalInput } from "../lib/listing-form.ts";

const STATUS_NAMES: Record<OwnerProposal["status"], { label: string; className: string }> = {
  pending: { label: "Waiting for an editor", className: "bg-yellow-100 text-yellow-900 ring-yellow-300" },
  approved: { label: "Approved", className: "bg-green-100 text-green-900 ring-green-300" },
  refused: { label: "Not approved", className: "bg-red-100 text-red-900 ring-red-300" },
  withdrawn: { label: "Withdrawn", className: "bg-stone-200 text-stone-800 ring-stone-300" },
};

export default function ProposedChangesScreen() {
  return (
    <BusinessFrame subtitle="Your name, category, contact and place change once an editor has checked them.">
      {(business) => <ProposedChanges business={business} />}
    </BusinessFrame>
  );
}

function ProposedChanges({ business }: { business: Business }) {
  const businessId = String(business.id);
  const proposals = useProposals(businessId);
  const categories = useCategories();
  if (proposals.isPending || categories.isPending) return <LoadingRows rows={3} label="Loading your details..." />;
  if (proposals.isError || categories.isError) {
    return (
      <LoadError
        error={proposals.error ?? categories.error}
        onRetry={() => void Promise.all([proposals.refetch(), categories.refetch()])}
        what="Could not load your details"
      />
    );
  }
  const pending = proposals.data.find((proposal) => proposal.status === "pending");
  return (
    <div className="space-y-8">
      {pending ? (
        <p role="status" className="rounded-xl border border-yellow-300 bg-yellow-50 p-5 text-yellow-950">
          Your changes below wait for an editor. Your page shows the current details until they are approved; withdraw
          them to send others.
        </p>
      ) : (
        <DetailsForm business={business} categories={categories.data} />
      )}
      <section aria-labelledby="proposals-heading">
        <h2 id="proposals-heading" className="mb-4 font-display text-xl font-bold text-stone-900">
          Changes you proposed
        </h2>
        {proposals.data.length === 0 ? (
          <EmptyState title="Nothing proposed yet">Changes you send for approval show here with the answer.</EmptyState>
        ) : (
          <ul className="space-y-4">
            {proposals.data.map((proposal) => (
              <ProposalCard
                key={proposal.id}
                proposal={proposal}
                businessId={businessId}
                categories={categories.data}
              />
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

function DetailsForm({ business, categories }: { business: Business; categories: Category[] }) {
  const form = useForm<DetailsFormValues, unknown, object>({
    defaultValues: detailsFormValues(business),
    resolver: schemaResolver(OwnerProposalInputSchema, (values: DetailsFormValues) => proposalInput(values, business)),
  });
  const { register, formState } = form;
  const { errors } = formState;
  useUnsavedChangesGuard(formState.isDirty);
  const propose = useProposeChanges(String(business.id));
  const { onSubmit, alert } = useFormSave(form, propose, {
    toInput: (values: DetailsFormValues) => proposalInput(values, business),
    failedMessage: "Failed to send your changes",
    onSaved: () => toast({ title: PROPOSAL_SENT_MESSAGE, description: PROPOSAL_SENT_DETAIL }),
  });
  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-labelledby="details-heading"
      className="space-y-6 rounded-xl border border-stone-200 bg-white p-6 shadow-sm"
    >
      <h2 id="details-heading" className="font-display text-xl font-bold text-stone-900">
        Propose new details
      </h2>
      <p className="text-sm text-stone-700">
        Change what is wrong and send it: an editor checks it, usually within a day, so no one can swap your phone
        number for theirs.
      </p>
      <FormAlert message={alert} />
      <div className="grid gap-5 md:grid-cols-2">
        <TextField label="Business Name" registration={register("name")} error={errors.name} />
        <SelectField label="Category" registration={register("categoryId")} error={errors.categoryId}>
          {categories.map((category) => (
            <option key={category.id} value={String(category.id)}>
              {category.name}
            </option>
          ))}
        </SelectField>
        <ContactFields register={register} errors={errors} />
        <PlaceFields register={register} errors={errors} />
      </div>
      <TextField
        label="Map position"
        hint='"latitude, longitude" or a Google Maps or OpenStreetMap link'
        registration={register("coordinates")}
        error={errors.coordinates}
      />
      <div className="flex justify-end border-t border-stone-200 pt-6">
        <button type="submit" className="btn-primary" disabled={propose.isPending}>
          {propose.isPending ? "Sending..." : "Send for approval"}
        </button>
      </div>
    </form>
  );
}

function ProposalCard({
  proposal,
  businessId,
  categories,
}: {
  proposal: OwnerProposal;
  businessId: string;
  categories: Category[];
}) {
  const confirm = useConfirm();
  const withdraw = useWithdrawProposal(businessId);
  const status = STATUS_NAMES[proposal.status];
  const categoryName = (id: number) => categories.find((category) => category.id === id)?.name;
  const headingId = `proposal-${proposal.id}`;
  const onWithdraw = async () => {
    if (!(await confirm("Withdraw these changes? Your page keeps its current details.", { confirmLabel: "Withdraw" })))
      return;
    withdraw.mutate(proposal.id, {
      onSuccess: () => toast({ title: "Changes withdrawn" }),
      onError: (error) =>
        toast({ title: "Error", description: errorMessage(error, "Failed to withdraw"), variant: "destructive" }),
    });
  };
  return (
    <li aria-labelledby={headingId} className="rounded-xl border border-stone-200 bg-white p-5 shadow-sm">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 id={headingId} className="font-semibold text-stone-900">
          Proposed <time dateTime={proposal.createdAt}>{formatDateTime(proposal.createdAt)}</time>
        </h3>
        <span className={`rounded-full px-3 py-1 text-xs font-semibold ring-1 ${status.className}`}>
          {status.label}
        </span>
      </div>
      <table className="mt-3 w-full text-left text-sm">
        <thead>
          <tr className="text-stone-700">
            <th scope="col" className="py-1 pr-4 font-semibold">
              Field
            </th>
            <th scope="col" className="py-1 pr-4 font-semibold">
              Was
            </th>
            <th scope="col" className="py-1 font-semibold">
              Proposed
            </th>
          </tr>
        </thead>
        <tbody>
          {proposalLines(proposal.changes, proposal.previous, categoryName).map((line) => (
            <tr key={line.field} className="border-t border-stone-100">
              <th scope="row" className="py-1 pr-4 font-medium text-stone-900">
                {line.label}
              </th>
              <td className="py-1 pr-4 text-stone-700 [overflow-wrap:anywhere]">{line.from}</td>
              <td className="py-1 text-stone-900 [overflow-wrap:anywhere]">{line.to}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {proposal.status === "refused" && proposal.reason && (
        <p className="mt-3 rounded-lg bg-red-50 p-3 text-sm text-red-950">
          <strong>The editor's reason:</strong> {proposal.reason}
        </p>
      )}
      {proposal.status === "pending" && (
        <button
          type="button"
          className="btn-secondary mt-4 px-4 py-2 text-sm"
          disabled={withdraw.isPending}
          onClick={() => void onWithdraw()}
        >
          Withdraw
        </button>
      )}
    </li>
  );
}
