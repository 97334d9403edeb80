// The top of a signed-in app's frame, the admin's and the owner's dashboard's: the skip link, the app's name
// leading home, who is signed in, View site and the sign-out button.
import type { ReactNode } from "react";
import { NavLink } from "react-router";
import { PRODUCT_NAME } from "../../shared/constants.ts";

export function SkipToContent({ target }: { target: string }) {
  return (
    <a
      href={`#${target}`}
      className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:rounded focus:bg-white focus:p-2"
    >
      Skip to content
    </a>
  );
}

interface ShellTopBarProps {
  /** where the app's name leads */
  home: string;
  /** what follows the product's name: "Admin", "For owners" */
  app: string;
  signedInAs: string;
  signOut: ReactNode;
}

export function ShellTopBar({ home, app, signedInAs, signOut }: ShellTopBarProps) {
  return (
    <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-3 px-4 py-3">
      <NavLink to={home} className="font-display text-xl font-bold text-stone-900">
        {PRODUCT_NAME} <span className="text-sm font-semibold text-orange-800">{app}</span>
      </NavLink>
      <div className="flex flex-wrap items-center gap-3 text-sm">
        <span className="text-stone-700">
          Signed in as <strong className="text-stone-900">{signedInAs}</strong>
        </span>
        <a href="/" className="font-medium text-stone-700 underline-offset-2 hover:text-orange-800 hover:underline">
          View site
        </a>
        {signOut}
      </div>
    </div>
  );
}
