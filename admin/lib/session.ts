// The signed-in editor: GET /api/admin/me answers the profile, or 401 when there is no session.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { AdminLoginInput, AdminProfile } from "../../shared/schemas/admin.ts";
import { getJson, send } from "./api.ts";

export const sessionQueryKey = ["admin", "me"] as const;

export function useSession() {
  return useQuery({ queryKey: sessionQueryKey, queryFn: () => getJson<AdminProfile>("/api/admin/me") });
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
