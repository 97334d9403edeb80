// One inquiry as the admin reads it: what was asked, by whom, of which business, how to answer, the buttons
// that move its status on, and Delete (a traveller may ask for their details to be removed). An owner (issue 44) reads
// it without the business (their own), the email's delivery (the editors' Outbox) and Delete.
import { DEFAULT_INQUIRY_SUBJECT, type InquiryStatus } from "../../../shared/constants.ts";
import type { AdminInquiry } from "../../../shared/schemas/inquiry.ts";
import { MailIcon, MapPinIcon, PhoneIcon } from "../../../shared/ui/icons.tsx";
import { DeleteButton } from "../../components/DeleteButton.tsx";
import { StatusCard } from "../../components/StatusCard.tsx";
import { formatDateTime } from "../../lib/dates.ts";
import { inquiryActions, phoneLink, replyLink, statusBadge } from "./status.ts";

export const inquiryHeadingId = (id: number) => `inquiry-${id}-title`;

const contactLink = "text-orange-800 underline-offset-2 [overflow-wrap:anywhere] hover:underline";

interface InquiryCardProps {
  inquiry: AdminInquiry;
  /** true while a status change of this inquiry is on its way */
  updating: boolean;
  onChangeStatus: (status: InquiryStatus) => void;
  /** refreshes the list once the inquiry is deleted; an editor's card only, left out for an owner's */
  onDeleted?: (() => unknown) | undefined;
}

export function InquiryCard({ inquiry, updating, onChangeStatus, onDeleted }: InquiryCardProps) {
  const subject = inquiry.subject?.trim() || DEFAULT_INQUIRY_SUBJECT;
  const badge = statusBadge(inquiry.status);
  const forEditor = onDeleted !== undefined;
  const business = forEditor ? inquiry.business : null;
  const actions = inquiryActions(inquiry.status);
  return (
    <StatusCard
      headingId={inquiryHeadingId(inquiry.id)}
      heading={subject}
      badge={badge}
      subline={
        <>
          {forEditor && <>{business ? business.name : "Business removed"} · </>}
          <time dateTime={inquiry.createdAt}>{formatDateTime(inquiry.createdAt)}</time>
        </>
      }
    >
      <div className="mt-4 grid gap-4 md:grid-cols-2">
        <dl className="space-y-1 text-sm">
          <div>
            <dt className="inline font-semibold text-stone-900">Customer: </dt>
            <dd className="inline text-stone-800">{inquiry.customerName}</dd>
          </div>
          <div>
            <dt className="inline font-semibold text-stone-900">Email: </dt>
            <dd className="inline">
              <a href={`mailto:${inquiry.customerEmail}`} className={contactLink}>
                {inquiry.customerEmail}
              </a>
            </dd>
          </div>
          {inquiry.customerPhone && (
            <div>
              <dt className="inline font-semibold text-stone-900">Phone: </dt>
              <dd className="inline">
                <a href={phoneLink(inquiry.customerPhone)} className={contactLink}>
                  {inquiry.customerPhone}
                </a>
              </dd>
            </div>
          )}
        </dl>
        {business && (
          <dl className="space-y-1 text-sm">
            <div>
              <dt className="inline font-semibold text-stone-900">Business: </dt>
              <dd className="inline">
                <a href={`/business/${business.id}`} className={contactLink}>
                  {business.name}
                </a>
              </dd>
            </div>
            <div>
              <dt className="inline font-semibold text-stone-900">Emailed: </dt>
              <dd className="inline text-stone-800">{businessMailState(inquiry.businessMail)}</dd>
            </div>
            {business.location && (
              <div className="text-stone-700">
                <dt className="sr-only">Location</dt>
                <dd className="inline-flex items-center gap-1">
                  <MapPinIcon /> {business.location}
                </dd>
              </div>
            )}
          </dl>
        )}
      </div>

      <h3 className="sr-only">Message</h3>
      <p className="mt-4 rounded-lg bg-stone-50 p-4 whitespace-pre-line text-stone-800">{inquiry.message}</p>

      <div className="mt-4 flex flex-wrap items-center gap-2">
        <a href={replyLink(inquiry.customerEmail, subject)} className="btn-primary px-4 py-2 text-sm">
          <MailIcon /> Reply via Email
        </a>
        {inquiry.customerPhone && (
          <a href={phoneLink(inquiry.customerPhone)} className="btn-secondary px-4 py-2 text-sm">
            <PhoneIcon /> Call Customer
          </a>
        )}
        {actions.length > 0 && (
          <div role="group" aria-label={`Status of ${subject}`} className="flex flex-wrap gap-2 sm:ml-auto">
            {/* aria-disabled rather than disabled while the change is sent: a disabled button would drop the
                keyboard focus; the screen ignores a press while its inquiry's change is on its way */}
            {actions.map((action) => (
              <button
                key={action.to}
                type="button"
                className="btn-secondary px-4 py-2 text-sm aria-disabled:cursor-wait aria-disabled:opacity-60"
                aria-disabled={updating}
                onClick={() => onChangeStatus(action.to)}
              >
                {action.label}
              </button>
            ))}
          </div>
        )}
        {onDeleted && (
          <DeleteButton
            url={`/api/admin/inquiries/${inquiry.id}`}
            question={`Are you sure you want to delete the inquiry from ${inquiry.customerName}?`}
            name={`inquiry from ${inquiry.customerName}`}
            deletedToast={{
              title: "Inquiry deleted",
              description: `The inquiry from ${inquiry.customerName} was deleted.`,
            }}
            failedMessage="Failed to delete inquiry"
            refresh={onDeleted}
          />
        )}
      </div>
    </StatusCard>
  );
}

/** Whether the business heard of the inquiry by email, in the editor's words. */
function businessMailState(mail: AdminInquiry["businessMail"]): string {
  if (!mail) return "No — the business has no email address";
  if (mail.status === "sent") return mail.sentAt ? `Yes, ${formatDateTime(mail.sentAt)}` : "Yes";
  if (mail.status === "queued") return "Not yet — queued in the Outbox";
  if (mail.status === "held" || mail.status === "summarised") return "In the hourly summary (Outbox)";
  if (mail.status === "suppressed") return "No — the address is suppressed (Outbox)";
  return "No — it failed (see the Outbox)";
}
