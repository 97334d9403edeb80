// A business card: drawn by the search island, and rendered to static HTML (no JavaScript) on the home page and
// the category listings. Its status line ("Open · closes 6 pm") is an empty line of fixed height carrying the hours
// in their compact form, which the page's script fills on the business's own clock (site/lib/client/card-hours.ts).
import { encodeHours } from "../../../shared/hours/compact.ts";
import { asWritten, DEFAULT_LANGUAGE, type Language, localizedPath } from "../../../shared/i18n/languages.ts";
import { altsOfPhotos, photoAlt, photoAttributes, previewedPhoto } from "../../../shared/media.ts";
import type { Business } from "../../../shared/schemas/business.ts";
import type { OpeningHours } from "../../../shared/schemas/hours.ts";
import type { ContentTranslations } from "../../../shared/schemas/translations.ts";
import { formatRating, shortenText } from "../../lib/format.ts";
import { type LineState, lineState } from "../../lib/client/opening-hours.ts";
import { openingStatusAt } from "../../../shared/hours/status.ts";
import { shortStatusText } from "../../../shared/hours/texts.ts";
import { HOURS_ATTRIBUTE, STATE_ATTRIBUTE } from "../../lib/client/status-line.ts";
import { hoursAsOf, hoursSayAnything } from "../../lib/hours.ts";
import { FALLBACK_BUSINESS_IMAGE } from "../../lib/images.ts";
import { businessPath } from "../../lib/seo.ts";
import { cardLandmarkLine, cardWalkLine } from "../../lib/whereabouts.ts";
import { CheckIcon, MapPinIcon, StarIcon } from "../../../shared/ui/icons.tsx";
import { statusTextsIn } from "../../../shared/hours/catalogue-texts.ts";
import { cardTexts } from "../search/texts.ts";
import { markedAsEnglish, photoAltMarks, translated } from "../../lib/translated.ts";
import { AsWritten } from "../as-written.tsx";
import { readableTextColor } from "./contrast.ts";

/** What a card shows: pages pass only this to the cards (and to the search island), not whole records. */
export type BusinessCardData = Pick<
  Business,
  "id" | "name" | "description" | "location" | "priceRange" | "images" | "isVerified" | "rating"
> & {
  /** its category, with the editors' translations of its name where the page has them (the snapshot's) */
  category: (NonNullable<Business["category"]> & { translations?: ContentTranslations }) | null;
  /** its photos' alt texts by source (the card's first one); without one the photo is named by the business's name */
  imageAlts?: Record<string, string>;
  /** its opening hours: the status line's; a card without them says nothing of them, as when they are not known */
  hours?: OpeningHours;
  /** the photo's preview, on prebuilt pages once the service has made it (shared/media.ts previewedPhoto) */
  photoPreview?: string;
  /** its status line as the service writes it into /search at the request's moment (cardStatusAt) */
  status?: { text: string; state: LineState };
  /** its nearest landmarks on foot, nearest first: the card tells the first ("6 min from Ram Jhula") */
  nearestLandmarks?: readonly { name: string; minutes: number }[];
  /** in a search near somewhere, the walk from there, which the card tells instead ("12 min walk") */
  walk?: { minutes: number };
};

/**
 * A card shows two lines of the description; a prebuilt page carries no more than that. Two lines of text-sm hold
 * about 100 characters in a card of three columns, 120 in one of two, 110 on a phone's single column: 140 fills them
 * on every screen but a single column between 560 and 640 px wide. (200, as it was, cost the home page the bytes its
 * cards' opening hours need to stay within the first round trip: docs/measurements.md, issue 41.)
 */
const CARD_DESCRIPTION_LENGTH = 140;

