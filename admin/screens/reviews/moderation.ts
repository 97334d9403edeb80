// A review's moderation status as the admin shows it: its badge, and the buttons that publish or hide it.
import type { ReviewStatus } from "../../../shared/constants.ts";

// Green published, amber held (waiting for a decision), grey hidden; the 900 text on the 100 tint keeps over 4.5:1.
const BADGES: Record<ReviewStatus, { label: string; className: string }> = {
  published: { label: "Published", className: "bg-green-100 text-green-900 ring-green-300" },
  held: { label: "Held", className: "bg-amber-100 text-amber-900 ring-amber-300" },
  hidden: { label: "Hidden", className: "bg-stone-200 text-stone-800 ring-stone-300" },
};

export const reviewBadge = (status: ReviewStatus) => BADGES[status];

export type ModerationAction = { to: "published" | "hidden"; label: "Approve" | "Hide" };

/** Approve shows a held or hidden review (and counts it in the rating); Hide takes a review off the site. */
export function moderationActions(status: ReviewStatus): ModerationAction[] {
  const actions: ModerationAction[] = [];
  if (status !== "published") actions.push({ to: "published", label: "Approve" });
  if (status !== "hidden") actions.push({ to: "hidden", label: "Hide" });
  return actions;
}
