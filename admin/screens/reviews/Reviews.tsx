// /admin/reviews: the moderation queue. Reviews the spam brakes held (a second review from one network within
// minutes, a pile-on at one business) wait here, and any review can be hidden; the list opens on the held ones.
// The server searches, filters and pages; the list's state lives in the URL.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { ADMIN_REVIEW_FILTERS, type AdminReviewFilter } from "../../../shared/constants.ts";
import type { AdminReview } from "../../../shared/schemas/review.ts";
import { toast } from "../../../shared/ui/toast/store.ts";
import { EmptyState, LoadError, LoadingRows } from "../../components/feedback.tsx";
import { FilterSelect, ListToolbar, Pagination, useListParams } from "../../components/ListControls.tsx";
import { ListScreenHeader } from "../../components/Screen.tsx";
import { errorMessage, getPage, send, withParams } from "../../lib/api.ts";
import { isUnauthorized } from "../../lib/query-client.ts";
import { reviewBadge } from "./moderation.ts";
import { ReviewCard, reviewHeadingId } from "./ReviewCard.tsx";

const PAGE_SIZE = 20;
const TOTAL_ID = "review-total";
/** What the screen shows before a filter is chosen: the reviews that wait for a decision. */
const DEFAULT_FILTER: AdminReviewFilter = "held";

const FILTER_OPTIONS = ADMIN_REVIEW_FILTERS.map((filter) => ({
  value: filter,
  label: filter === "all" ? "All Reviews" : reviewBadge(filter).label,
}));

export default function ReviewsScreen() {
  const list = useListParams(PAGE_SIZE);
  const { value: status, set: setStatus } = list.status(ADMIN_REVIEW_FILTERS, DEFAULT_FILTER);
  const query = { q: list.q, status, limit: list.limit, offset: list.offset };
  const reviews = useQuery({
    queryKey: ["admin", "reviews", query],
    queryFn: () => getPage<AdminReview>(withParams("/api/admin/reviews", query)),
    placeholderData: keepPreviousData,
  });

  const queryClient = useQueryClient();
  const refreshAfterWrite = () =>
    Promise.all(
      [
        ["admin", "reviews"],
        ["admin", "audit"],
      ].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
    );
  const moderate = useMutation({
    mutationFn: ({ id, to }: { id: number; to: "published" | "hidden" }) =>
      send<AdminReview>("PATCH", `/api/admin/reviews/${id}`, { status: to }),
    onSuccess: async (updated) => {
      await refreshAfterWrite();
      toast({ title: updated.status === "published" ? "Review approved" : "Review hidden" });
      // the pressed button is gone: keep the keyboard on this review, or on the list if the filter dropped it
      (document.getElementById(reviewHeadingId(updated.id)) ?? document.getElementById(TOTAL_ID))?.focus();
    },
    onError: (error) => {
      if (isUnauthorized(error)) return;
      toast({ title: "Error", description: errorMessage(error, "Failed to update review"), variant: "destructive" });
    },
  });

  const replyVisibility = useMutation({
    mutationFn: ({ id, hidden }: { id: number; hidden: boolean }) =>
      send<AdminReview>("PATCH", `/api/admin/reviews/${id}/reply`, { hidden }),
    onSuccess: async (updated) => {
      await refreshAfterWrite();
      toast({ title: updated.ownerReply?.hidden ? "Reply hidden" : "Reply shown" });
    },
    onError: (error) => {
      if (isUnauthorized(error)) return;
      toast({ title: "Error", description: errorMessage(error, "Failed to update the reply"), variant: "destructive" });
    },
  });

  const filtered = list.q !== "" || status !== "all";
  return (
    <>
      <ListScreenHeader
        title="Reviews"
        subtitle="What travellers wrote; held reviews wait for your decision before they count"
      />
      <ListToolbar list={list} searchLabel="Search reviews" placeholder="Search by name, title, comment or business...">
        <FilterSelect label="Status" value={status} options={FILTER_OPTIONS} onChange={setStatus} />
      </ListToolbar>

      {reviews.isPending ? (
        <LoadingRows rows={4} label="Loading reviews..." />
      ) : reviews.isError ? (
        <LoadError error={reviews.error} onRetry={() => void reviews.refetch()} what="Could not load the reviews" />
      ) : (
        <>
          <p
            id={TOTAL_ID}
            tabIndex={-1}
            className="mb-4 text-sm font-medium text-stone-700 outline-none"
            aria-live="polite"
          >
            {reviews.data.total} {reviews.data.total === 1 ? "review" : "reviews"}
            {filtered ? " match" : " in total"}
          </p>
          {reviews.data.items.length === 0 ? (
            <EmptyState title="No reviews found">
              {status === "held" && !list.q ? "No review is waiting for a decision." : "Try another search or status."}
            </EmptyState>
          ) : (
            <div className="space-y-4">
              {reviews.data.items.map((review) => (
                <ReviewCard
                  key={review.id}
                  review={review}
                  updating={
                    (moderate.isPending && moderate.variables.id === review.id) ||
                    (replyVisibility.isPending && replyVisibility.variables.id === review.id)
                  }
                  onModerate={(to) => moderate.mutate({ id: review.id, to })}
                  onReplyHidden={(hidden) => replyVisibility.mutate({ id: review.id, hidden })}
                  onDeleted={async () => {
                    await refreshAfterWrite();
                    // the card is gone: the keyboard goes on from the list's total
                    document.getElementById(TOTAL_ID)?.focus();
                  }}
                />
              ))}
            </div>
          )}
          <Pagination page={list.page} limit={list.limit} total={reviews.data.total} onPage={list.setPage} />
        </>
      )}
    </>
  );
}
