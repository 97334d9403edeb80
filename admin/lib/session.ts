// The signed-in editor: GET /api/admin/me answers the profile, or 401 when there is no session. It is asked only
// when the service's signed-in hint cookie is there.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { AdminLoginInput, AdminProfile } from "../../shared/schemas/admin.ts";
import { ADMIN_SIGNED_IN_HINT_COOKIE } from "../../shared/constants.ts";
import { NOT_SIGNED_IN_MESSAGE } from "../../shared/messages.ts";
import { cookiePattern } from "../../shared/signed-in-hint.ts";
import { ApiError, getJson, send } from "./api.ts";

export const sessionQueryKey = ["admin", "me"] as const;

const ADMIN_SIGNED_IN_HINT = cookiePattern(ADMIN_SIGNED_IN_HINT_COOKIE);

/** Whether the service's signed-in hint is there: without it there is no session, and no need to ask. */
export const hasSignedInHint = () => ADMIN_SIGNED_IN_HINT.test(document.cookie);

/** Without the service's signed-in hint there is no session: the app says so without asking (no 401 logged). */
export function useSession() {
  return useQuery({
    queryKey: sessionQueryKey,
    queryFn: () =>
      hasSignedInHint()
        ? getJson<AdminProfile>("/api/admin/me")
        : Promise.reject(new ApiError(401, JSON.stringify({ message: NOT_SIGNED_IN_MESSAGE }), "Unauthorized")),
  });
}

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (credentials: AdminLoginInput) => send<AdminProfile>("POST", "/api/admin/login", credentials),
    onSuccess: (profile) => {
      queryClient.clear();
      queryClient.setQueryData(sessionQueryKey, profile);
    },
  });
}

/** Ends the session on the server, then forgets everything cached for it. */
export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => send("POST", "/api/admin/logout"),
    onSettled: () => queryClient.clear(),
  });
}

export function displayName(admin: AdminProfile): string {
  const fullName = [admin.firstName, admin.lastName].filter(Boolean).join(" ");
  return fullName || admin.username;
}
