// The admin SPA: React, react-router (one lazily loaded chunk per screen) and @tanstack/react-query with
// the spec's defaults. It talks to the service only over HTTP (shared/api.ts), never to its code.
import { QueryClientProvider } from "@tanstack/react-query";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { createBrowserRouter, RouterProvider, type RouteObject } from "react-router";
import { mountToaster } from "../shared/ui/toast/Toaster.tsx";
import { ConfirmProvider } from "./components/ConfirmDialog.tsx";
import { ScreenLoading } from "./components/feedback.tsx";
import { RequireSession, ShellWhenSignedIn } from "./components/RequireSession.tsx";
import { SESSION_ENDED_STATE } from "./lib/drafts.ts";
import { ADMIN_BASE, LOGIN_PATH, loginPathReturningTo, withoutBase } from "./lib/paths.ts";
import { createAdminQueryClient } from "./lib/query-client.ts";
import "./styles.css";

type ScreenModule = Promise<{ default: React.ComponentType }>;
const screen = (load: () => ScreenModule): Pick<RouteObject, "lazy"> => ({
  lazy: async () => ({ Component: (await load()).default }),
});

const routes: RouteObject[] = [
  { index: true, ...screen(() => import("./screens/Login.tsx")) },
  { path: "login", ...screen(() => import("./screens/Login.tsx")) },
  {
    element: <RequireSession />,
    children: [
      { path: "dashboard", ...screen(() => import("./screens/Dashboard.tsx")) },
      { path: "businesses", ...screen(() => import("./screens/businesses/BusinessList.tsx")) },
      { path: "businesses/new", ...screen(() => import("./screens/businesses/BusinessForm.tsx")) },
      { path: "businesses/:id/edit", ...screen(() => import("./screens/businesses/BusinessForm.tsx")) },
      { path: "categories", ...screen(() => import("./screens/categories/CategoryList.tsx")) },
      { path: "categories/new", ...screen(() => import("./screens/categories/CategoryForm.tsx")) },
      { path: "categories/:id/edit", ...screen(() => import("./screens/categories/CategoryForm.tsx")) },
      { path: "blog", ...screen(() => import("./screens/blog/BlogList.tsx")) },
      { path: "blog/new", ...screen(() => import("./screens/blog/BlogForm.tsx")) },
      { path: "blog/:id/edit", ...screen(() => import("./screens/blog/BlogForm.tsx")) },
      { path: "landmarks", ...screen(() => import("./screens/landmarks/LandmarkList.tsx")) },
      { path: "landmarks/new", ...screen(() => import("./screens/landmarks/LandmarkForm.tsx")) },
      { path: "landmarks/:id/edit", ...screen(() => import("./screens/landmarks/LandmarkForm.tsx")) },
      { path: "landmarks/crossings/:id/edit", ...screen(() => import("./screens/landmarks/CrossingForm.tsx")) },
      { path: "inquiries", ...screen(() => import("./screens/Inquiries.tsx")) },
      { path: "reviews", ...screen(() => import("./screens/reviews/Reviews.tsx")) },
      { path: "home-content", ...screen(() => import("./screens/home-content/HomeContent.tsx")) },
      { path: "publishing", ...screen(() => import("./screens/publishing/Publishing.tsx")) },
      { path: "outbox", ...screen(() => import("./screens/outbox/Outbox.tsx")) },
      { path: "settings", ...screen(() => import("./screens/Settings.tsx")) },
    ],
  },
  { element: <ShellWhenSignedIn />, children: [{ path: "*", ...screen(() => import("./screens/NotFound.tsx")) }] },
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

mountToaster();
createRoot(document.getElementById("root")!).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <ConfirmProvider>
        <RouterProvider router={router} />
      </ConfirmProvider>
    </QueryClientProvider>
  </StrictMode>,
);
