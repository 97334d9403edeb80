// Every email the product sends, in one place: each template takes plain values and answers its subject, plain text
// and simple HTML. Values are escaped in the HTML, and anything that ends up in a header (the subject, names) is one
// line: the schemas already refuse line breaks in names, and singleLine() holds even for a value that slipped past.
import { DEFAULT_INQUIRY_SUBJECT, PRODUCT_NAME } from "../../../shared/constants.ts";

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

/** Line breaks and other control characters become spaces: a header value can never start a new header. */
// eslint-disable-next-line no-control-regex
export const singleLine = (value: string) => value.replace(/[\u0000-\u001f\u007f]+/g, " ").trim();

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/** A paragraph of the traveller's own words: escaped, its line breaks kept. */
const htmlParagraphs = (text: string) =>
  text
    .split(/\n{2,}/)
    .map((paragraph) => `<p>${escapeHtml(paragraph).replace(/\n/g, "<br>")}</p>`)
    .join("");

const link = (href: string, label: string) =>
  `<a href="${escapeHtml(href)}" style="color:#c2410c">${escapeHtml(label)}</a>`;

/** The page every HTML email shares: one column, the site's name on top, a footer line. */
function htmlPage(title: string, body: string, footer: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>
<body style="margin:0;padding:24px;background:#fafaf9;font-family:system-ui,sans-serif;color:#1c1917;line-height:1.5">
<div style="max-width:36rem;margin:0 auto;background:#fff;border-radius:12px;padding:24px">
<p style="margin:0 0 16px;color:#c2410c;font-weight:600">${PRODUCT_NAME}</p>
${body}
<p style="margin-top:24px;font-size:13px;color:#78716c">${footer}</p>
</div></body></html>
`;
}

const textPage = (lines: string[], footer: string[]) => [...lines, "", "--", ...footer].join("\n") + "\n";

interface Contact {
  name: string;
  email: string;
  phone: string | null;
}

export interface InquiryForMail extends Contact {
  subject: string | null;
  message: string;
  createdAt: Date;
}

const shownSubject = (subject: string | null) => singleLine(subject?.trim() || DEFAULT_INQUIRY_SUBJECT);

function contactLines({ name, email, phone }: Contact): string[] {
  return [`Name: ${name}`, `Email: ${email}`, ...(phone ? [`Phone: ${phone}`] : [])];
}

function contactHtml({ name, email, phone }: Contact): string {
  const rows = [
    ["Name", escapeHtml(name)],
    ["Email", link(`mailto:${email}`, email)],
    ...(phone ? [["Phone", link(`tel:${phone.replace(/[^\d+]/g, "")}`, phone)]] : []),
  ];
  return `<table style="border-collapse:collapse">${rows
    .map(([label, value]) => `<tr><td style="padding:2px 12px 2px 0;color:#78716c">${label}</td><td>${value}</td></tr>`)
    .join("")}</table>`;
}

/** To the business: one inquiry, answered by replying (Reply-To is the traveller). */
export function inquiryToBusiness(input: {
  businessName: string;
  inquiry: InquiryForMail;
  businessPageUrl: string;
  stopUrl: string;
}): RenderedMail {
  const { inquiry, businessName } = input;
  const subject = singleLine(`New inquiry from ${inquiry.name}: ${shownSubject(inquiry.subject)}`);
  const footer = `${PRODUCT_NAME} passed this on from your listing. To stop inquiry emails for ${businessName}, open`;
  return {
    subject,
    text: textPage(
      [
        "Namaste,",
        "",
        `${inquiry.name} sent ${businessName} an inquiry through your listing on ${PRODUCT_NAME}. Reply to this email to answer them directly.`,
        "",
        `Subject: ${shownSubject(inquiry.subject)}`,
        ...contactLines(inquiry),
        "",
        inquiry.message,
        "",
        `Your listing: ${input.businessPageUrl}`,
      ],
      [`${footer} ${input.stopUrl}`],
    ),
    html: htmlPage(
      subject,
      `<p>Namaste,</p><p>${escapeHtml(inquiry.name)} sent ${escapeHtml(businessName)} an inquiry through your listing on ${PRODUCT_NAME}. Reply to this email to answer them directly.</p>
<p><strong>${escapeHtml(shownSubject(inquiry.subject))}</strong></p>${contactHtml(inquiry)}
<div style="margin-top:16px;padding:12px 16px;border-left:3px solid #fdba74;background:#fff7ed">${htmlParagraphs(inquiry.message)}</div>
<p>${link(input.businessPageUrl, "Your listing")}</p>`,
      `${escapeHtml(footer)} ${link(input.stopUrl, "this link")}.`,
    ),
  };
}

/** To the business, past its hourly cap: the inquiries that waited, in one email. */
export function inquirySummary(input: {
  businessName: string;
  inquiries: InquiryForMail[];
  stopUrl: string;
}): RenderedMail {
  const count = input.inquiries.length;
  const subject = singleLine(`${count} more ${count === 1 ? "inquiry" : "inquiries"} for ${input.businessName}`);
  const footer = `Inquiries that arrive faster than ${PRODUCT_NAME} passes them on come together in one email like this. To stop inquiry emails for ${input.businessName}, open`;
  const each = input.inquiries.map((inquiry) => ({
    text: [
      `— ${shownSubject(inquiry.subject)} (${inquiry.createdAt.toISOString().slice(0, 16).replace("T", " ")} UTC)`,
      ...contactLines(inquiry),
      inquiry.message,
    ].join("\n"),
    html: `<div style="margin-top:16px;padding-top:12px;border-top:1px solid #e7e5e4"><p><strong>${escapeHtml(shownSubject(inquiry.subject))}</strong></p>${contactHtml(inquiry)}${htmlParagraphs(inquiry.message)}</div>`,
  }));
  return {
    subject,
    text: textPage(
      [
        "Namaste,",
        "",
        `${count} more ${count === 1 ? "inquiry" : "inquiries"} came for ${input.businessName} in the last hour. Write to each traveller at the address they gave.`,
        ...each.map((entry) => `\n${entry.text}`),
      ],
      [`${footer} ${input.stopUrl}`],
    ),
    html: htmlPage(
      subject,
      `<p>Namaste,</p><p>${count} more ${count === 1 ? "inquiry" : "inquiries"} came for ${escapeHtml(input.businessName)} in the last hour. Write to each traveller at the address they gave.</p>${each.map((entry) => entry.html).join("")}`,
      `${escapeHtml(footer)} ${link(input.stopUrl, "this link")}.`,
    ),
  };
}

/** To the traveller: what they sent and to whom. It promises nothing about an answer. */
export function inquiryConfirmation(input: {
  businessName: string;
  inquiry: InquiryForMail;
  businessPageUrl: string;
  /** whether the business has an email address this inquiry was sent to */
  forwarded: boolean;
}): RenderedMail {
  const { inquiry, businessName } = input;
  const subject = singleLine(`Your inquiry to ${businessName}`);
  const passed = input.forwarded
    ? `We passed your inquiry on to ${businessName} by email. Businesses answer in their own time, and some may not answer at all; for anything urgent, call them.`
    : `${businessName} has no email address with us, so our team keeps your inquiry. Businesses answer in their own time, and some may not answer at all; for anything urgent, call them.`;
  const footer = `You get this email because this address was given on ${PRODUCT_NAME}'s inquiry form. If it was not you, there is nothing to do.`;
  return {
    subject,
    text: textPage(
      [
        `Namaste ${inquiry.name},`,
        "",
        passed,
        "",
        "What you sent:",
        `Subject: ${shownSubject(inquiry.subject)}`,
        ...contactLines(inquiry),
        "",
        inquiry.message,
        "",
        `${businessName}: ${input.businessPageUrl}`,
      ],
      [footer],
    ),
    html: htmlPage(
      subject,
      `<p>Namaste ${escapeHtml(inquiry.name)},</p><p>${escapeHtml(passed)}</p><p>What you sent:</p>
<p><strong>${escapeHtml(shownSubject(inquiry.subject))}</strong></p>${contactHtml(inquiry)}
<div style="margin-top:16px;padding:12px 16px;border-left:3px solid #fdba74;background:#fff7ed">${htmlParagraphs(inquiry.message)}</div>
<p>${link(input.businessPageUrl, businessName)}</p>`,
      escapeHtml(footer),
    ),
  };
}

