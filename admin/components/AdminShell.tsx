// The frame of every signed-in screen: the admin navigation, who is signed in, View site and Log out.
import { NavLink, Outlet, useNavigate } from "react-router";
import { PRODUCT_NAME } from "../../shared/constants.ts";
import type { AdminProfile } from "../../shared/schemas/admin.ts";
import { LogOutIcon } from "../../shared/ui/icons.tsx";
import { LOGIN_PATH } from "../lib/paths.ts";
import { PublishingStatus } from "./PublishingStatus.tsx";
import { displayName, useLogout } from "../lib/session.ts";

const SECTIONS = [
  { to: "/dashboard", label: "Dashboard" },
  { to: "/businesses", label: "Businesses" },
  { to: "/categories", label: "Categories" },
  { to: "/blog", label: "Blog" },
  { to: "/landmarks", label: "Landmarks & Crossings" },
  { to: "/inquiries", label: "Inquiries" },
  { to: "/reviews", label: "Reviews" },
  { to: "/home-content", label: "Home Content" },
  { to: "/publishing", label: "Publishing" },
  { to: "/outbox", label: "Outbox" },
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
      <a
        href="#admin-main"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:rounded focus:bg-white focus:p-2"
      >
        Skip to content
      </a>
      <header className="border-b border-stone-200 bg-white">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-3 px-4 py-3">
          <NavLink to="/dashboard" className="font-display text-xl font-bold text-stone-900">
            {PRODUCT_NAME} <span className="text-sm font-semibold text-orange-800">Admin</span>
          </NavLink>
          <div className="flex items-center gap-3 text-sm">
            <span className="text-stone-700">
              Signed in as <strong className="text-stone-900">{displayName(admin)}</strong>
            </span>
            <a href="/" className="font-medium text-stone-700 underline-offset-2 hover:text-orange-800 hover:underline">
              View site
            </a>
            <LogoutButton className="px-3 py-1.5" />
          </div>
        </div>
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
