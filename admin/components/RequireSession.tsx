// Every admin screen but the login sits under this: without a session it shows the login, which returns
// to the screen that was asked for.
import { Navigate, useLocation } from "react-router";
import { isUnauthorized } from "../lib/query-client.ts";
import { loginPathReturningTo } from "../lib/paths.ts";
import { useSession } from "../lib/session.ts";
import { AdminShell } from "./AdminShell.tsx";
import { LoadError, ScreenLoading } from "./feedback.tsx";

export function RequireSession() {
  const session = useSession();
  const location = useLocation();
  if (session.isPending) return <ScreenLoading />;
  if (session.isError) {
    if (isUnauthorized(session.error)) {
      return <Navigate to={loginPathReturningTo(location.pathname + location.search)} replace />;
    }
    return (
      <div className="mx-auto max-w-3xl px-4 py-8">
        <LoadError error={session.error} onRetry={() => void session.refetch()} what="Could not check your session" />
      </div>
    );
  }
  return <AdminShell admin={session.data} />;
}
