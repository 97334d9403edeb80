// The Reviews tab: write a review, then every review, fetched live so a new one shows at once
// (the page itself is only rebuilt later).
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { apiJson, getJson } from "../../shared/api.ts";
import { REVIEW_RATING } from "../../shared/constants.ts";
import { REVIEW_FAILED_MESSAGE, REVIEW_SUBMITTED_MESSAGE } from "../../shared/messages.ts";
import type { Review } from "../../shared/schemas/review.ts";
import { formatDate } from "../lib/format.ts";
import { primaryButtonClass, TextAreaField, TextField } from "./forms/fields.tsx";
import { useFormSubmit } from "./forms/useFormSubmit.ts";
import { formTexts, validateForm } from "./forms/validate.ts";
import { MapPinIcon } from "../../shared/ui/icons.tsx";
import { withQueryClient } from "./query-client.tsx";
import { StarPicker, StarRow } from "./reviews/stars.tsx";
import { useToaster } from "../../shared/ui/toast/Toaster.tsx";
import { toast } from "../../shared/ui/toast/store.ts";

export interface ReviewsPanelProps {
  businessId: number;
  businessName: string;
}

const newestFirst = (a: Review, b: Review) => Date.parse(b.createdAt) - Date.parse(a.createdAt);

function ReviewsPanel({ businessId, businessName }: ReviewsPanelProps) {
  useToaster();
  const queryClient = useQueryClient();
  const reviewsUrl = `/api/businesses/${businessId}/reviews`;
  const reviews = useQuery({ queryKey: ["reviews", businessId], queryFn: () => getJson<Review[]>(reviewsUrl) });
  const [rating, setRating] = useState<number>(REVIEW_RATING.default);

  const { errors, pending, submitDisabled, formProps } = useFormSubmit({
    loadValidation: async () => {
      const { ReviewInputSchema } = await import("../../shared/schemas/review.ts");
      return (form) => validateForm(ReviewInputSchema, { ...formTexts(form), rating });
    },
    send: (review) => apiJson<Review>("POST", reviewsUrl, review),
    onSuccess: (form) => {
      toast({ title: REVIEW_SUBMITTED_MESSAGE });
      form.reset();
      setRating(REVIEW_RATING.default);
      void queryClient.invalidateQueries({ queryKey: ["reviews", businessId] });
    },
    failureTitle: REVIEW_FAILED_MESSAGE,
  });

  const list = [...(reviews.data ?? [])].sort(newestFirst);

  return (
    <div className="space-y-10">
      <section aria-labelledby="write-review-heading" className="rounded-2xl border border-stone-200 bg-white p-6">
        <h2 id="write-review-heading" className="text-xl font-semibold text-stone-900">
          Write a Review
        </h2>
        <p className="mt-1 text-sm text-stone-700">Share your experience of {businessName} with other travellers.</p>
        <form {...formProps} className="mt-5 grid gap-4 sm:grid-cols-2">
          <div className="sm:col-span-2">
            <StarPicker value={rating} onChange={setRating} error={errors.rating} />
          </div>
          <TextField label="Your name" name="customerName" autoComplete="name" required error={errors.customerName} />
          <TextField
            label="Your location"
            name="customerLocation"
            placeholder="e.g. Berlin, Germany"
            error={errors.customerLocation}
          />
          <TextField label="Review title" name="title" className="sm:col-span-2" error={errors.title} />
          <TextAreaField
            label="Your review"
            name="comment"
            rows={4}
            required
            className="sm:col-span-2"
            error={errors.comment}
          />
          <div className="sm:col-span-2">
            <button type="submit" disabled={submitDisabled} className={primaryButtonClass}>
              {pending ? "Submitting..." : "Submit Review"}
            </button>
          </div>
        </form>
      </section>

      <section aria-labelledby="reviews-heading" aria-busy={reviews.isPending}>
        <h2 id="reviews-heading" className="text-xl font-semibold text-stone-900">
          Reviews{reviews.data && ` (${list.length})`}
        </h2>
        {reviews.isPending ? (
          <p className="mt-4 text-stone-700">Loading...</p>
        ) : reviews.isError ? (
          <p role="alert" className="mt-4 text-red-700">
            Failed to load reviews
          </p>
        ) : list.length === 0 ? (
          <p className="mt-4 text-stone-700">No reviews yet. Be the first to share your experience!</p>
        ) : (
          <ul className="mt-4 space-y-4">
            {list.map((review) => (
              <li key={review.id} className="rounded-2xl border border-stone-200 bg-white p-5">
                <div className="flex flex-wrap items-start justify-between gap-2">
                  <div>
                    <p className="font-semibold text-stone-900">{review.customerName}</p>
                    {review.customerLocation && (
                      <p className="flex items-center gap-1 text-sm text-stone-700">
                        <MapPinIcon size={14} /> {review.customerLocation}
                      </p>
                    )}
                  </div>
                  <div className="text-right">
                    <StarRow rating={review.rating} />
                    <p className="text-sm text-stone-700">
                      <time dateTime={review.createdAt}>{formatDate(review.createdAt)}</time>
                    </p>
                  </div>
                </div>
                {review.title && <h3 className="mt-3 font-semibold text-stone-900">{review.title}</h3>}
                <p className="mt-2 whitespace-pre-line text-stone-800">{review.comment}</p>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

export default withQueryClient(ReviewsPanel);