/** What a card shows of a business now: its hours without the exceptions that have ended. */
export function toBusinessCard(business: BusinessCardData): BusinessCardData {
  const { id, name, description, location, priceRange, images, isVerified, rating, category, photoPreview } = business;
  return {
    ...{ id, name, location, priceRange, isVerified, rating, category, photoPreview },
    description: shortenText(description, CARD_DESCRIPTION_LENGTH),
    images: images.slice(0, 1),
    imageAlts: altsOfPhotos(images.slice(0, 1), business.imageAlts ?? {}),
    ...(business.hours && { hours: hoursAsOf(business.hours, new Date()) }),
    nearestLandmarks: business.nearestLandmarks?.slice(0, 1).map(({ name, minutes }) => ({ name, minutes })) ?? [],
    ...(business.walk && { walk: { minutes: business.walk.minutes } }),
  };
}

/**
 * A card's status line at `now` as the cards' script fills it (its text, "" when the hours are unknown, and its
 * state), in the page's language: what the service writes into the cards of /search at the request's moment.
 */
export function cardStatusAt(
  hours: OpeningHours,
  now: Date,
  language: Language = DEFAULT_LANGUAGE,
): { text: string; state: LineState } {
  const status = openingStatusAt(hours, now);
  return { text: shortStatusText(status, statusTextsIn(language)) ?? "", state: lineState(status) };
}

/** Cards in the first row load their image at once: on a listing, one of them is the largest paint. */
const EAGER_CARDS = 3;
/**
 * The first card, the one in view on a phone, draws its photo's preview until the photo comes: about 1.1 KB of the
 * page each, so not every card of the first row does (docs/measurements.md, "First paint and page weight").
 */
const PREVIEWED_CARDS = 1;

/** A grid of cards, as the category pages prebuild it and the search island draws it, in the page's language. */
export function BusinessList({
  businesses,
  language = DEFAULT_LANGUAGE,
}: {
  businesses: readonly BusinessCardData[];
  language?: Language;
}) {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {businesses.map((business, index) => (
        <li key={business.id} className="flex">
          <BusinessCard
            business={business}
            language={language}
            eager={index < EAGER_CARDS}
            previewed={index < PREVIEWED_CARDS}
          />
        </li>
      ))}
    </ul>
  );
}

/** The cards' grids: three columns on wide screens, two on tablets, one on phones. */
const CARD_SIZES = "(min-width: 64rem) 33vw, (min-width: 40rem) 50vw, 100vw";

