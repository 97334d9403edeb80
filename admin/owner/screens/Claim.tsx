// /owner/claim/:businessId, where "Own this business? Claim it" on a business's page leads: a code sent to the
// listing's own email address proves the claim at once; without one (or without access to it) the claimant tells
// an editor how they are connected. A listing someone manages is never handed over here: its owner is told, and an
// editor decides after the cooling-off.
import { useForm } from "react-hook-form";
import { Link, useParams } from "react-router";
import {
  CLAIM_COOLING_OFF_DAYS,
  ClaimCodeSchema,
  ClaimStartSchema,
  SIGN_IN_CODE_LIFETIME_MINUTES,
  type ClaimableBusiness,
  type ClaimCodeInput,
  type OwnClaim,
} from "../../../shared/schemas/owners.ts";
import { FormAlert, LoadError, LoadingRows } from "../../components/feedback.tsx";
import { TextAreaField, TextField } from "../../components/fields.tsx";
import { ScreenHeader } from "../../components/Screen.tsx";
import { errorMessage } from "../../lib/api.ts";
import { firstErrorMessage, schemaResolver } from "../../lib/forms.ts";
import { useClaimableBusiness, useClaimCode, useStartClaim, useWithdrawClaim } from "../lib/claims.ts";
import { ownerBusinessPaths } from "../lib/business.ts";

const longDate = (iso: string) => new Date(iso).toLocaleDateString("en-GB", { dateStyle: "long" });

function Notice({ children }: { children: React.ReactNode }) {
  return (
    <div role="status" className="rounded-xl border border-stone-200 bg-white p-6 text-stone-800 shadow-sm">
      {children}
    </div>
  );
}

/** Takes the claimant's open claim back: the listing's code, if one was sent, stops working. */
function WithdrawClaim({ business, claim }: { business: ClaimableBusiness; claim: OwnClaim }) {
  const withdraw = useWithdrawClaim(String(business.id));
  return (
    <div className="mt-4">
      <FormAlert
        message={withdraw.isError ? errorMessage(withdraw.error, "Your claim could not be withdrawn") : undefined}
      />
      <button
        type="button"
        className="btn-secondary"
        disabled={withdraw.isPending}
        onClick={() => withdraw.mutate(claim.id)}
      >
        {withdraw.isPending ? "Withdrawing..." : "Withdraw your claim"}
      </button>
    </div>
  );
}

function CodeForm({ business, claim }: { business: ClaimableBusiness; claim: OwnClaim }) {
  const businessId = String(business.id);
  const enterCode = useClaimCode(businessId);
  const resend = useStartClaim(businessId);
  const { register, handleSubmit, formState } = useForm<ClaimCodeInput>({
    defaultValues: { code: "" },
    resolver: schemaResolver(ClaimCodeSchema, (form: ClaimCodeInput) => form),
  });
  const onSubmit = handleSubmit((input) => enterCode.mutate({ ...input, claimId: claim.id }));
  const failed = enterCode.isError ? enterCode.error : resend.isError ? resend.error : undefined;
  const alert = failed ? errorMessage(failed, "The code could not be checked") : firstErrorMessage(formState.errors);
  return (
    <section aria-labelledby="claim-code-heading" className="rounded-xl border border-stone-200 bg-white p-6 shadow-sm">
      <h2 id="claim-code-heading" className="font-display text-xl font-bold text-stone-900">
        Enter the code
      </h2>
      <p className="mt-1 mb-4 text-stone-700">
        We sent a code to the listing's address, <strong>{business.maskedEmail}</strong>. It works for{" "}
        {SIGN_IN_CODE_LIFETIME_MINUTES} minutes.
      </p>
      <FormAlert message={alert} />
      <form onSubmit={(event) => void onSubmit(event)} noValidate className="space-y-5">
        <TextField
          label="Code from the listing's email"
          inputMode="numeric"
          autoComplete="one-time-code"
          registration={register("code")}
          required
        />
        <div className="flex flex-wrap gap-3">
          <button type="submit" className="btn-primary" disabled={enterCode.isPending}>
            {enterCode.isPending ? "Checking..." : "Confirm"}
          </button>
          <button
            type="button"
            className="btn-secondary"
            disabled={resend.isPending}
            onClick={() => resend.mutate({ businessId: business.id, method: "listing-email" })}
          >
            Send a new code
          </button>
        </div>
      </form>
      <WithdrawClaim business={business} claim={claim} />
    </section>
  );
}

