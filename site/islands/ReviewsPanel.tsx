// The Reviews tab: write a review, then the reviews. The page is prebuilt with the newest ones (initialReviews),
// so they show without JavaScript and without asking the API; after a review is written they are fetched live, so
// it shows at once (the page itself is only rebuilt later), with the business's rating and review count around the
// island. Older ones load a page at a time (Load more reviews).
import { useInfiniteQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { apiJson, getJson, getPage } from "../../shared/api.ts";
import { REVIEW_PAGE, REVIEW_RATING } from "../../shared/constants.ts";
import { formatLongDate } from "../../shared/i18n/format.ts";
import type { Language } from "../../shared/i18n/languages.ts";
import { REVIEW_FAILED_MESSAGE, REVIEW_HELD_MESSAGE, REVIEW_SUBMITTED_MESSAGE } from "../../shared/messages.ts";
import type { Business } from "../../shared/schemas/business.ts";
import type { Review } from "../../shared/schemas/review.ts";
import { formatRating } from "../lib/format.ts";
import { HoneypotField, primaryButtonClass, TextAreaField, TextField } from "./forms/fields.tsx";
import { useFormSubmit } from "./forms/useFormSubmit.ts";
import { formTexts, validateForm } from "./forms/validate.ts";
import { MapPinIcon } from "../../shared/ui/icons.tsx";
import { fullName } from "../lib/client/current-user.ts";
import { CustomerNameField, SignedInNote } from "./account/signed-in-fields.tsx";
import { useSignedInUser } from "./account/useSignedInUser.ts";
import { withQueryClient } from "./query-client.tsx";
import { reviewsTexts, StarPicker, StarRow } from "./reviews/stars.tsx";
import { formsTexts, toasterTexts } from "./forms/texts.ts";
import { useToaster } from "../../shared/ui/toast/Toaster.tsx";
import { toast } from "../../shared/ui/toast/store.ts";

/**
 * The business's rating and review count where the prebuilt page shows them outside this island (its header and the
 * Reviews tab), as the API has them now: spec section 7 refreshes the business after a review, and the page itself
 * is rebuilt only later. Left as they were when the API cannot be reached.
 */
async function showBusinessFigures(businessId: number, language: Language) {
  const business = await getJson<Pick<Business, "rating" | "reviewCount">>(`/api/businesses/${businessId}`).catch(
    () => undefined,
  );
  if (!business) return;
  const show = (selector: string, text: string) => {
    for (const element of document.querySelectorAll(selector)) element.textContent = text;
  };
  show("[data-business-rating]", formatRating(business.rating));
  const t = reviewsTexts(language);
  show("[data-business-review-count]", t("reviewCount", { count: business.reviewCount }));
  show("[data-reviews-tab]", t("tabLabel", { count: business.reviewCount }));
}

interface ReviewsPanelProps {
  businessId: number;
  businessName: string;
  /** the newest reviews, as the build's snapshot had them */
  initialReviews: Review[];
  /** how many published reviews the business had then */
  reviewCount: number;
  /** the page's */
  language: Language;
}

function ReviewsPanel({ businessId, businessName, initialReviews, reviewCount, language }: ReviewsPanelProps) {
  useToaster(toasterTexts(language));
  const t = reviewsTexts(language);
  const forms = formsTexts(language);
  const formatDate = (iso: string) => formatLongDate(iso, language);
  // what travellers and owners wrote keeps its own direction on a Hindi or Hebrew page (an English review on a
  // Hebrew page reads left to right); English pages stay as they were
  const written = language === "en" ? undefined : "auto";
  const queryClient = useQueryClient();
  const reviewsUrl = `/api/businesses/${businessId}/reviews`;
  const reviews = useInfiniteQuery({
    queryKey: ["reviews", businessId],
    queryFn: ({ pageParam }) => getPage<Review>(`${reviewsUrl}?offset=${pageParam}&limit=${REVIEW_PAGE.defaultLimit}`),
    initialPageParam: 0,
    // the next page starts after every review loaded so far
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((sum, page) => sum + page.items.length, 0);
      return loaded < last.total ? loaded : undefined;
    },
    initialData: { pages: [{ items: initialReviews, total: reviewCount }], pageParams: [0] },
  });
  const [rating, setRating] = useState<number>(REVIEW_RATING.default);
  const { user } = useSignedInUser();

  const { errors, pending, submitDisabled, formProps } = useFormSubmit({
    language,
    action: reviewsUrl,
    loadValidation: async () => {
      const { ReviewInputSchema } = await import("../../shared/schemas/review.ts");
      return (form) => validateForm(ReviewInputSchema, { ...formTexts(form), rating });
    },
    send: (action, review) => apiJson<Review>("POST", action, review),
    onSuccess: (form, review, translate) => {
      toast({
        title: translate(REVIEW_SUBMITTED_MESSAGE),
        description: review.status === "held" ? translate(REVIEW_HELD_MESSAGE) : undefined,
      });
      form.reset();
      setRating(REVIEW_RATING.default);
      void queryClient.invalidateQueries({ queryKey: ["reviews", businessId] });
      if (review.status !== "held") void showBusinessFigures(businessId, language);
    },
    failureTitle: REVIEW_FAILED_MESSAGE,
  });

  // a review written meanwhile shifts the pages by one: a review seen on an earlier page is not shown twice
  const loaded = reviews.data?.pages.flatMap((page) => page.items) ?? [];
  const list = [...new Map(loaded.map((review) => [review.id, review])).values()];
  const total = reviews.data?.pages.at(-1)?.total;

  return (
    <div className="space-y-10">
      <section aria-labelledby="write-review-heading" className="rounded-2xl border border-stone-200 bg-white p-6">
        <h2 id="write-review-heading" className="text-xl font-semibold text-stone-900">
          {t("writeHeading")}
        </h2>
        <p className="mt-1 text-sm text-stone-700">{t("intro", { business: businessName })}</p>
        {user && (
          <SignedInNote language={language} text={t("signedIn", { name: fullName(user) || (user.email ?? "") })} />
        )}
        <form {...formProps} className="mt-5 grid gap-4 sm:grid-cols-2">
          <HoneypotField language={language} />
          <div className="sm:col-span-2">
            <StarPicker value={rating} onChange={setRating} error={errors.rating} language={language} />
          </div>
          <CustomerNameField user={user} error={errors.customerName} language={language} />
          <TextField
            label={t("location")}
            name="customerLocation"
            placeholder={t("locationPlaceholder")}
            error={errors.customerLocation}
          />
          <TextField label={t("title")} name="title" className="sm:col-span-2" error={errors.title} />
          <TextAreaField
            label={t("comment")}
            name="comment"
            rows={4}
            required
            className="sm:col-span-2"
            error={errors.comment}
          />
          <div className="sm:col-span-2">
            <button type="submit" disabled={submitDisabled} className={primaryButtonClass}>
              {pending ? forms("submitting") : t("submit")}
            </button>
          </div>
        </form>
      </section>

      <section aria-labelledby="reviews-heading" aria-busy={reviews.isPending}>
        <h2 id="reviews-heading" className="text-xl font-semibold text-stone-900">
          {total === undefined ? t("heading") : t("headingWithCount", { count: total })}
        </h2>
        {reviews.isPending ? (
          <p className="mt-4 text-stone-700">{forms("loading")}</p>
        ) : reviews.isError ? (
          <p role="alert" className="mt-4 text-red-700">
            {t("failedToLoad")}
          </p>
        ) : list.length === 0 ? (
          <p className="mt-4 text-stone-700">{t("empty")}</p>
        ) : (
          <ul className="mt-4 space-y-4">
            {list.map((review) => (
              <li key={review.id} className="rounded-2xl border border-stone-200 bg-white p-5">
                <div className="flex flex-wrap items-start justify-between gap-2">
                  <div>
                    <p dir={written} className="font-semibold text-stone-900">
                      {review.customerName}
                      {review.fromSignedInAccount && (
                        <span className="ms-2 rounded-full bg-emerald-50 px-2 py-0.5 align-middle text-xs font-medium text-emerald-800">
                          {t("signedInTraveller")}
                        </span>
                      )}
                    </p>
                    {review.customerLocation && (
                      <p dir={written} className="flex items-center gap-1 text-sm text-stone-700">
                        <MapPinIcon size={14} /> {review.customerLocation}
                      </p>
                    )}
                  </div>
                  <div className="text-end">
                    <StarRow rating={review.rating} language={language} />
                    <p className="text-sm text-stone-700">
                      <time dateTime={review.createdAt}>{formatDate(review.createdAt)}</time>
                    </p>
                  </div>
                </div>
                {review.title && (
                  <h3 dir={written} className="mt-3 font-semibold text-stone-900">
                    {review.title}
                  </h3>
                )}
                <p dir={written} className="mt-2 whitespace-pre-line text-stone-800">
                  {review.comment}
                </p>
                {review.ownerReply && (
                  <div className="mt-4 rounded-xl border-s-4 border-orange-700 bg-stone-50 px-4 py-3">
                    <p className="text-sm font-semibold text-stone-900">
                      {t("ownerResponse")}{" "}
                      <span className="font-normal text-stone-700">
                        · <time dateTime={review.ownerReply.repliedAt}>{formatDate(review.ownerReply.repliedAt)}</time>
                      </span>
                    </p>
                    <p dir={written} className="mt-1 whitespace-pre-line text-stone-800">
                      {review.ownerReply.body}
                    </p>
                  </div>
                )}
              </li>
            ))}
          </ul>
        )}
        {reviews.hasNextPage && (
          <button
            type="button"
            className="btn-secondary mt-6"
            disabled={reviews.isFetchingNextPage}
            onClick={() => void reviews.fetchNextPage()}
          >
            {reviews.isFetchingNextPage ? forms("loading") : t("loadMore")}
          </button>
        )}
        {reviews.isFetchNextPageError && (
          <p role="alert" className="mt-2 text-red-700">
            {t("failedToLoadMore")}
          </p>
        )}
      </section>
    </div>
  );
}

export default withQueryClient(ReviewsPanel);
