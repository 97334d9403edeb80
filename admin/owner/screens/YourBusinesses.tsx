// /owner: the businesses the signed-in owner manages, each leading to its own screens, and how to add one (a claim
// made from the business's page).
import { EmptyState } from "../../components/feedback.tsx";
import { ScreenHeader } from "../../components/Screen.tsx";
import { Link } from "react-router";
import { useSignedInOwner } from "../components/RequireOwner.tsx";
import { ownerBusinessPaths } from "../lib/business.ts";
import { useOwnClaims } from "../lib/claims.ts";

const CLAIM_STATE: Record<string, string> = {
  "awaiting-code": "Waiting for the code sent to the listing's email",
  pending: "With an editor",
  refused: "Not approved",
};

/** The owner's claims still open, and those refused (with the editor's reason); approved ones are their businesses. */
function YourClaims() {
  const claims = useOwnClaims();
  const shown = (claims.data ?? []).filter((claim) => claim.status in CLAIM_STATE);
  if (shown.length === 0) return null;
  return (
    <section aria-labelledby="your-claims" className="mt-10">
      <h2 id="your-claims" className="font-display text-2xl font-bold text-stone-900">
        Your claims
      </h2>
      <ul className="mt-4 space-y-3">
        {shown.map((claim) => (
          <li key={claim.id} className="rounded-xl border border-stone-200 bg-white p-4 shadow-sm">
            <Link to={`/claim/${claim.businessId}`} className="font-semibold text-orange-800 hover:underline">
              {claim.businessName}
            </Link>
            <p className="mt-1 text-sm text-stone-700">
              {CLAIM_STATE[claim.status]}
              {claim.decisionReason && `: ${claim.decisionReason}`}
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}

export default function YourBusinessesScreen() {
  const owner = useSignedInOwner();
  return (
    <>
      <ScreenHeader title="Your businesses" subtitle="Keep your listings right for the travellers who find them." />
      {owner.businesses.length === 0 ? (
        <EmptyState title="No business yet">
          <p>
            Open your business's page on the site and choose <strong>Own this business? Claim it</strong>. We send a
            code to the email address the listing has.
          </p>
        </EmptyState>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2">
          {owner.businesses.map((business) => (
            <li key={business.id} className="rounded-xl border border-stone-200 bg-white p-5 shadow-sm">
              <h2 className="font-display text-xl font-bold text-stone-900">{business.name}</h2>
              <p className="mt-1 text-sm text-stone-700">
                Yours since {new Date(business.since).toLocaleDateString("en-GB", { dateStyle: "medium" })}
              </p>
              <div className="mt-3 flex flex-wrap items-center gap-4">
                <Link to={ownerBusinessPaths(business.id).listing} className="btn-primary px-4 py-2 text-sm">
                  Manage<span className="sr-only"> {business.name}</span>
                </Link>
                <a
                  href={`/business/${business.id}`}
                  className="text-sm font-medium text-orange-800 underline-offset-2 hover:underline"
                >
                  View its page<span className="sr-only"> ({business.name})</span>
                </a>
              </div>
            </li>
          ))}
        </ul>
      )}
      <YourClaims />
    </>
  );
}
