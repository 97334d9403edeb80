// The frame of every signed-in screen: the admin navigation, who is signed in, View site and Log out.
import { NavLink, Outlet, useNavigate } from "react-router";
import type { AdminProfile } from "../../shared/schemas/admin.ts";
import { LogOutIcon } from "../../shared/ui/icons.tsx";
import { LOGIN_PATH } from "../lib/paths.ts";
import { PublishingStatus } from "./PublishingStatus.tsx";
import { ShellTopBar, SkipToContent } from "./ShellTopBar.tsx";
import { displayName, useLogout } from "../lib/session.ts";

const SECTIONS = [
  { to: "/dashboard", label: "Dashboard" },
  { to: "/businesses", label: "Businesses" },
  { to: "/categories", label: "Categories" },
  { to: "/blog", label: "Blog" },
  { to: "/landmarks", label: "Landmarks & Crossings" },
  { to: "/inquiries", label: "Inquiries" },
  { to: "/reviews", label: "Reviews" },
  { to: "/owners", label: "Owners" },
  { to: "/home-content", label: "Home Content" },
  { to: "/publishing", label: "Publishing" },
  { to: "/outbox", label: "Outbox" },
  { to: "/interface-text", label: "Interface Text" },
] as const;

/** Ends the session on the server and shows the login (the shell and the dashboard both offer it). */
export function LogoutButton({ className = "" }: { className?: string }) {
  const navigate = useNavigate();
  const logout = useLogout();
  return (
    <button
      type="button"
      className={`btn-secondary ${className}`}
      disabled={logout.isPending}
      onClick={() => logout.mutate(undefined, { onSettled: () => void navigate(LOGIN_PATH, { replace: true }) })}
    >
      <LogOutIcon /> Logout
    </button>
  );
}

export function AdminShell({ admin }: { admin: AdminProfile }) {
  return (
    <div className="min-h-screen">
      <SkipToContent target="admin-main" />
      <header className="border-b border-stone-200 bg-white">
        <ShellTopBar
          home="/dashboard"
          app="Admin"
          signedInAs={displayName(admin)}
          signOut={<LogoutButton className="px-3 py-1.5" />}
        />
        {/* on a phone the sections wrap onto a second line: a strip scrolled sideways hid half of them, the
            current one too */}
        <nav aria-label="Admin" className="mx-auto max-w-7xl px-4">
          <ul className="flex flex-wrap gap-x-1">
            {SECTIONS.map((section) => (
              <li key={section.to}>
                <NavLink
                  to={section.to}
                  className={({ isActive }) =>
                    `block border-b-2 px-3 py-2 text-sm font-semibold whitespace-nowrap ${
                      isActive
                        ? "border-orange-700 text-orange-800"
                        : "border-transparent text-stone-700 hover:text-stone-900"
                    }`
                  }
                >
                  {section.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </header>
      {/* a word longer than the screen (a pasted address in a review or an inquiry) breaks instead of widening it */}
      <main id="admin-main" className="mx-auto max-w-7xl px-4 py-8 wrap-anywhere">
        <PublishingStatus />
        <Outlet />
      </main>
    </div>
  );
}
