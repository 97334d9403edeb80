// Spec section 4's inquiry states as the admin shows them: the badge of each status and the buttons that
// move it on. A stored status the product does not know reads as pending.
import { INQUIRY_STATUSES, INQUIRY_TRANSITIONS, type InquiryStatus } from "../../../shared/constants.ts";

export function displayedStatus(status: string): InquiryStatus {
  return (INQUIRY_STATUSES as readonly string[]).includes(status) ? (status as InquiryStatus) : "pending";
}

// Yellow pending, blue responded, green resolved, grey closed; the 900 text on the 100 tint keeps well over 4.5:1.
const BADGES: Record<InquiryStatus, { label: string; className: string }> = {
  pending: { label: "Pending", className: "bg-yellow-100 text-yellow-900 ring-yellow-300" },
  responded: { label: "Responded", className: "bg-blue-100 text-blue-900 ring-blue-300" },
  resolved: { label: "Resolved", className: "bg-green-100 text-green-900 ring-green-300" },
  closed: { label: "Closed", className: "bg-stone-200 text-stone-800 ring-stone-300" },
};

export const statusBadge = (status: string) => BADGES[displayedStatus(status)];

/** The buttons an inquiry offers, in the spec's order: Mark Responded, Mark Resolved, Close. */
export function inquiryActions(status: string): { to: InquiryStatus; label: string }[] {
  return INQUIRY_TRANSITIONS[displayedStatus(status)].map((to) => ({
    to,
    label: to === "closed" ? "Close" : `Mark ${BADGES[to].label}`,
  }));
}

/** Reply via Email: a new message to the customer, its subject "Re: " and the inquiry's. */
export function replyLink(email: string, subject: string): string {
  return `mailto:${email}?subject=${encodeURIComponent(`Re: ${subject}`)}`;
}

/** A tel: link keeps the digits and a leading +; spaces and dashes in a typed number would break some dialers. */
export function phoneLink(phone: string): string {
  const trimmed = phone.trim();
  return `tel:${trimmed.startsWith("+") ? "+" : ""}${trimmed.replace(/\D/g, "")}`;
}
