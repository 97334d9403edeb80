// The owner's claims: what the claim screen shows of a listing, making a claim, its code, taking it back, and the
// claimant's claims.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { ClaimableBusiness, ClaimCodeInput, ClaimStartInput, OwnClaim } from "../../../shared/schemas/owners.ts";
import { getJson, send } from "../../lib/api.ts";
import { ownerQueryKey } from "./session.ts";

const claimableKey = (businessId: string) => ["owner", "claimable", businessId] as const;
const ownClaimsKey = ["owner", "claims"] as const;

export const useClaimableBusiness = (businessId: string) =>
  useQuery({
    queryKey: claimableKey(businessId),
    queryFn: () => getJson<ClaimableBusiness>(`/api/owner/claims/businesses/${encodeURIComponent(businessId)}`),
  });

export const useOwnClaims = () =>
  useQuery({
    queryKey: ownClaimsKey,
    queryFn: () => getJson<(OwnClaim & { businessName: string })[]>("/api/owner/claims"),
  });

/** After a claim changed: the listing's claim state, the claimant's claims and (when approved) their businesses. */
function useClaimChanged(businessId: string) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: claimableKey(businessId) }),
      queryClient.invalidateQueries({ queryKey: ownClaimsKey }),
      queryClient.invalidateQueries({ queryKey: ownerQueryKey }),
    ]);
}

export function useStartClaim(businessId: string) {
  const changed = useClaimChanged(businessId);
  return useMutation({
    mutationFn: (input: ClaimStartInput) => send<OwnClaim>("POST", "/api/owner/claims", input),
    onSuccess: changed,
  });
}

export function useClaimCode(businessId: string) {
  const changed = useClaimChanged(businessId);
  return useMutation({
    mutationFn: ({ claimId, ...input }: ClaimCodeInput & { claimId: number }) =>
      send<OwnClaim>("POST", `/api/owner/claims/${claimId}/code`, input),
    onSuccess: changed,
  });
}

export function useWithdrawClaim(businessId: string) {
  const changed = useClaimChanged(businessId);
  return useMutation({
    mutationFn: (claimId: number) => send<OwnClaim>("POST", `/api/owner/claims/${claimId}/withdraw`),
    onSuccess: changed,
  });
}
