// One QueryClient for the admin with the spec's query defaults (section 9). A 401 from any call means
// the session is gone: forget what was cached and send the editor to the login, returning here after.
import { MutationCache, QueryCache, QueryClient } from "@tanstack/react-query";
import { ADMIN_SIGNED_IN_HINT_COOKIE, QUERY_DEFAULTS } from "../../shared/constants.ts";
import { forgetSignedInHint } from "../../shared/signed-in-hint.ts";
import { ApiError } from "./api.ts";

export function isUnauthorized(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401;
}

/** `hintCookie`: the signed-in hint of the app's session (the owner's dashboard runs on the visitor session's). */
export function createAdminQueryClient(onUnauthorized: () => void, hintCookie = ADMIN_SIGNED_IN_HINT_COOKIE) {
  const handle = (error: unknown) => {
    if (!isUnauthorized(error)) return;
    // the session has gone: the app stops asking for it until the next sign-in sets the hint again
    forgetSignedInHint(hintCookie);
    onUnauthorized();
  };
  return new QueryClient({
    queryCache: new QueryCache({ onError: handle }),
    mutationCache: new MutationCache({ onError: handle }),
    defaultOptions: { queries: { ...QUERY_DEFAULTS } },
  });
}
