// Every owner screen but the sign-in sits under RequireOwner: without a session it shows the sign-in, which returns
// to the screen that was asked for. What the screens may show is the server's to say (/api/owner/*), not this.
import { Navigate, useLocation, useOutletContext } from "react-router";
import type { OwnerProfile } from "../../../shared/schemas/owners.ts";
import { LoadError, ScreenLoading } from "../../components/feedback.tsx";
import { isUnauthorized } from "../../lib/query-client.ts";
import { ownerSignInReturningTo } from "../lib/paths.ts";
import { useOwner } from "../lib/session.ts";
import { OwnerShell } from "./OwnerShell.tsx";

export function RequireOwner() {
  const owner = useOwner();
  const location = useLocation();
  if (owner.isPending) return <ScreenLoading />;
  if (owner.isError) {
    if (isUnauthorized(owner.error)) {
      return <Navigate to={ownerSignInReturningTo(location.pathname + location.search)} replace />;
    }
    return (
      <div className="mx-auto max-w-3xl px-4 py-8">
        <LoadError error={owner.error} onRetry={() => void owner.refetch()} what="Could not check your sign-in" />
      </div>
    );
  }
  return <OwnerShell owner={owner.data} />;
}

/** The signed-in owner, for a screen under RequireOwner. */
export const useSignedInOwner = () => useOutletContext<OwnerProfile>();
