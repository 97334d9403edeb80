// The snapshot's last line of defence. The API checks what it stores, but a record stored before those checks, or
// changed in the database by hand, can still hold what a page cannot show: an image that is no web address (the
// page's share tags parse it), a slug that cannot name a page file, a colour that is no colour. Such a record is
// left out of the snapshot with a warning that names it, so one bad record never stops the whole site's build.
import { SLUG_MAX_LENGTH } from "../../../shared/constants.ts";
import { isUploadedPhoto } from "../../../shared/media.ts";
import { isHttpUrl, isSitePath } from "../../../shared/schemas/fields.ts";
import { checkRecord, RECORD_LISTS, type SiteSnapshot, SiteSnapshotSchema } from "../../../shared/schemas/snapshot.ts";
import { isSlug } from "../../../shared/slug.ts";

export type Warn = (line: string) => void;

type RecordList = (typeof RECORD_LISTS)[number]["list"];
type Row = Record<string, unknown>;

/** The content part of a snapshot, as the queries read it and before the schema parses it. */
export interface SnapshotContent {
  categories: Row[];
  businesses: Row[];
  blogPosts: Row[];
  testimonials: Row[];
  homeContent: Row;
}

const HEX_COLOUR = /^#[0-9a-f]{6}$/i;

const isPageSlug = (value: unknown) => typeof value === "string" && value.length <= SLUG_MAX_LENGTH && isSlug(value);
const isWebAddress = (value: unknown) => typeof value === "string" && isHttpUrl(value);
/** A photo: a web address, or a photo uploaded to the service. */
const isPhoto = (value: unknown) => isWebAddress(value) || (typeof value === "string" && isUploadedPhoto(value));

function categoryProblem(category: Row): string | undefined {
  if (!isPageSlug(category.slug)) return "slug cannot name a page";
  if (typeof category.color !== "string" || !HEX_COLOUR.test(category.color)) return "colour is not a hex colour";
  return undefined;
}

/** Why a page could not show the record, or undefined when it can. The schema's own checks come first. */
const PAGE_CHECKS: Record<RecordList, (record: Row) => string | undefined> = {
  categories: categoryProblem,
  businesses(business) {
    const images = Array.isArray(business.images) ? (business.images as unknown[]) : [];
    if (!images.every(isPhoto)) return "image is not a web address";
    // the page links a website typed without its scheme as https://…
    const website = business.website;
    if (typeof website === "string" && !isWebAddress(website) && !isWebAddress(`https://${website}`)) {
      return "website is not a web address";
    }
    const category = business.category as Row | null;
    const problem = category ? categoryProblem(category) : undefined;
    return problem ? `its category's ${problem}` : undefined;
  },
  blogPosts(post) {
    if (!isPageSlug(post.slug)) return "slug cannot name a page";
    if (post.imageUrl !== null && !isPhoto(post.imageUrl)) return "image is not a web address";
    return undefined;
  },
  testimonials(testimonial) {
    return testimonial.avatar === "" || isPhoto(testimonial.avatar) ? undefined : "avatar is not a web address";
  },
};

/** The record lists as the snapshot's schema reads them. */
type CheckedLists = Pick<SiteSnapshot, RecordList>;

/**
 * The content's records as the snapshot's schema reads them (each checked once, here, and not again), with every
 * record a page could not show left out, each named in a warning ("Skipped business 12 (Ganga Yoga): image is not a
 * web address"), and a home-page button link that is neither a site path nor a web address dropped.
 */
export function withoutBadRecords(content: SnapshotContent, warn: Warn): CheckedLists & { homeContent: Row } {
  const kept: Partial<Record<RecordList, unknown[]>> = {};
  for (const { list, kind, title } of RECORD_LISTS) {
    const schema: Parameters<typeof checkRecord>[0] = SiteSnapshotSchema.shape[list].element;
    kept[list] = content[list].flatMap((record) => {
      const checked = checkRecord(schema, record);
      const problem = "problem" in checked ? checked.problem : PAGE_CHECKS[list](record);
      if (problem === undefined && "data" in checked) return [checked.data];
      warn(`Skipped ${kind} ${String(record.id)} (${String(record[title])}): ${problem}`);
      return [];
    });
  }
  let homeContent = content.homeContent;
  const ctaLink = homeContent.ctaLink;
  if (typeof ctaLink === "string" && ctaLink !== "" && !isSitePath(ctaLink) && !isWebAddress(ctaLink)) {
    warn("Skipped the home page's button link: it is neither a path on this site nor a web address");
    homeContent = { ...homeContent, ctaLink: null };
  }
  // each list was read by its own element's schema just above
  return { ...(kept as CheckedLists), homeContent };
}
