// The owner's dashboard (issue 44): its own app at /owner, built with the admin's (a second page of its Vite build)
// and made of its components, but never inside /admin: an owner reaches no admin screen, and every call it makes
// is to /api/owner/*, where the server decides what an owner may see. Screens load lazily, as the admin's do.
import { createBrowserRouter, type RouteObject } from "react-router";
import { SIGNED_IN_HINT_COOKIE } from "../../shared/constants.ts";
import { ScreenLoading } from "../components/feedback.tsx";
import { lazyScreen, mountApp } from "../lib/mount-app.tsx";
import { createAdminQueryClient } from "../lib/query-client.ts";
import { RequireOwner } from "./components/RequireOwner.tsx";
import { OWNER_BASE, OWNER_SIGN_IN_PATH, ownerSignInReturningTo } from "./lib/paths.ts";
import "../styles.css";

/** The sign-in, then, signed in, the owner's businesses and each one's screens under businesses/:businessId. */
const routes: RouteObject[] = [
  { path: "sign-in", ...lazyScreen(() => import("./screens/SignIn.tsx")) },
  {
    element: <RequireOwner />,
    children: [
      { index: true, ...lazyScreen(() => import("./screens/YourBusinesses.tsx")) },
      { path: "claim/:businessId", ...lazyScreen(() => import("./screens/Claim.tsx")) },
      { path: "businesses/:businessId", ...lazyScreen(() => import("./screens/ListingEdit.tsx")) },
      { path: "businesses/:businessId/details", ...lazyScreen(() => import("./screens/ProposedChanges.tsx")) },
      { path: "businesses/:businessId/inquiries", ...lazyScreen(() => import("./screens/BusinessInquiries.tsx")) },
      { path: "businesses/:businessId/reviews", ...lazyScreen(() => import("./screens/Reviews.tsx")) },
      { path: "businesses/:businessId/figures", ...lazyScreen(() => import("./screens/Figures.tsx")) },
      { path: "*", ...lazyScreen(() => import("./screens/NotFound.tsx")) },
    ],
  },
];

const router = createBrowserRouter([{ hydrateFallbackElement: <ScreenLoading />, children: routes }], {
  basename: OWNER_BASE,
});

const pathInApp = () => {
  const { pathname, search } = router.state.location;
  return (pathname.startsWith(OWNER_BASE) ? pathname.slice(OWNER_BASE.length) || "/" : pathname) + search;
};

// a 401 from any call: the session has ended (signed out elsewhere, or suspended): back to the sign-in
const queryClient = createAdminQueryClient(() => {
  const path = pathInApp();
  if (path.startsWith(OWNER_SIGN_IN_PATH)) return;
  queryClient.removeQueries();
  void router.navigate(ownerSignInReturningTo(path), { replace: true });
}, SIGNED_IN_HINT_COOKIE);

mountApp(router, queryClient);