/** The footer of every email to the editors: why they get it, and how to stop it. */
function editorFooter(stopUrl: string) {
  const words = `You get this as an editor of ${PRODUCT_NAME} (ADMIN_NOTIFY_EMAIL). To stop these notifications, open`;
  return { text: [`${words} ${stopUrl}`], html: `${escapeHtml(words)} ${link(stopUrl, "this link")}.` };
}

/** To the editors: a listing sent from /list-business waits for approval. */
export function listingAwaitingApproval(input: {
  businessName: string;
  categoryName: string;
  location: string;
  adminUrl: string;
  stopUrl: string;
}): RenderedMail {
  const subject = singleLine(`New listing awaiting approval: ${input.businessName}`);
  const line = `${input.businessName} (${input.categoryName}, ${input.location}) was sent from the listing form and waits for approval. The team promised the owner contact within 24-48 hours.`;
  const footer = editorFooter(input.stopUrl);
  return {
    subject,
    text: textPage([line, "", `Review it: ${input.adminUrl}`], footer.text),
    html: htmlPage(subject, `<p>${escapeHtml(line)}</p><p>${link(input.adminUrl, "Review it")}</p>`, footer.html),
  };
}

/** A day as the emails write it: "5 December 2026", in India's time. */
export const mailDate = (date: Date) =>
  date.toLocaleDateString("en-GB", { dateStyle: "long", timeZone: "Asia/Kolkata" });

