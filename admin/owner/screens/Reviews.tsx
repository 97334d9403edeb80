// /owner/businesses/:businessId/reviews (issue 44): the business's published reviews, newest first, each with the
// owner's one public reply: written, reworded or taken back here, shown under the review on the business's page as
// "Response from the owner" once the site is rebuilt. The rules of a reply stand under each box; an editor hides a
// reply that breaks them, and rewording it does not bring it back.
import { useForm } from "react-hook-form";
import { REVIEW_LIMITS } from "../../../shared/constants.ts";
import { ReviewReplyInputSchema, type ReviewReplyInput } from "../../../shared/schemas/review.ts";
import { StarIcon } from "../../../shared/ui/icons.tsx";
import { toast } from "../../../shared/ui/toast/store.ts";
import { EmptyState, FormAlert, LoadError, LoadingRows } from "../../components/feedback.tsx";
import { TextAreaField } from "../../components/fields.tsx";
import { Pagination, useListParams } from "../../components/ListControls.tsx";
import { errorMessage } from "../../lib/api.ts";
import { formatDateTime } from "../../lib/dates.ts";
import { firstErrorMessage, schemaResolver, showServerFieldErrors } from "../../lib/forms.ts";
import { BusinessFrame } from "../components/BusinessFrame.tsx";
import { type OwnerReview, useOwnerReviews, useSaveReply } from "../lib/reviews.ts";

const PAGE_SIZE = 10;
export const REPLY_SAVED_MESSAGE = "Reply saved";
export const REPLY_REMOVED_MESSAGE = "Reply removed";
export const REPLY_LIVE_DETAIL = "It shows under the review on your page within a few minutes.";

export default function OwnerReviewsScreen() {
  return (
    <BusinessFrame subtitle="What travellers wrote about you, and your reply to each.">
      {(business) => <ReviewList businessId={String(business.id)} />}
    </BusinessFrame>
  );
}

function ReviewList({ businessId }: { businessId: string }) {
  const list = useListParams(PAGE_SIZE);
  const reviews = useOwnerReviews(businessId, { limit: list.limit, offset: list.offset });
  if (reviews.isPending) return <LoadingRows rows={3} label="Loading reviews..." />;
  if (reviews.isError) {
    return <LoadError error={reviews.error} onRetry={() => void reviews.refetch()} what="Could not load the reviews" />;
  }
  if (reviews.data.items.length === 0) {
    return <EmptyState title="No reviews yet">Reviews travellers write on your page show here.</EmptyState>;
  }
  return (
    <>
      <p className="mb-4 text-sm font-medium text-stone-700">
        {reviews.data.total} {reviews.data.total === 1 ? "review" : "reviews"} on your page
      </p>
      <div className="space-y-4">
        {reviews.data.items.map((review) => (
          <ReviewWithReply key={review.id} businessId={businessId} review={review} />
        ))}
      </div>
      <Pagination page={list.page} limit={list.limit} total={reviews.data.total} onPage={list.setPage} />
    </>
  );
}

/** The rules of a reply, stated under every reply box. */
export const REPLY_RULES =
  "Public: shown under the review as Response from the owner. Thank the traveller and answer what they raised. No personal details (phone numbers, email addresses, anything about the guest), no offers or discounts, no accusations: an editor hides a reply that has them.";

function ReviewWithReply({ businessId, review }: { businessId: string; review: OwnerReview }) {
  const headingId = `review-${review.id}`;
  return (
    <article aria-labelledby={headingId} className="rounded-xl border border-stone-200 bg-white p-5 shadow-sm">
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id={headingId} className="text-lg font-semibold text-stone-900">
            {review.title?.trim() || `Review by ${review.customerName}`}
          </h2>
          <p className="mt-1 text-sm text-stone-700">
            {review.customerName}
            {review.customerLocation && `, ${review.customerLocation}`} ·{" "}
            <time dateTime={review.createdAt}>{formatDateTime(review.createdAt)}</time>
          </p>
        </div>
        <span role="img" aria-label={`Rated ${review.rating} out of 5`} className="flex text-amber-600">
          {Array.from({ length: 5 }, (_, index) => (
            <StarIcon key={index} filled={index < review.rating} size={16} />
          ))}
        </span>
      </header>
      <p className="mt-3 rounded-lg bg-stone-50 p-4 whitespace-pre-line text-stone-800">{review.comment}</p>
      <ReplyForm businessId={businessId} review={review} />
    </article>
  );
}

function ReplyForm({ businessId, review }: { businessId: string; review: OwnerReview }) {
  const reply = review.ownerReply;
  const form = useForm<ReviewReplyInput, unknown, ReviewReplyInput>({
    values: { body: reply?.body ?? "" },
    resolver: schemaResolver(ReviewReplyInputSchema, (values: ReviewReplyInput) => values),
  });
  const save = useSaveReply(businessId, review.id);
  const { errors } = form.formState;
  const submit = form.handleSubmit((values) =>
    save.mutate(values, {
      onSuccess: () => toast({ title: REPLY_SAVED_MESSAGE, description: REPLY_LIVE_DETAIL }),
      onError: (error) => showServerFieldErrors(error, form.setError),
    }),
  );
  const remove = () =>
    save.mutate(null, { onSuccess: () => toast({ title: REPLY_REMOVED_MESSAGE, description: REPLY_LIVE_DETAIL }) });
  const alert = save.isError ? errorMessage(save.error, "Failed to save your reply") : firstErrorMessage(errors);
  const label = `Your reply to ${review.customerName}`;

  return (
    <form
      onSubmit={(event) => {
        save.reset();
        void submit(event);
      }}
      noValidate
      className="mt-4 space-y-3 border-l-4 border-orange-700 pl-4"
    >
      {reply?.hidden && (
        <p className="rounded-lg bg-stone-100 p-3 text-sm text-stone-800">
          <strong>Hidden from your page.</strong> An editor hid this reply because it breaks the rules below. Changing
          it does not show it again.
        </p>
      )}
      {reply && (
        <p className="text-sm text-stone-700">
          Replied <time dateTime={reply.repliedAt}>{formatDateTime(reply.repliedAt)}</time>
        </p>
      )}
      <FormAlert message={alert} />
      <TextAreaField
        label={label}
        rows={3}
        hint={REPLY_RULES}
        registration={form.register("body", { maxLength: REVIEW_LIMITS.replyMax })}
        error={errors.body}
      />
      <div className="flex flex-wrap gap-2">
        <button type="submit" className="btn-primary px-4 py-2 text-sm disabled:opacity-60" disabled={save.isPending}>
          {reply ? "Update reply" : "Post reply"}
        </button>
        {reply && (
          <button
            type="button"
            className="btn-secondary px-4 py-2 text-sm disabled:opacity-60"
            disabled={save.isPending}
            onClick={remove}
          >
            Remove reply
          </button>
        )}
      </div>
    </form>
  );
}
