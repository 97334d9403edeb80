// My account: a signed-in visitor's own reviews (with whether each is public yet) and inquiries (with their
// status), read live from /api/me/*. An anonymous visitor is offered sign-in instead, without any request.
import { useQuery } from "@tanstack/react-query";
import { useEffect } from "react";
import { getJson } from "../../shared/api.ts";
import type { AccountInquiry, AccountReview } from "../../shared/schemas/user.ts";
import { fullName } from "../lib/client/current-user.ts";
import { enableFullStylesheet } from "../lib/client/full-stylesheet.ts";
import { capitalise, formatDate } from "../lib/format.ts";
import { useSignedInUser } from "./account/useSignedInUser.ts";
import { withQueryClient } from "./query-client.tsx";
import { StarRow } from "./reviews/stars.tsx";

const REVIEW_STATUS_NOTES: Record<AccountReview["status"], string> = {
  published: "Public",
  held: "Awaiting moderation",
  hidden: "Hidden by our team",
};

const cardClass = "rounded-2xl border border-stone-200 bg-white p-5";

function BusinessLink({ business }: { business: AccountReview["business"] }) {
  return (
    <a href={`/business/${business.id}`} className="font-semibold text-orange-800 underline-offset-4 hover:underline">
      {business.name}
    </a>
  );
}

function ListState({ query, empty }: { query: { isPending: boolean; isError: boolean }; empty: string | null }) {
  if (query.isPending) return <p className="mt-4 text-stone-700">Loading...</p>;
  if (query.isError)
    return (
      <p role="alert" className="mt-4 text-red-700">
        Failed to load. Please reload the page.
      </p>
    );
  return empty ? <p className="mt-4 text-stone-700">{empty}</p> : null;
}

function OwnReviews() {
  const reviews = useQuery({ queryKey: ["me", "reviews"], queryFn: () => getJson<AccountReview[]>("/api/me/reviews") });
  const list = reviews.data ?? [];
  return (
    <section aria-labelledby="my-reviews-heading">
      <h2 id="my-reviews-heading" className="text-xl font-semibold text-stone-900">
        My reviews{reviews.data && ` (${list.length})`}
      </h2>
      <ListState
        query={reviews}
        empty={reviews.data && list.length === 0 ? "You have not written a review while signed in yet." : null}
      />
      {list.length > 0 && (
        <ul className="mt-4 space-y-4">
          {list.map((review) => (
            <li key={review.id} className={cardClass}>
              <div className="flex flex-wrap items-start justify-between gap-2">
                <BusinessLink business={review.business} />
                <StarRow rating={review.rating} />
              </div>
              {review.title && <h3 className="mt-2 font-semibold text-stone-900">{review.title}</h3>}
              <p className="mt-1 whitespace-pre-line text-stone-800">{review.comment}</p>
              <p className="mt-2 text-sm text-stone-700">
                <time dateTime={review.createdAt}>{formatDate(review.createdAt)}</time> ·{" "}
                {REVIEW_STATUS_NOTES[review.status]}
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function OwnInquiries() {
  const inquiries = useQuery({
    queryKey: ["me", "inquiries"],
    queryFn: () => getJson<AccountInquiry[]>("/api/me/inquiries"),
  });
  const list = inquiries.data ?? [];
  return (
    <section aria-labelledby="my-inquiries-heading">
      <h2 id="my-inquiries-heading" className="text-xl font-semibold text-stone-900">
        My inquiries{inquiries.data && ` (${list.length})`}
      </h2>
      <ListState
        query={inquiries}
        empty={inquiries.data && list.length === 0 ? "You have not sent an inquiry while signed in yet." : null}
      />
      {list.length > 0 && (
        <ul className="mt-4 space-y-4">
          {list.map((inquiry) => (
            <li key={inquiry.id} className={cardClass}>
              <div className="flex flex-wrap items-start justify-between gap-2">
                <BusinessLink business={inquiry.business} />
                <span className="rounded-full bg-stone-100 px-2.5 py-0.5 text-sm font-medium text-stone-800">
                  {capitalise(inquiry.status)}
                </span>
              </div>
              {inquiry.subject && <h3 className="mt-2 font-semibold text-stone-900">{inquiry.subject}</h3>}
              <p className="mt-1 whitespace-pre-line text-stone-800">{inquiry.message}</p>
              <p className="mt-2 text-sm text-stone-700">
                Sent <time dateTime={inquiry.createdAt}>{formatDate(inquiry.createdAt)}</time>
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function AccountPage() {
  const { user, known } = useSignedInUser();
  // everything this page shows comes after it loads, in markup the page does not carry
  useEffect(() => void enableFullStylesheet(), []);
  if (!known) return <p className="text-stone-700">Loading...</p>;
  if (!user) {
    return (
      <div className={cardClass}>
        <p className="text-stone-800">
          Sign in with Google or Facebook to see the reviews you wrote and the inquiries you sent, with their status.
          Use the Sign In button at the top of the page.
        </p>
      </div>
    );
  }
  return (
    <div className="space-y-10">
      <p className="text-stone-700">
        Signed in as <span className="font-semibold text-stone-900">{fullName(user) || user.email}</span>
        {user.email && fullName(user) && ` (${user.email})`}. Reviews and inquiries you send while signed in are listed
        here; your name and email are filled in for you on the review and inquiry forms.
      </p>
      <OwnReviews />
      <OwnInquiries />
    </div>
  );
}

export default withQueryClient(AccountPage);
