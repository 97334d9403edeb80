// One QueryClient for the admin with the spec's query defaults (section 9). A 401 from any call means
// the session is gone: forget what was cached and send the editor to the login, returning here after.
import { MutationCache, QueryCache, QueryClient } from "@tanstack/react-query";
import { ADMIN_SIGNED_IN_HINT_COOKIE, QUERY_DEFAULTS } from "../../shared/constants.ts";
import { forgetSignedInHint } from "../../shared/signed-in-hint.ts";
import { NOT_AN_EDITOR_MESSAGE } from "../../shared/messages.ts";
import { ApiError, errorMessage } from "./api.ts";

/** No admin session: none at all (401), or a visitor's session from the site, which the admin refuses (403). */
export function isUnauthorized(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  return error.status === 401 || (error.status === 403 && errorMessage(error, "") === NOT_AN_EDITOR_MESSAGE);
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
