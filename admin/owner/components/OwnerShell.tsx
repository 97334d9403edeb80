// The frame of every signed-in owner screen: the dashboard's name, who is signed in, View site and Sign out. An
// owner's screens are their businesses' and nothing else: no admin section is ever linked from here.
import { Outlet, useNavigate } from "react-router";
import type { OwnerProfile } from "../../../shared/schemas/owners.ts";
import { LogOutIcon } from "../../../shared/ui/icons.tsx";
import { ShellTopBar, SkipToContent } from "../../components/ShellTopBar.tsx";
import { OWNER_HOME_PATH, OWNER_SIGN_IN_PATH } from "../lib/paths.ts";
import { useOwnerSignOut } from "../lib/session.ts";

function SignOutButton() {
  const navigate = useNavigate();
  const signOut = useOwnerSignOut();
  return (
    <button
      type="button"
      className="btn-secondary px-3 py-1.5"
      disabled={signOut.isPending}
      onClick={() =>
        signOut.mutate(undefined, { onSettled: () => void navigate(OWNER_SIGN_IN_PATH, { replace: true }) })
      }
    >
      <LogOutIcon /> Sign out
    </button>
  );
}

export function OwnerShell({ owner }: { owner: OwnerProfile }) {
  return (
    <div className="min-h-screen">
      <SkipToContent target="owner-main" />
      <header className="border-b border-stone-200 bg-white">
        <ShellTopBar
          home={OWNER_HOME_PATH}
          app="For owners"
          signedInAs={owner.name || owner.email || ""}
          signOut={<SignOutButton />}
        />
      </header>
      <main id="owner-main" className="mx-auto max-w-7xl px-4 py-8 wrap-anywhere">
        <Outlet context={owner} />
      </main>
    </div>
  );
}
