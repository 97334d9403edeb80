// Canonical URLs and the structured data (schema.org JSON-LD) of the public pages. Every URL is built from the
// snapshot's siteUrl (PUBLIC_URL), and the objects are typed with schema-dts, so a property schema.org does not
// define for a type fails the type check.
import { mapsUrlAt, roundCoordinate } from "../../shared/geo/coordinates.ts";
import type {
  AggregateRating,
  BlogPosting,
  BreadcrumbList,
  ImageObject,
  LocalBusinessLeaf,
  OrganizationLeaf,
  PostalAddress,
  Review as ReviewJsonLd,
  SearchActionLeaf,
  Thing,
  WebSite,
  WithActionConstraints,
  WithContext,
} from "schema-dts";
import { type BusinessSchemaType, businessSchemaType } from "../../shared/business-schema-types.ts";
import { PRODUCT_NAME, REVIEW_RATING } from "../../shared/constants.ts";
import { DEFAULT_LANGUAGE, LANGUAGES, type Language, localizedPath } from "../../shared/i18n/languages.ts";
import { shareablePhoto } from "../../shared/media.ts";
import { openingHoursSpecification, specialOpeningHoursSpecification } from "../../shared/hours/json-ld.ts";
import type { BlogPost } from "../../shared/schemas/blog.ts";
import type { Business } from "../../shared/schemas/business.ts";
import type { Review } from "../../shared/schemas/review.ts";
import { postalAddressParts } from "./postal-address.ts";

/** An absolute URL on the public origin; paths keep no trailing slash except the root. */
export function absoluteUrl(siteUrl: string, path: string): string {
  const origin = siteUrl.replace(/\/+$/, "");
  const cleanPath = path === "/" ? "/" : `/${path.replace(/^\/+|\/+$/g, "")}`;
  return `${origin}${cleanPath}`;
}

/**
 * A page's address in `language` on the public origin, from its English path: `/hi/business/12`. The home page keeps
 * its slash in every language (`/hi/`), as the language switcher links to it.
 */
export function pageUrl(siteUrl: string, path: string, language: Language): string {
  const english = absoluteUrl(siteUrl, path);
  if (language === DEFAULT_LANGUAGE) return english;
  const origin = siteUrl.replace(/\/+$/, "");
  return origin + localizedPath(english.slice(origin.length), language);
}

/** One `<link rel="alternate" hreflang>` of a page, or one `<xhtml:link>` of its sitemap entry. */
export interface LanguageAlternate {
  hreflang: Language | "x-default";
  href: string;
}

/**
 * A translated page's addresses in every language, and English's again as `x-default`: what a search engine shows a
 * reader whose language is none of the three. Every language's version lists the same set, itself included, as
 * hreflang asks.
 */
export function languageAlternates(siteUrl: string, path: string): LanguageAlternate[] {
  return [
    ...LANGUAGES.map((language) => ({ hreflang: language, href: pageUrl(siteUrl, path, language) })),
    { hreflang: "x-default", href: pageUrl(siteUrl, path, DEFAULT_LANGUAGE) },
  ];
}

/** The properties of the structured data that name a page of the site (an item of a trail, a search's address). */
const PAGE_ADDRESS_KEYS = new Set(["url", "item", "mainEntityOfPage", "urlTemplate"]);
/** A file rather than a page (the logo at /images/logo.png): the same in every language. */
const FILE_PATH = /\.[a-z0-9]+$/i;

/**
 * A page's structured data as its `language` version says it: every page address in it (a business's or post's url,
 * a breadcrumb's items, the search box's address) is that page's address in the language. Ids stay as they are: the
 * business of /hi/business/12 is the one of /business/12, one thing with three pages.
 */
