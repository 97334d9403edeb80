// The signed-in owner: GET /api/owner/me answers who they are and the businesses they manage, or 401. A visitor
// session serves both the site and this app; without its signed-in hint there is none, and nothing to ask.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { SIGNED_IN_HINT_COOKIE } from "../../../shared/constants.ts";
import { NOT_SIGNED_IN_MESSAGE } from "../../../shared/messages.ts";
import type { OwnerProfile, SignInCodeRequest, SignInWithCodeInput } from "../../../shared/schemas/owners.ts";
import { cookiePattern } from "../../../shared/signed-in-hint.ts";
import { ApiError, getJson, send } from "../../lib/api.ts";

export const ownerQueryKey = ["owner", "me"] as const;

const SIGNED_IN_HINT = cookiePattern(SIGNED_IN_HINT_COOKIE);

export const hasOwnerSignedInHint = () => SIGNED_IN_HINT.test(document.cookie);

export function useOwner() {
  return useQuery({
    queryKey: ownerQueryKey,
    queryFn: () =>
      hasOwnerSignedInHint()
        ? getJson<OwnerProfile>("/api/owner/me")
        : Promise.reject(new ApiError(401, JSON.stringify({ message: NOT_SIGNED_IN_MESSAGE }), "Unauthorized")),
  });
}

export function useRequestSignInCode() {
  return useMutation({
    mutationFn: (input: SignInCodeRequest) => send<{ message: string }>("POST", "/api/owner/sign-in/code", input),
  });
}

export function useSignInWithCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SignInWithCodeInput) => send<OwnerProfile>("POST", "/api/owner/sign-in", input),
    onSuccess: (profile) => {
      queryClient.clear();
      queryClient.setQueryData(ownerQueryKey, profile);
    },
  });
}

/** Ends the visitor session on the server (the site's sign-out), then forgets everything cached for it. */
export function useOwnerSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => send("POST", "/api/owner/sign-out"),
    onSettled: () => queryClient.clear(),
  });
}