function EvidenceForm({ business }: { business: ClaimableBusiness }) {
  const start = useStartClaim(String(business.id));
  const { register, handleSubmit, formState } = useForm({
    defaultValues: { evidence: "" },
    resolver: schemaResolver(ClaimStartSchema, (form: { evidence: string }) => ({
      businessId: business.id,
      method: "evidence",
      evidence: form.evidence,
    })),
  });
  const onSubmit = handleSubmit((input) => start.mutate(input));
  const alert = start.isError
    ? errorMessage(start.error, "Your claim could not be sent")
    : firstErrorMessage(formState.errors);
  return (
    <section
      aria-labelledby="claim-evidence-heading"
      className="rounded-xl border border-stone-200 bg-white p-6 shadow-sm"
    >
      <h2 id="claim-evidence-heading" className="font-display text-xl font-bold text-stone-900">
        {business.maskedEmail ? "Can't read that address?" : "Tell us who you are"}
      </h2>
      <p className="mt-1 mb-4 text-stone-700">An editor reads your claim and checks it, usually within a few days.</p>
      <FormAlert message={alert} />
      <form onSubmit={(event) => void onSubmit(event)} noValidate className="space-y-5">
        <TextAreaField
          label="How are you connected to the business?"
          hint="Your role, and how we can check it: a phone number on the signboard, a registration, someone who knows you."
          rows={4}
          registration={register("evidence")}
          required
        />
        <button type="submit" className="btn-secondary" disabled={start.isPending}>
          {start.isPending ? "Sending..." : "Send to an editor"}
        </button>
      </form>
    </section>
  );
}

function ClaimStart({ business }: { business: ClaimableBusiness }) {
  const start = useStartClaim(String(business.id));
  return (
    <div className="space-y-6">
      {business.ownedByOther && (
        <Notice>
          Someone already manages this listing. If you claim it, we tell them at once, and an editor decides: the
          listing can change hands no sooner than {CLAIM_COOLING_OFF_DAYS} days from now.
        </Notice>
      )}
      {business.maskedEmail && (
        <section
          aria-labelledby="claim-email-heading"
          className="rounded-xl border border-stone-200 bg-white p-6 shadow-sm"
        >
          <h2 id="claim-email-heading" className="font-display text-xl font-bold text-stone-900">
            Get a code at the listing's email
          </h2>
          <p className="mt-1 mb-4 text-stone-700">
            We send a code to the address the listing has, <strong>{business.maskedEmail}</strong>, so only the business
            can give it.
          </p>
          <FormAlert message={start.isError ? errorMessage(start.error, "The code could not be sent") : undefined} />
          <button
            type="button"
            className="btn-primary"
            disabled={start.isPending}
            onClick={() => start.mutate({ businessId: business.id, method: "listing-email" })}
          >
            {start.isPending ? "Sending..." : `Email a code to ${business.maskedEmail}`}
          </button>
        </section>
      )}
      <EvidenceForm business={business} />
    </div>
  );
}

function ClaimState({ business }: { business: ClaimableBusiness }) {
  const { claim } = business;
  if (business.ownedByYou) {
    return (
      <Notice>
        <p className="font-semibold text-stone-900">You manage {business.name}.</p>
        <Link to={ownerBusinessPaths(business.id).listing} className="btn-primary mt-4">
          Manage {business.name}
        </Link>
      </Notice>
    );
  }
  if (claim?.status === "pending") {
    return (
      <Notice>
        <p className="font-semibold text-stone-900">Your claim is with an editor.</p>
        <p className="mt-2">
          We email you when they decide
          {claim.transferAfter
            ? `. The listing's current owner has been told; it can change hands from ${longDate(claim.transferAfter)} at the earliest.`
            : "."}
        </p>
        <WithdrawClaim business={business} claim={claim} />
      </Notice>
    );
  }
  if (claim?.status === "awaiting-code") return <CodeForm business={business} claim={claim} />;
  return <ClaimStart business={business} />;
}

export default function ClaimScreen() {
  const { businessId = "" } = useParams();
  const business = useClaimableBusiness(businessId);
  return (
    <div className="mx-auto max-w-2xl">
      <ScreenHeader
        title={business.data ? `Claim ${business.data.name}` : "Claim a business"}
        subtitle="Manage its listing: keep its hours, services and details right, and answer its reviews and inquiries."
        back={{ to: "/", label: "Your businesses" }}
      />
      {business.isPending ? (
        <LoadingRows rows={2} />
      ) : business.isError ? (
        <LoadError error={business.error} onRetry={() => void business.refetch()} what="Could not load the business" />
      ) : (
        <ClaimState business={business.data} />
      )}
    </div>
  );
}