/** To the editors: an owner's claim on a listing waits for their decision (evidence, or a listing someone manages). */
export function claimAwaitingEditor(input: {
  businessName: string;
  /** the claimant gave evidence rather than the listing's code */
  byEvidence: boolean;
  /** the listing has an owner already: transfer waits for the cooling-off */
  transferAfter: string | null;
  adminUrl: string;
  stopUrl: string;
}): RenderedMail {
  const subject = singleLine(`A claim on ${input.businessName} waits for you`);
  const how = input.byEvidence
    ? "with what they tell of their connection to it"
    : "with the code sent to the listing's email";
  const lines = [
    `Someone asks to manage ${input.businessName}, ${how}.`,
    ...(input.transferAfter
      ? [`Someone else manages it now and has been told; it cannot be transferred before ${input.transferAfter}.`]
      : []),
  ];
  const footer = editorFooter(input.stopUrl);
  return {
    subject,
    text: textPage([...lines, "", `Decide on it: ${input.adminUrl}`], footer.text),
    html: htmlPage(
      subject,
      `${lines.map((line) => `<p>${escapeHtml(line)}</p>`).join("")}<p>${link(input.adminUrl, "Decide on it")}</p>`,
      footer.html,
    ),
  };
}

export interface HeldReviewForMail {
  businessName: string;
  customerName: string;
  rating: number;
  comment: string;
}

/** To the editors: reviews the spam brakes held, several in one email. */
export function reviewsHeld(input: { reviews: HeldReviewForMail[]; adminUrl: string; stopUrl: string }): RenderedMail {
  const count = input.reviews.length;
  const subject = `${count} ${count === 1 ? "review waits" : "reviews wait"} for moderation`;
  const excerpt = (comment: string) => (comment.length > 200 ? `${comment.slice(0, 200)}…` : comment);
  const footer = editorFooter(input.stopUrl);
  return {
    subject,
    text: textPage(
      [
        `${count === 1 ? "A review was" : `${count} reviews were`} held for moderation:`,
        ...input.reviews.map(
          (review) =>
            `\n— ${review.businessName}: ${review.rating}/5 from ${review.customerName}\n${excerpt(review.comment)}`,
        ),
        "",
        `Approve or hide them: ${input.adminUrl}`,
      ],
      footer.text,
    ),
    html: htmlPage(
      subject,
      `<p>${count === 1 ? "A review was" : `${count} reviews were`} held for moderation:</p>${input.reviews
        .map(
          (review) =>
            `<p><strong>${escapeHtml(review.businessName)}</strong>: ${review.rating}/5 from ${escapeHtml(review.customerName)}<br>${escapeHtml(excerpt(review.comment))}</p>`,
        )
        .join("")}<p>${link(input.adminUrl, "Approve or hide them")}</p>`,
      footer.html,
    ),
  };
}

