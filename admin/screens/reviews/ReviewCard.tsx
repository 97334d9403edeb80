// One review as the admin moderates it: who wrote what about which business, its status, Approve / Hide, and
// Delete (a traveller may ask for their words to be removed); the owner's reply under it, which an editor may hide
// (issue 44) when it breaks the rules stated beside the owner's box.
import type { AdminReview, ReplyForEditors } from "../../../shared/schemas/review.ts";
import { MapPinIcon, StarIcon } from "../../../shared/ui/icons.tsx";
import { DeleteButton } from "../../components/DeleteButton.tsx";
import { StatusCard } from "../../components/StatusCard.tsx";
import { formatDateTime } from "../../lib/dates.ts";
import { moderationActions, reviewBadge } from "./moderation.ts";

export const reviewHeadingId = (id: number) => `review-${id}-title`;

interface ReviewCardProps {
  review: AdminReview;
  /** true while a status change of this review is on its way */
  updating: boolean;
  onModerate: (status: "published" | "hidden") => void;
  /** hides the owner's reply, or shows it again */
  onReplyHidden: (hidden: boolean) => void;
  /** refreshes the list once the review is deleted */
  onDeleted: () => unknown;
}

export function ReviewCard({ review, updating, onModerate, onReplyHidden, onDeleted }: ReviewCardProps) {
  const badge = reviewBadge(review.status);
  const heading = review.title?.trim() || `Review by ${review.customerName}`;
  return (
    <StatusCard
      headingId={reviewHeadingId(review.id)}
      heading={heading}
      badge={badge}
      subline={
        <>
          {review.business ? (
            <a href={`/business/${review.business.id}`} className="text-orange-800 underline-offset-2 hover:underline">
              {review.business.name}
            </a>
          ) : (
            "Business removed"
          )}{" "}
          · <time dateTime={review.createdAt}>{formatDateTime(review.createdAt)}</time>
        </>
      }
    >
      <div className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-stone-800">
        <span role="img" aria-label={`Rated ${review.rating} out of 5`} className="flex text-amber-600">
          {Array.from({ length: 5 }, (_, index) => (
            <StarIcon key={index} filled={index < review.rating} size={16} />
          ))}
        </span>
        <span className="font-semibold text-stone-900">{review.customerName}</span>
        {review.customerLocation && (
          <span className="inline-flex items-center gap-1">
            <MapPinIcon /> {review.customerLocation}
          </span>
        )}
      </div>

      <h3 className="sr-only">Comment</h3>
      <p className="mt-3 rounded-lg bg-stone-50 p-4 whitespace-pre-line text-stone-800">{review.comment}</p>
      {review.ownerReply && <OwnerReplyPanel reply={review.ownerReply} updating={updating} onHidden={onReplyHidden} />}

      <div className="mt-4 flex flex-wrap items-center justify-between gap-2">
        <div role="group" aria-label={`Moderate ${heading}`} className="flex flex-wrap gap-2">
          {moderationActions(review.status).map((action) => (
            <button
              key={action.to}
              type="button"
              className={`${action.to === "published" ? "btn-primary" : "btn-secondary"} px-4 py-2 text-sm disabled:opacity-60`}
              disabled={updating}
              onClick={() => onModerate(action.to)}
            >
              {action.label}
            </button>
          ))}
        </div>
        <DeleteButton
          url={`/api/admin/reviews/${review.id}`}
          record={{ entity: "review", id: review.id, label: `Review from ${review.customerName}` }}
          question={`Are you sure you want to delete the review from ${review.customerName}?`}
          name={`review from ${review.customerName}`}
          deletedToast={{ title: "Review deleted", description: `The review from ${review.customerName} was deleted.` }}
          failedMessage="Failed to delete review"
          refresh={onDeleted}
        />
      </div>
    </StatusCard>
  );
}

interface OwnerReplyPanelProps {
  reply: ReplyForEditors;
  updating: boolean;
  onHidden: (hidden: boolean) => void;
}

/** The owner's reply as the site shows it under the review, or marked hidden, with the button that changes that. */
function OwnerReplyPanel({ reply, updating, onHidden }: OwnerReplyPanelProps) {
  return (
    <div className="mt-3 border-l-4 border-orange-700 pl-4">
      <h3 className="text-sm font-semibold text-stone-900">
        Response from the owner · <time dateTime={reply.repliedAt}>{formatDateTime(reply.repliedAt)}</time>
        {reply.hidden && (
          <span className="ml-2 rounded-full bg-stone-200 px-2 py-0.5 text-xs font-medium text-stone-800">
            Hidden from the site
          </span>
        )}
      </h3>
      <p className="mt-1 whitespace-pre-line text-stone-800">{reply.body}</p>
      <button
        type="button"
        className="btn-secondary mt-2 px-4 py-2 text-sm disabled:opacity-60"
        disabled={updating}
        onClick={() => onHidden(!reply.hidden)}
      >
        {reply.hidden ? "Show reply" : "Hide reply"}
      </button>
    </div>
  );
}
