// Every admin screen but the login and the not-found sits under RequireSession: without a session it shows the
// login, which returns to the screen that was asked for. The not-found sits under ShellWhenSignedIn.
import { Navigate, Outlet, useLocation } from "react-router";
import { isUnauthorized } from "../lib/query-client.ts";
import { loginPathReturningTo } from "../lib/paths.ts";
import { hasSignedInHint, useSession } from "../lib/session.ts";
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

/**
 * A screen anyone may reach (the not-found): in the admin's frame, with its navigation, when signed in; on its own
 * without a session, where asking for the login to show a page that is not there would only send the visitor round.
 * With the signed-in hint it is RequireSession's: a session that has ended since goes through the login and back.
 */
export function ShellWhenSignedIn() {
  if (hasSignedInHint()) return <RequireSession />;
  return (
    <main className="px-4 py-8">
      <Outlet />
    </main>
  );
}