/** To the editors: a site build failed; the live site is as it was. */
export function buildFailed(input: {
  buildId: number;
  message: string;
  adminUrl: string;
  stopUrl: string;
}): RenderedMail {
  const subject = `Site build ${input.buildId} failed`;
  const line = `Build ${input.buildId} of the public site failed, so the live site still shows the content from before the changes it carried. The next change tries again, or start one from the Publishing screen.`;
  const footer = editorFooter(input.stopUrl);
  return {
    subject,
    text: textPage([line, "", `Why: ${input.message}`, "", `Its log: ${input.adminUrl}`], footer.text),
    html: htmlPage(
      subject,
      `<p>${escapeHtml(line)}</p><pre style="white-space:pre-wrap;background:#f5f5f4;padding:12px;border-radius:8px">${escapeHtml(input.message)}</pre><p>${link(input.adminUrl, "Its log on the Publishing screen")}</p>`,
      footer.html,
    ),
  };
}

/**
 * To an owner (issue 44): an editor approved the changes they proposed to their listing (live once the site is
 * rebuilt, in a minute or so), or refused them, with the editor's reason.
 */
export function proposalDecided(input: {
  businessName: string;
  approved: boolean;
  /** "Phone: +91 98765 43210", one line per proposed field */
  changes: string[];
  reason: string | null;
  dashboardUrl: string;
}): RenderedMail {
  const { businessName, approved } = input;
  const subject = singleLine(
    approved ? `Your changes to ${businessName} are approved` : `Your changes to ${businessName} were not approved`,
  );
  const outcome = approved
    ? `An editor approved the changes you proposed to ${businessName}. They show on ${PRODUCT_NAME} within a few minutes.`
    : `An editor did not approve the changes you proposed to ${businessName}, so your listing keeps its current details.`;
  const reason = input.reason ? [`The editor's reason: ${input.reason}`] : [];
  const footer = `You get this as the owner of ${businessName} on ${PRODUCT_NAME}.`;
  return {
    subject,
    text: textPage(
      [
        "Namaste,",
        "",
        outcome,
        "",
        ...input.changes,
        ...(reason.length > 0 ? ["", ...reason] : []),
        "",
        `Your dashboard: ${input.dashboardUrl}`,
      ],
      [footer],
    ),
    html: htmlPage(
      subject,
      `<p>Namaste,</p><p>${escapeHtml(outcome)}</p><ul>${input.changes.map((line) => `<li>${escapeHtml(line)}</li>`).join("")}</ul>
${reason.map((line) => `<div style="margin-top:16px;padding:12px 16px;border-left:3px solid #fdba74;background:#fff7ed">${htmlParagraphs(line)}</div>`).join("")}
<p>${link(input.dashboardUrl, "Your dashboard")}</p>`,
      escapeHtml(footer),
    ),
  };
}

/** A one-time code, on its own: the email carries no link, since mail scanners open links. */
function codeMail(subject: string, lead: string[], code: string, after: string[], footer: string): RenderedMail {
  return {
    subject,
    text: textPage(["Namaste,", "", ...lead, "", `    ${code}`, "", ...after], [footer]),
    html: htmlPage(
      subject,
      `<p>Namaste,</p>${lead.map((line) => `<p>${escapeHtml(line)}</p>`).join("")}
<p style="font-size:28px;font-weight:700;letter-spacing:6px;margin:16px 0">${escapeHtml(code)}</p>
${after.map((line) => `<p>${escapeHtml(line)}</p>`).join("")}`,
      escapeHtml(footer),
    ),
  };
}

