// My account: a signed-in visitor's own reviews (with whether each is public yet) and inquiries (with their
// status), read live from /api/me/*. An anonymous visitor is offered sign-in instead, without any request.
import { useQuery } from "@tanstack/react-query";
import { useEffect } from "react";
import { getJson } from "../../shared/api.ts";
import type { InquiryStatus } from "../../shared/constants.ts";
import en from "../../shared/i18n/catalogues/en/account.json";
import he from "../../shared/i18n/catalogues/he/account.json";
import hi from "../../shared/i18n/catalogues/hi/account.json";
import { formatLongDate } from "../../shared/i18n/format.ts";
import { DEFAULT_LANGUAGE, localizedPath, type Language } from "../../shared/i18n/languages.ts";
import { translator } from "../../shared/i18n/translate.ts";
import type { AccountInquiry, AccountReview, SignedInUser } from "../../shared/schemas/user.ts";
import { fullName } from "../lib/client/current-user.ts";
import { enableFullStylesheet } from "../lib/client/full-stylesheet.ts";
import { splitAround } from "./forms/texts.ts";
import { useSignedInUser } from "./account/useSignedInUser.ts";
import { withQueryClient } from "./query-client.tsx";
import { StarRow } from "./reviews/stars.tsx";

const ACCOUNT = { en, hi, he };
const accountTexts = (language: Language) => translator(ACCOUNT[language], language);
type AccountKey = keyof typeof en;

const REVIEW_STATUS_NOTES: Record<AccountReview["status"], AccountKey> = {
  published: "reviewPublished",
  held: "reviewHeld",
  hidden: "reviewHidden",
};
const INQUIRY_STATUS_NAMES: Record<InquiryStatus, AccountKey> = {
  pending: "inquiryPending",
  responded: "inquiryResponded",
  resolved: "inquiryResolved",
  closed: "inquiryClosed",
};

const cardClass = "rounded-2xl border border-stone-200 bg-white p-5";

function BusinessLink({ business, language }: { business: AccountReview["business"]; language: Language }) {
  return (
    <a
      href={localizedPath(`/business/${business.id}`, language)}
      className="font-semibold text-orange-800 underline-offset-4 hover:underline"
    >
      {business.name}
    </a>
  );
}

function ListState({
  query,
  empty,
  language,
}: {
  query: { isPending: boolean; isError: boolean };
  empty: string | null;
  language: Language;
}) {
  const t = accountTexts(language);
  if (query.isPending) return <p className="mt-4 text-stone-700">{t("loading")}</p>;
  if (query.isError)
    return (
      <p role="alert" className="mt-4 text-red-700">
        {t("failedToLoad")}
      </p>
    );
  return empty ? <p className="mt-4 text-stone-700">{empty}</p> : null;
}

