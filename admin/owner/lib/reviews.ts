// The owner's calls for their business's reviews and figures (issue 44), under /api/owner/businesses/:businessId,
// where the server checks the owner manages it.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { OwnerFigures } from "../../../shared/schemas/owner-figures.ts";
import type { AdminReview, ReviewReplyInput } from "../../../shared/schemas/review.ts";
import { getJson, getPage, send, withParams } from "../../lib/api.ts";

/** A review as the owner reads it: as the admin does, but without the business (it is theirs). */
export type OwnerReview = Omit<AdminReview, "business">;

const reviewsUrl = (businessId: string) => `/api/owner/businesses/${businessId}/reviews`;
const reviewsKey = (businessId: string) => ["owner", "business", businessId, "reviews"] as const;

export function useOwnerReviews(businessId: string, page: { limit: number; offset: number }) {
  return useQuery({
    queryKey: [...reviewsKey(businessId), page],
    queryFn: () => getPage<OwnerReview>(withParams(reviewsUrl(businessId), page)),
    placeholderData: keepPreviousData,
  });
}

/** Writes or rewords the reply (PUT), or takes it back (`null`): the list is read again either way. */
export function useSaveReply(businessId: string, reviewId: number) {
  const queryClient = useQueryClient();
  const replyUrl = `${reviewsUrl(businessId)}/${reviewId}/reply`;
  return useMutation({
    mutationFn: (reply: ReviewReplyInput | null) =>
      reply === null ? send<null>("DELETE", replyUrl) : send<OwnerReview>("PUT", replyUrl, reply),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reviewsKey(businessId) }),
  });
}

export function useOwnerFigures(businessId: string) {
  return useQuery({
    queryKey: ["owner", "business", businessId, "figures"],
    queryFn: () => getJson<OwnerFigures>(`/api/owner/businesses/${businessId}/figures`),
  });
}