/** To the person signing in: the code to type, and what to do when they did not ask for it. */
export function signInCode(input: { code: string; minutes: number }): RenderedMail {
  return codeMail(
    singleLine(`${input.code} is your ${PRODUCT_NAME} sign-in code`),
    [`Type this code where you asked for it on ${PRODUCT_NAME}. It works for ${input.minutes} minutes, once.`],
    input.code,
    ["If you did not ask to sign in, you can leave this email be: without the code, no one can."],
    `You get this because this address was typed into ${PRODUCT_NAME}'s sign-in for business owners.`,
  );
}

/** To the listing's own address: the code that proves a claimant can read its mail. */
export function claimCode(input: { code: string; minutes: number; businessName: string }): RenderedMail {
  return codeMail(
    singleLine(`${input.code} is the code to manage ${input.businessName} on ${PRODUCT_NAME}`),
    [
      `Someone asked to manage the listing of ${input.businessName} on ${PRODUCT_NAME}, and we send the code to the address the listing has, so only the business can give it.`,
      `If that is you, type this code where you asked for it. It works for ${input.minutes} minutes.`,
    ],
    input.code,
    [
      "If you did not ask, do not share the code with anyone, whoever asks for it: without it, no one can take over your listing.",
    ],
    `You get this as the email address of ${input.businessName} on ${PRODUCT_NAME}.`,
  );
}

/** To the current owner: someone else claims their listing, and nothing changes before the cooling-off ends. */
export function claimNotice(input: {
  businessName: string;
  transferAfter: string;
  dashboardUrl: string;
}): RenderedMail {
  const subject = singleLine(`Someone has claimed ${input.businessName} on ${PRODUCT_NAME}`);
  const lines = [
    `Someone else has asked to manage ${input.businessName}, which you manage on ${PRODUCT_NAME}.`,
    `Nothing changes for now: you stay its owner, and no editor can hand it over before ${input.transferAfter}. An editor looks at the claim first.`,
    "If you do not know who this is, reply to this email and tell us: we will keep the listing with you.",
  ];
  const footer = `You get this as the owner of ${input.businessName} on ${PRODUCT_NAME}.`;
  return {
    subject,
    text: textPage(["Namaste,", "", ...lines, "", `Your dashboard: ${input.dashboardUrl}`], [footer]),
    html: htmlPage(
      subject,
      `<p>Namaste,</p>${lines.map((line) => `<p>${escapeHtml(line)}</p>`).join("")}
<p>${link(input.dashboardUrl, "Your dashboard")}</p>`,
      escapeHtml(footer),
    ),
  };
}

/** To the claimant: what an editor decided about their claim. */
export function claimDecided(input: {
  businessName: string;
  outcome: "approved" | "refused" | "revoked";
  reason: string | null;
  dashboardUrl: string;
}): RenderedMail {
  const { businessName } = input;
  const texts = {
    approved: {
      subject: `You now manage ${businessName} on ${PRODUCT_NAME}`,
      line: `An editor approved your claim: you can now keep the listing of ${businessName} up to date from your dashboard.`,
    },
    refused: {
      subject: `Your claim on ${businessName} was not approved`,
      line: `An editor did not approve your claim on ${businessName}, so you do not manage its listing.`,
    },
    revoked: {
      subject: `You no longer manage ${businessName} on ${PRODUCT_NAME}`,
      line: `An editor has taken back your management of ${businessName}'s listing.`,
    },
  }[input.outcome];
  const subject = singleLine(texts.subject);
  const reason = input.reason ? [`The editor's reason: ${input.reason}`] : [];
  const footer = `You get this because you claimed ${businessName} on ${PRODUCT_NAME}.`;
  return {
    subject,
    text: textPage(
      [
        "Namaste,",
        "",
        texts.line,
        ...(reason.length > 0 ? ["", ...reason] : []),
        "",
        `Your dashboard: ${input.dashboardUrl}`,
      ],
      [footer],
    ),
    html: htmlPage(
      subject,
      `<p>Namaste,</p><p>${escapeHtml(texts.line)}</p>
${reason.map((line) => `<div style="margin-top:16px;padding:12px 16px;border-left:3px solid #fdba74;background:#fff7ed">${htmlParagraphs(line)}</div>`).join("")}
<p>${link(input.dashboardUrl, "Your dashboard")}</p>`,
      escapeHtml(footer),
    ),
  };
}
