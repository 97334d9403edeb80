// Canonical URLs and the structured data (schema.org JSON-LD) of the public pages.
import { CONTACT, PRODUCT_NAME } from "../../shared/constants.ts";
import type { BlogPost } from "../../shared/schemas/blog.ts";
import type { Business } from "../../shared/schemas/business.ts";

/** An absolute URL on the public origin; paths keep no trailing slash except the root. */
export function absoluteUrl(siteUrl: string, path: string): string {
  const origin = siteUrl.replace(/\/+$/, "");
  const cleanPath = path === "/" ? "/" : `/${path.replace(/^\/+|\/+$/g, "")}`;
  return `${origin}${cleanPath}`;
}

export interface Breadcrumb {
  name: string;
  path: string;
}

export type JsonLd = Record<string, unknown>;

export function breadcrumbJsonLd(siteUrl: string, trail: readonly Breadcrumb[]): JsonLd {
  return {
    "@context": "https://schema.org",
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

export function localBusinessJsonLd(siteUrl: string, business: Business): JsonLd {
  const url = absoluteUrl(siteUrl, businessPath(business));
  const reviewCount = business.reviewCount;
  return dropEmpty({
    "@context": "https://schema.org",
    "@type": "LocalBusiness",
    "@id": url,
    name: business.name,
    description: business.description,
    url,
    image: business.images.length > 0 ? business.images : undefined,
    telephone: business.phone ?? undefined,
    email: business.email ?? undefined,
    priceRange: business.priceRange ?? undefined,
    sameAs: business.website ?? undefined,
    address: dropEmpty({
      "@type": "PostalAddress",
      streetAddress: business.address ?? undefined,
      addressLocality: business.location ?? "Rishikesh",
      addressRegion: "Uttarakhand",
      addressCountry: "IN",
    }),
    geo:
      business.latitude !== null && business.longitude !== null
        ? { "@type": "GeoCoordinates", latitude: business.latitude, longitude: business.longitude }
        : undefined,
    // Search engines reject a rating without reviews behind it: only real reviews count.
    aggregateRating:
      reviewCount > 0
        ? {
            "@type": "AggregateRating",
            ratingValue: Number(business.rating),
            reviewCount,
            bestRating: 5,
            worstRating: 1,
          }
        : undefined,
  });
}

export function blogPostPath(post: Pick<BlogPost, "slug">): string {
  return `/blog/${post.slug}`;
}

export function blogPostingJsonLd(siteUrl: string, post: BlogPost): JsonLd {
  const url = absoluteUrl(siteUrl, blogPostPath(post));
  const organisation = { "@type": "Organization", name: PRODUCT_NAME, url: CONTACT.website };
  return dropEmpty({
    "@context": "https://schema.org",
    "@type": "BlogPosting",
    "@id": url,
    mainEntityOfPage: url,
    headline: post.title,
    description: post.excerpt ?? undefined,
    image: post.imageUrl ?? undefined,
    articleSection: post.category,
    keywords: post.tags.length > 0 ? post.tags.join(", ") : undefined,
    datePublished: post.createdAt,
    dateModified: post.updatedAt,
    timeRequired: `PT${post.readTime}M`,
    author: organisation,
    publisher: organisation,
  });
}

/** JSON for a <script type="application/ld+json">: "<" escaped so content can never close the tag. */
export function serializeJsonLd(data: JsonLd | readonly JsonLd[]): string {
  return JSON.stringify(data).replace(/</g, "\\u003c");
}

function dropEmpty(record: JsonLd): JsonLd {
  return Object.fromEntries(Object.entries(record).filter(([, value]) => value !== undefined));
}
