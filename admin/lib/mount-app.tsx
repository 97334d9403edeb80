// How the admin and the owner's dashboard start: lazily loaded screens under react-router, react-query with the
// spec's defaults, the confirm dialog and the toaster.
import { type QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { RouterProvider, type RouteObject } from "react-router";
import type { createBrowserRouter } from "react-router";
import { mountToaster } from "../../shared/ui/toast/Toaster.tsx";
import { ConfirmProvider } from "../components/ConfirmDialog.tsx";

type ScreenModule = Promise<{ default: React.ComponentType }>;

/** A route whose screen's code is loaded when it is first shown (one chunk per screen). */
export const lazyScreen = (load: () => ScreenModule): Pick<RouteObject, "lazy"> => ({
  lazy: async () => ({ Component: (await load()).default }),
});

export function mountApp(router: ReturnType<typeof createBrowserRouter>, queryClient: QueryClient) {
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
}
