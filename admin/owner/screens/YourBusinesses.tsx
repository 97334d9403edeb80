// /owner: the businesses the signed-in owner manages, each leading to its own screens, and how to add one (a claim
// made from the business's page).
import { EmptyState } from "../../components/feedback.tsx";
import { ScreenHeader } from "../../components/Screen.tsx";
import { Link } from "react-router";
import { useSignedInOwner } from "../components/RequireOwner.tsx";
import { ownerBusinessPaths } from "../lib/business.ts";

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
    </>
  );
}