export function jsonLdIn<Data>(language: Language, siteUrl: string, data: Data): Data {
  if (language === DEFAULT_LANGUAGE) return data;
  const origin = siteUrl.replace(/\/+$/, "");
  const localize = (value: unknown, key?: string): unknown => {
    if (typeof value === "string") {
      if (key === undefined || !PAGE_ADDRESS_KEYS.has(key) || !value.startsWith(`${origin}/`)) return value;
      const path = value.slice(origin.length);
      return FILE_PATH.test(path.split("?")[0]!) ? value : origin + localizedPath(path, language);
    }
    if (Array.isArray(value)) return value.map((item) => localize(item, key));
    if (value !== null && typeof value === "object") {
      return Object.fromEntries(Object.entries(value).map(([name, item]) => [name, localize(item, name)]));
    }
    return value;
  };
  return localize(data) as Data;
}

/** A business: typed as LocalBusiness, declared as its category's type (a subtype, or LocalBusiness and one more). */
export type BusinessJsonLd = Omit<WithContext<LocalBusinessLeaf>, "@type"> & { "@type": BusinessSchemaType };

/** One JSON-LD block of a page. */
export type JsonLd = WithContext<Thing> | BusinessJsonLd;

const CONTEXT = "https://schema.org";
/** The site's logo (512×512 PNG), for the Organization and as a publisher's logo. */
const LOGO_PATH = "/images/logo.png";

/** The picture a shared link shows when the page has none of its own. */
export const DEFAULT_SHARE_IMAGE = {
  path: "/images/og-default.jpg",
  alt: `${PRODUCT_NAME}: yoga, ayurveda, stays and experiences in Rishikesh`,
} as const;

export interface Breadcrumb {
  name: string;
  path: string;
}

export function breadcrumbJsonLd(siteUrl: string, trail: readonly Breadcrumb[]): WithContext<BreadcrumbList> {
  return {
    "@context": CONTEXT,
    "@type": "BreadcrumbList",
    itemListElement: trail.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(siteUrl, crumb.path),
    })),
  };
}

export function businessPath(business: Pick<Business, "id">): string {
  return `/business/${business.id}`;
}

export function blogPostPath(post: Pick<BlogPost, "slug">): string {
  return `/blog/${post.slug}`;
}

/** A category's listing: page 1 at /categories/{slug}, the next ones at /categories/{slug}/page/{n}. */
export function categoryPath(slug: string, page = 1): string {
  return page > 1 ? `/categories/${slug}/page/${page}` : `/categories/${slug}`;
}

/** The site as an organisation: who publishes the blog and runs the directory. */
function organisation(siteUrl: string): OrganizationLeaf {
  const logo: ImageObject = {
    "@type": "ImageObject",
    url: absoluteUrl(siteUrl, LOGO_PATH),
    width: "512",
    height: "512",
  };
  return {
    "@type": "Organization",
    "@id": absoluteUrl(siteUrl, "/#organization"),
    name: PRODUCT_NAME,
    url: absoluteUrl(siteUrl, "/"),
    logo,
  };
}

export function organizationJsonLd(siteUrl: string, sameAs: readonly string[]): WithContext<OrganizationLeaf> {
  return { "@context": CONTEXT, ...organisation(siteUrl), sameAs: [...sameAs] };
}

export function webSiteJsonLd(siteUrl: string): WithContext<WebSite> {
  return {
    "@context": CONTEXT,
    "@type": "WebSite",
    name: PRODUCT_NAME,
    url: absoluteUrl(siteUrl, "/"),
    publisher: { "@id": absoluteUrl(siteUrl, "/#organization") },
    potentialAction: searchAction(siteUrl),
  };
}

/** The search box search engines may show for the site, with Google's "query-input" annotation. */
function searchAction(siteUrl: string): WithActionConstraints<SearchActionLeaf> {
  return {
    "@type": "SearchAction",
    target: { "@type": "EntryPoint", urlTemplate: `${absoluteUrl(siteUrl, "/search")}?q={search_term_string}` },
    "query-input": "required name=search_term_string",
  };
}

type ReviewShown = Pick<Review, "customerName" | "rating" | "title" | "comment" | "createdAt">;

function reviewJsonLd(review: ReviewShown): ReviewJsonLd {
  return dropEmpty({
    "@type": "Review",
    author: { "@type": "Person", name: review.customerName },
    datePublished: review.createdAt,
    name: review.title ?? undefined,
    reviewBody: review.comment,
    reviewRating: {
      "@type": "Rating",
      ratingValue: review.rating,
      bestRating: REVIEW_RATING.max,
      worstRating: REVIEW_RATING.min,
    },
  });
}