function OwnReviews({ language }: { language: Language }) {
  const t = accountTexts(language);
  const reviews = useQuery({ queryKey: ["me", "reviews"], queryFn: () => getJson<AccountReview[]>("/api/me/reviews") });
  const list = reviews.data ?? [];
  return (
    <section aria-labelledby="my-reviews-heading">
      <h2 id="my-reviews-heading" className="text-xl font-semibold text-stone-900">
        {reviews.data ? t("myReviewsWithCount", { count: list.length }) : t("myReviews")}
      </h2>
      <ListState
        query={reviews}
        empty={reviews.data && list.length === 0 ? t("noReviews") : null}
        language={language}
      />
      {list.length > 0 && (
        <ul className="mt-4 space-y-4">
          {list.map((review) => (
            <li key={review.id} className={cardClass}>
              <div className="flex flex-wrap items-start justify-between gap-2">
                <BusinessLink business={review.business} language={language} />
                <StarRow rating={review.rating} language={language} />
              </div>
              {review.title && <h3 className="mt-2 font-semibold text-stone-900">{review.title}</h3>}
              <p className="mt-1 whitespace-pre-line text-stone-800">{review.comment}</p>
              <p className="mt-2 text-sm text-stone-700">
                <time dateTime={review.createdAt}>{formatLongDate(review.createdAt, language)}</time> ·{" "}
                {t(REVIEW_STATUS_NOTES[review.status])}
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function OwnInquiries({ language }: { language: Language }) {
  const t = accountTexts(language);
  const inquiries = useQuery({
    queryKey: ["me", "inquiries"],
    queryFn: () => getJson<AccountInquiry[]>("/api/me/inquiries"),
  });
  const list = inquiries.data ?? [];
  return (
    <section aria-labelledby="my-inquiries-heading">
      <h2 id="my-inquiries-heading" className="text-xl font-semibold text-stone-900">
        {inquiries.data ? t("myInquiriesWithCount", { count: list.length }) : t("myInquiries")}
      </h2>
      <ListState
        query={inquiries}
        empty={inquiries.data && list.length === 0 ? t("noInquiries") : null}
        language={language}
      />
      {list.length > 0 && (
        <ul className="mt-4 space-y-4">
          {list.map((inquiry) => (
            <li key={inquiry.id} className={cardClass}>
              <div className="flex flex-wrap items-start justify-between gap-2">
                <BusinessLink business={inquiry.business} language={language} />
                <span className="rounded-full bg-stone-100 px-2.5 py-0.5 text-sm font-medium text-stone-800">
                  {t(INQUIRY_STATUS_NAMES[inquiry.status])}
                </span>
              </div>
              {inquiry.subject && <h3 className="mt-2 font-semibold text-stone-900">{inquiry.subject}</h3>}
              <p className="mt-1 whitespace-pre-line text-stone-800">{inquiry.message}</p>
              <p className="mt-2 text-sm text-stone-700">
                <SentOn iso={inquiry.createdAt} language={language} />
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** "Sent November 28, 2026", the date in a <time> wherever the language puts it. */
function SentOn({ iso, language }: { iso: string; language: Language }) {
  const [before, after] = splitAround(accountTexts(language)("sentOn"), "date");
  return (
    <>
      {before}
      <time dateTime={iso}>{formatLongDate(iso, language)}</time>
      {after}
    </>
  );
}

function AccountPage({ language }: { language: Language }) {
  const t = accountTexts(language);
  const { user, known } = useSignedInUser();
  // everything this page shows comes after it loads, in markup the page does not carry
  useEffect(() => void enableFullStylesheet(), []);
  if (!known) return <p className="text-stone-700">{t("loading")}</p>;
  if (!user) {
    return (
      <div className={cardClass}>
        <p className="text-stone-800">
          <SignInFirst language={language} />
        </p>
      </div>
    );
  }
  return (
    <div className="space-y-10">
      <SignedInAs user={user} language={language} />
      <OwnReviews language={language} />
      <OwnInquiries language={language} />
    </div>
  );
}

/** SIGN_IN_PROVIDER_LABELS' names, as the text splits on them: not imported, as its module brings zod with it. */
const PROVIDER_NAMES = /(Google|Facebook)/;

/**
 * How to see this page: sign in with Google or Facebook, the providers named as they write themselves (translate="no"
 * on a Hindi or Hebrew page, as the sign-in dialog's buttons name them).
 */
function SignInFirst({ language }: { language: Language }) {
  const text = accountTexts(language)("signInFirst");
  if (language === DEFAULT_LANGUAGE) return text;
  return text.split(PROVIDER_NAMES).map((part, index) =>
    index % 2 === 1 ? (
      <span key={index} translate="no">
        {part}
      </span>
    ) : (
      part
    ),
  );
}

/** Who is signed in, the name in bold, and what this page lists. */
function SignedInAs({ user, language }: { user: SignedInUser; language: Language }) {
  const name = fullName(user);
  const text =
    user.email && name
      ? accountTexts(language)("signedInAsWithEmail", { email: user.email })
      : accountTexts(language)("signedInAs");
  const [before, after] = splitAround(text, "name");
  return (
    <p className="text-stone-700">
      {before}
      <span className="font-semibold text-stone-900">{name || user.email}</span>
      {after}
    </p>
  );
}

export default withQueryClient(AccountPage);
