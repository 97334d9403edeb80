// The admin SPA: React, react-router (one lazily loaded chunk per screen) and @tanstack/react-query with
// the spec's defaults. It talks to the service only over HTTP (shared/api.ts), never to its code.
import { createBrowserRouter, type RouteObject } from "react-router";
import { ScreenLoading } from "./components/feedback.tsx";
import { RequireSession, ShellWhenSignedIn } from "./components/RequireSession.tsx";
import { SESSION_ENDED_STATE } from "./lib/drafts.ts";
import { ADMIN_BASE, LOGIN_PATH, loginPathReturningTo, withoutBase } from "./lib/paths.ts";
import { lazyScreen, mountApp } from "./lib/mount-app.tsx";
import { createAdminQueryClient } from "./lib/query-client.ts";
import "./styles.css";

const routes: RouteObject[] = [
  { index: true, ...lazyScreen(() => import("./screens/Login.tsx")) },
  { path: "login", ...lazyScreen(() => import("./screens/Login.tsx")) },
  {
    element: <RequireSession />,
    children: [
      { path: "dashboard", ...lazyScreen(() => import("./screens/Dashboard.tsx")) },
      { path: "businesses", ...lazyScreen(() => import("./screens/businesses/BusinessList.tsx")) },
      { path: "businesses/new", ...lazyScreen(() => import("./screens/businesses/BusinessForm.tsx")) },
      { path: "businesses/:id/edit", ...lazyScreen(() => import("./screens/businesses/BusinessForm.tsx")) },
      { path: "categories", ...lazyScreen(() => import("./screens/categories/CategoryList.tsx")) },
      { path: "categories/new", ...lazyScreen(() => import("./screens/categories/CategoryForm.tsx")) },
      { path: "categories/:id/edit", ...lazyScreen(() => import("./screens/categories/CategoryForm.tsx")) },
      { path: "blog", ...lazyScreen(() => import("./screens/blog/BlogList.tsx")) },
      { path: "blog/new", ...lazyScreen(() => import("./screens/blog/BlogForm.tsx")) },
      { path: "blog/:id/edit", ...lazyScreen(() => import("./screens/blog/BlogForm.tsx")) },
      { path: "landmarks", ...lazyScreen(() => import("./screens/landmarks/LandmarkList.tsx")) },
      { path: "landmarks/new", ...lazyScreen(() => import("./screens/landmarks/LandmarkForm.tsx")) },
      { path: "landmarks/:id/edit", ...lazyScreen(() => import("./screens/landmarks/LandmarkForm.tsx")) },
      { path: "landmarks/crossings/:id/edit", ...lazyScreen(() => import("./screens/landmarks/CrossingForm.tsx")) },
      { path: "inquiries", ...lazyScreen(() => import("./screens/Inquiries.tsx")) },
      { path: "reviews", ...lazyScreen(() => import("./screens/reviews/Reviews.tsx")) },
      { path: "owners", ...lazyScreen(() => import("./screens/owners/Owners.tsx")) },
      { path: "home-content", ...lazyScreen(() => import("./screens/home-content/HomeContent.tsx")) },
      { path: "publishing", ...lazyScreen(() => import("./screens/publishing/Publishing.tsx")) },
      { path: "outbox", ...lazyScreen(() => import("./screens/outbox/Outbox.tsx")) },
      { path: "settings", ...lazyScreen(() => import("./screens/Settings.tsx")) },
      { path: "interface-text", ...lazyScreen(() => import("./screens/translations/InterfaceText.tsx")) },
    ],
  },
  { element: <ShellWhenSignedIn />, children: [{ path: "*", ...lazyScreen(() => import("./screens/NotFound.tsx")) }] },
];

// the first screen's chunk is still loading when the app first renders: its rows stand in (react-router warns
// in the console without a fallback)
const router = createBrowserRouter([{ hydrateFallbackElement: <ScreenLoading />, children: routes }], {
  basename: ADMIN_BASE,
});

const queryClient = createAdminQueryClient(() => {
  const pathname = withoutBase(router.state.location.pathname);
  if (pathname === "/" || pathname === LOGIN_PATH) return;
  queryClient.removeQueries();
  void router.navigate(loginPathReturningTo(pathname + router.state.location.search), {
    replace: true,
    state: SESSION_ENDED_STATE,
  });
});

mountApp(router, queryClient);