/**
 * The business as its category's schema.org type (shared/business-schema-types.ts), with the reviews its page
 * shows. The rating summarises all of its published reviews, of which the page shows the newest. Its opening hours
 * are the week's (none when the week is not known) and the dated exceptions its page shows, the ones not yet over.
 */
export function localBusinessJsonLd(
  siteUrl: string,
  business: Business,
  reviews: readonly ReviewShown[],
): BusinessJsonLd {
  const url = absoluteUrl(siteUrl, businessPath(business));
  const address: PostalAddress = dropEmpty({
    "@type": "PostalAddress",
    ...postalAddressParts(business.address, business.location),
  });
  // Search engines reject a rating without reviews behind it: only real reviews count.
  const aggregateRating: AggregateRating | undefined =
    business.reviewCount > 0
      ? {
          "@type": "AggregateRating",
          ratingValue: Number(business.rating),
          reviewCount: business.reviewCount,
          bestRating: REVIEW_RATING.max,
          worstRating: REVIEW_RATING.min,
        }
      : undefined;
  const position =
    business.latitude !== null && business.longitude !== null
      ? { latitude: business.latitude, longitude: business.longitude }
      : undefined;
  const week = openingHoursSpecification(business.hours);
  const exceptions = specialOpeningHoursSpecification(business.hours);
  const data = dropEmpty({
    "@context": CONTEXT,
    "@type": "LocalBusiness",
    "@id": url,
    name: business.name,
    description: business.description,
    url,
    image:
      business.images.length > 0 ? business.images.map((image) => new URL(shareablePhoto(image), url).href) : undefined,
    telephone: business.phone ?? undefined,
    email: business.email ?? undefined,
    priceRange: business.priceRange ?? undefined,
    sameAs: business.website ?? undefined,
    address,
    ...(position && {
      // 5 decimal places (about 1 m), as Google's structured data guidelines ask for at least
      geo: {
        "@type": "GeoCoordinates",
        latitude: roundCoordinate(position.latitude),
        longitude: roundCoordinate(position.longitude),
      },
      hasMap: mapsUrlAt(position),
    }),
    openingHoursSpecification: week.length > 0 ? week : undefined,
    specialOpeningHoursSpecification: exceptions.length > 0 ? exceptions : undefined,
    aggregateRating,
    review: reviews.length > 0 ? reviews.map(reviewJsonLd) : undefined,
  } satisfies WithContext<LocalBusinessLeaf>);
  // Every mapped type is LocalBusiness or a subtype of it, so each property above stays valid for it.
  return { ...data, "@type": businessSchemaType(business.category?.slug) };
}

export function blogPostingJsonLd(siteUrl: string, post: BlogPost): WithContext<BlogPosting> {
  const url = absoluteUrl(siteUrl, blogPostPath(post));
  const publisher = organisation(siteUrl);
  return dropEmpty({
    "@context": CONTEXT,
    "@type": "BlogPosting",
    "@id": url,
    mainEntityOfPage: url,
    url,
    headline: post.title,
    description: post.excerpt ?? undefined,
    image: post.imageUrl ? new URL(shareablePhoto(post.imageUrl), url).href : undefined,
    articleSection: post.category,
    keywords: post.tags.length > 0 ? post.tags.join(", ") : undefined,
    datePublished: post.createdAt,
    dateModified: post.updatedAt,
    timeRequired: `PT${post.readTime}M`,
    author: publisher,
    publisher,
  });
}

/** JSON for a <script type="application/ld+json">: "<" escaped so content can never close the tag. */
export function serializeJsonLd(data: JsonLd | readonly JsonLd[]): string {
  return JSON.stringify(data).replace(/</g, "\\u003c");
}

/** The object without its undefined properties (JSON would drop them too; tests compare the objects). */
function dropEmpty<Value extends object>(record: Value): Value {
  return Object.fromEntries(Object.entries(record).filter(([, value]) => value !== undefined)) as Value;
}