export function BusinessCard({
  business,
  language = DEFAULT_LANGUAGE,
  eager = false,
  previewed = false,
}: {
  business: BusinessCardData;
  /** the page's: the card's words, and its link to the business's page in that language */
  language?: Language;
  eager?: boolean;
  /** draws the photo's preview, when the card has one */
  previewed?: boolean;
}) {
  const photo = business.images[0];
  const image = photoAttributes(photo ?? FALLBACK_BUSINESS_IMAGE, CARD_SIZES);
  const preview = previewed && business.photoPreview ? previewedPhoto(business.photoPreview) : undefined;
  const nearest = business.nearestLandmarks?.[0];
  const t = cardTexts(language);
  // A card carries its category's translations where the page has them (the snapshot's); its description is the
  // business's English (a card carries no translations of it yet), so a Hindi or Hebrew page marks it as English
  // (a card has no room for the pages' "not yet translated" note).
  const categoryName = business.category && translated(business.category, "name", business.category.name, language);
  const description = translated({}, "description", business.description, language);
  const whereabouts = business.walk
    ? cardWalkLine(business.walk, language)
    : nearest && cardLandmarkLine(nearest, language);
  return (
    <article className="flex flex-col overflow-hidden rounded-2xl border border-stone-200 bg-white shadow-sm transition hover:shadow-md">
      <div className="relative aspect-[4/3] bg-stone-100">
        <img
          src={image.src}
          srcSet={image.srcset}
          sizes={image.sizes}
          alt={photo === undefined ? "" : photoAlt(business, photo)}
          {...(photo !== undefined && photoAltMarks(business, photo, language))}
          loading={eager ? "eager" : "lazy"}
          fetchPriority={preview?.fetchPriority}
          style={preview?.style}
          decoding="async"
          className="h-full w-full object-cover"
          data-fallback={FALLBACK_BUSINESS_IMAGE}
        />
        {business.isVerified && (
          <span className="absolute top-3 inset-s-3 inline-flex items-center gap-1 rounded-full bg-green-700 px-2.5 py-1 text-xs font-semibold text-white">
            <CheckIcon />
            {` ${t("verified")}`}
          </span>
        )}
        <span className="absolute top-3 inset-e-3 inline-flex items-center gap-1 rounded-full bg-white/95 px-2.5 py-1 text-xs font-semibold text-stone-900">
          <StarIcon filled className="text-amber-500" />
          <span>{formatRating(business.rating)}</span>
          <span className="sr-only">{t("outOf5")}</span>
        </span>
      </div>
      <div className="flex flex-1 flex-col gap-2 p-5">
        <div className="flex flex-wrap items-center gap-2">
          {business.category && categoryName && (
            <span
              className="rounded-full px-2.5 py-0.5 text-xs font-medium"
              style={{ backgroundColor: business.category.color, color: readableTextColor(business.category.color) }}
              {...markedAsEnglish(categoryName)}
            >
              {categoryName.text}
            </span>
          )}
          {business.priceRange && <span className="text-sm font-medium text-stone-700">{business.priceRange}</span>}
        </div>
        <h3 className="text-lg font-semibold text-stone-900" {...asWritten(language)}>
          {business.name}
        </h3>
        <p className="line-clamp-2 text-sm text-stone-700" {...markedAsEnglish(description)}>
          {description.text}
        </p>
        {(business.location || whereabouts) && (
          <p className="flex items-center gap-1 text-sm text-stone-700">
            <MapPinIcon />
            {language === DEFAULT_LANGUAGE ? (
              ` ${[business.location, whereabouts].filter(Boolean).join(" · ")}`
            ) : (
              // the place as the business writes it; the walk is in the page's language, the landmark's name as written
              <span>
                {" "}
                {business.location && <span translate="no">{business.location}</span>}
                {business.location && whereabouts && " · "}
                {whereabouts && <AsWritten text={whereabouts} names={[nearest?.name]} language={language} />}
              </span>
            )}
          </p>
        )}
        {business.hours && hoursSayAnything(business.hours) && (
          <StatusLine hours={business.hours} status={business.status} />
        )}
        <a href={localizedPath(businessPath(business), language)} className="btn-primary mt-auto text-sm">
          {t("viewDetails")}
          <span className="sr-only" {...asWritten(language)}>
            {t("detailsOf", { name: business.name })}
          </span>
        </a>
      </div>
    </article>
  );
}

/**
 * A card's status line, empty until the page's script fills it (on /search, the service writes the first page's): one line's height from the first paint, so nothing
 * moves when it is filled, and coloured by its state (.card-status in global.css: one class, as a page of twenty
 * cards carries it twenty times). React leaves an element's inner HTML it set itself alone, in hydration and after,
 * so the script's text survives the search island drawing the card again.
 */
function StatusLine({ hours, status }: { hours: OpeningHours; status?: BusinessCardData["status"] }) {
  const marks = { [HOURS_ATTRIBUTE]: encodeHours(hours) };
  // written by the service into static markup that React never hydrates (the /search island's slot)
  if (status) {
    return (
      <p {...marks} {...{ [STATE_ATTRIBUTE]: status.state }} className="card-status">
        {status.text}
      </p>
    );
  }
  return <p {...marks} className="card-status" dangerouslySetInnerHTML={{ __html: "" }} />;
}

/** The grey placeholder shown while results load. */
export function BusinessCardSkeleton() {
  return (
    <div aria-hidden="true" className="animate-pulse overflow-hidden rounded-2xl border border-stone-200 bg-white">
      <div className="aspect-[4/3] bg-stone-200" />
      <div className="space-y-3 p-5">
        <div className="h-4 w-1/3 rounded bg-stone-200" />
        <div className="h-5 w-2/3 rounded bg-stone-200" />
        <div className="h-4 w-full rounded bg-stone-200" />
        <div className="h-9 w-full rounded bg-stone-200" />
      </div>
    </div>
  );
}
