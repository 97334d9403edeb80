// One business's calls on the owner's dashboard (issue 44), all under /api/owner/businesses/:businessId, where the
// server checks the owner manages it: the listing as stored, its everyday edits, and the changes an editor approves
// first. The categories come from the site's public list.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { editOf } from "../../../shared/record-version.ts";
import type { Business } from "../../../shared/schemas/business.ts";
import type { Category } from "../../../shared/schemas/category.ts";
import type {
  OwnerListingEditInput,
  OwnerProposal,
  OwnerProposalInput,
} from "../../../shared/schemas/owner-listing.ts";
import { getJson, getPage, send } from "../../lib/api.ts";

export const ownerBusinessUrl = (businessId: string) => `/api/owner/businesses/${businessId}`;
const businessKey = (businessId: string) => ["owner", "business", businessId] as const;
const proposalsKey = (businessId: string) => [...businessKey(businessId), "proposals"] as const;

/** The owner's screens of one business, in the app's paths: its listing, its details to approve, its inquiries. */
export const ownerBusinessPaths = (businessId: number | string) => ({
  listing: `/businesses/${businessId}`,
  details: `/businesses/${businessId}/details`,
  inquiries: `/businesses/${businessId}/inquiries`,
  reviews: `/businesses/${businessId}/reviews`,
  figures: `/businesses/${businessId}/figures`,
});

export function useOwnedBusiness(businessId: string) {
  return useQuery({
    queryKey: businessKey(businessId),
    queryFn: () => getJson<Business>(ownerBusinessUrl(businessId)),
  });
}

/** The everyday edit, made on the version opened (If-Match): live once the site is rebuilt. */
export function useSaveListing(business: Business) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: OwnerListingEditInput) =>
      send<Business>("PATCH", ownerBusinessUrl(String(business.id)), input, editOf(business)),
    onSuccess: (saved) => queryClient.setQueryData(businessKey(String(saved.id)), saved),
  });
}

export function useProposals(businessId: string) {
  return useQuery({
    queryKey: proposalsKey(businessId),
    queryFn: () => getJson<OwnerProposal[]>(`${ownerBusinessUrl(businessId)}/proposals`),
  });
}

export function useProposeChanges(businessId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: OwnerProposalInput) =>
      send<OwnerProposal>("POST", `${ownerBusinessUrl(businessId)}/proposals`, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: proposalsKey(businessId) }),
  });
}

export function useWithdrawProposal(businessId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (proposalId: number) =>
      send<OwnerProposal>("POST", `${ownerBusinessUrl(businessId)}/proposals/${proposalId}/withdraw`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: proposalsKey(businessId) }),
  });
}

/** The site's categories, for the category a proposal may change. */
export function useCategories() {
  return useQuery({
    queryKey: ["owner", "categories"],
    queryFn: async () => (await getPage<Category>("/api/categories")).items,
  });
}
