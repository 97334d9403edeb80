// One QueryClient per page, shared by its islands, with the spec's query defaults (section 9).
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import type { ComponentType } from "react";
import { QUERY_DEFAULTS } from "../../shared/constants.ts";

let browserClient: QueryClient | undefined;

function createQueryClient() {
  return new QueryClient({ defaultOptions: { queries: { ...QUERY_DEFAULTS } } });
}

/** The page's client in the browser; a fresh one per server render so builds never share a cache. */
function getQueryClient(): QueryClient {
  if (typeof window === "undefined") return createQueryClient();
  browserClient ??= createQueryClient();
  return browserClient;
}

/** Wraps an island so its hooks can use react-query. */
export function withQueryClient<Props extends object>(Island: ComponentType<Props>) {
  function WithQueryClient(props: Props) {
    return (
      <QueryClientProvider client={getQueryClient()}>
        <Island {...props} />
      </QueryClientProvider>
    );
  }
  WithQueryClient.displayName = `WithQueryClient(${Island.displayName ?? Island.name})`;
  return WithQueryClient;
}
