import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { ALL_DAY, CLOSED, exception, hoursOf, openDuring, week } from "../../shared/hours/test-hours.ts";
import { SiteSnapshotSchema } from "../../shared/schemas/snapshot.ts";
import {
  absoluteUrl,
  blogPostingJsonLd,
  breadcrumbJsonLd,
  categoryPath,
  jsonLdIn,
  languageAlternates,
  localBusinessJsonLd,
  organizationJsonLd,
  pageUrl,
  serializeJsonLd,
  webSiteJsonLd,
} from "./seo.ts";

const snapshot = SiteSnapshotSchema.parse(
  JSON.parse(readFileSync(new URL("./fixtures/snapshot.json", import.meta.url), "utf8")),
);
const siteUrl = "https://soulofrishikesh.example/";
const businessWithReviews = snapshot.businesses.find((b) => b.reviewCount > 0)!;
const businessWithoutReviews = snapshot.businesses.find((b) => b.reviewCount === 0)!;

describe("absoluteUrl", () => {
  it("joins the origin and the path without doubled or trailing slashes", () => {
    expect(absoluteUrl(siteUrl, "/blog/")).toBe("https://soulofrishikesh.example/blog");
    expect(absoluteUrl(siteUrl, "/")).toBe("https://soulofrishikesh.example/");
  });
});

describe("a page's address in each language", () => {
  it("is its English path under the language's prefix, the home page with its slash", () => {
    expect(pageUrl(siteUrl, "/business/12", "en")).toBe("https://soulofrishikesh.example/business/12");
    expect(pageUrl(siteUrl, "/business/12/", "hi")).toBe("https://soulofrishikesh.example/hi/business/12");
    expect(pageUrl(siteUrl, "/", "he")).toBe("https://soulofrishikesh.example/he/");
    expect(pageUrl(siteUrl, "/", "en")).toBe("https://soulofrishikesh.example/");
  });

  it("lists the three languages and English again as x-default", () => {
    expect(languageAlternates(siteUrl, "/categories/eat-unwind/page/2")).toEqual([
      { hreflang: "en", href: "https://soulofrishikesh.example/categories/eat-unwind/page/2" },
      { hreflang: "hi", href: "https://soulofrishikesh.example/hi/categories/eat-unwind/page/2" },
      { hreflang: "he", href: "https://soulofrishikesh.example/he/categories/eat-unwind/page/2" },
      { hreflang: "x-default", href: "https://soulofrishikesh.example/categories/eat-unwind/page/2" },
    ]);
  });
});

describe("jsonLdIn", () => {
  const origin = "https://soulofrishikesh.example";

  it("leaves English's structured data as it is", () => {
    const data = localBusinessJsonLd(siteUrl, businessWithReviews, []);
    expect(jsonLdIn("en", siteUrl, data)).toBe(data);
  });

  it("names the page in its language: the business's url and the trail's items, not its id or photos", () => {
    const business = localBusinessJsonLd(siteUrl, businessWithReviews, []);
    const hindi = jsonLdIn("hi", siteUrl, business);
    expect(hindi.url).toBe(`${origin}/hi/business/${businessWithReviews.id}`);
    expect(hindi["@id"]).toBe(business["@id"]);
    expect(hindi.image).toEqual(business.image);
    const trail = jsonLdIn("he", siteUrl, breadcrumbJsonLd(siteUrl, [{ name: "Home", path: "/" }]));
    expect(trail.itemListElement).toEqual([{ "@type": "ListItem", position: 1, name: "Home", item: `${origin}/he/` }]);
  });

  it("searches in the page's language, and keeps the logo's file where it is", () => {
    const site = jsonLdIn("he", siteUrl, webSiteJsonLd(siteUrl));
    expect(JSON.stringify(site)).toContain(`"urlTemplate":"${origin}/he/search?q={search_term_string}"`);
    const organisation = jsonLdIn("hi", siteUrl, organizationJsonLd(siteUrl, []));
    expect(JSON.stringify(organisation)).toContain(`"url":"${origin}/images/logo.png"`);
  });

  it("names a post's page in the language, for its url and the page it is the main thing of", () => {
    const post = jsonLdIn("hi", siteUrl, blogPostingJsonLd(siteUrl, snapshot.blogPosts[0]!));
    expect(post.url).toBe(`${origin}/hi/blog/${snapshot.blogPosts[0]!.slug}`);
    expect(post.mainEntityOfPage).toBe(post.url);
  });
});

describe("categoryPath", () => {
  it("keeps the first page at the category's own address and numbers the others", () => {
    expect(categoryPath("eat-unwind")).toBe("/categories/eat-unwind");
    expect(categoryPath("eat-unwind", 1)).toBe("/categories/eat-unwind");
    expect(categoryPath("eat-unwind", 3)).toBe("/categories/eat-unwind/page/3");
  });
});

describe("localBusinessJsonLd", () => {
  it("rates a business from its real reviews", () => {
    const data = localBusinessJsonLd(siteUrl, businessWithReviews, businessWithReviews.reviews);
    expect(data["@type"]).toBe("HealthClub");
    expect(data.url).toBe(`https://soulofrishikesh.example/business/${businessWithReviews.id}`);
    expect(data.aggregateRating).toEqual({
      "@type": "AggregateRating",
      ratingValue: Number(businessWithReviews.rating),
      reviewCount: businessWithReviews.reviewCount,
      bestRating: 5,
      worstRating: 1,
    });
    expect(data.geo).toEqual({
      "@type": "GeoCoordinates",
      latitude: businessWithReviews.latitude,
      longitude: businessWithReviews.longitude,
    });
  });

  it("gives the position to 5 decimal places and a map at it", () => {
    const data = localBusinessJsonLd(
      siteUrl,
      { ...businessWithReviews, latitude: 30.1232384, longitude: 78.3144382 },
      [],
    );
    expect(data.geo).toEqual({ "@type": "GeoCoordinates", latitude: 30.12324, longitude: 78.31444 });
    expect(data.hasMap).toBe("https://www.google.com/maps/search/?api=1&query=30.12324,78.31444");
  });

  it("gives neither position nor map for a business without coordinates", () => {
    const data = localBusinessJsonLd(siteUrl, { ...businessWithReviews, latitude: null, longitude: null }, []);
    expect(data).not.toHaveProperty("geo");
    expect(data).not.toHaveProperty("hasMap");
  });

  it("claims no rating and lists no review for a business nobody has reviewed", () => {
    const data = localBusinessJsonLd(siteUrl, businessWithoutReviews, []);
    expect(data).not.toHaveProperty("aggregateRating");
    expect(data).not.toHaveProperty("review");
  });

  it("lists the reviews the page shows, each with its author, date and rating", () => {
    const data = localBusinessJsonLd(siteUrl, businessWithReviews, businessWithReviews.reviews);
    const [newest] = businessWithReviews.reviews;
    expect(data.review).toHaveLength(businessWithReviews.reviews.length);
    expect((data.review as object[])[0]).toEqual({
      "@type": "Review",
      author: { "@type": "Person", name: newest!.customerName },
      datePublished: newest!.createdAt,
      name: newest!.title,
      reviewBody: newest!.comment,
      reviewRating: { "@type": "Rating", ratingValue: newest!.rating, bestRating: 5, worstRating: 1 },
    });
  });

  it("declares the category's schema.org type, and LocalBusiness for a category without one", () => {
    const stay = snapshot.businesses.find((b) => b.category?.slug === "stays-retreats")!;
    expect(localBusinessJsonLd(siteUrl, stay, [])["@type"]).toBe("LodgingBusiness");
    const mystic = snapshot.businesses.find((b) => b.category?.slug === "mystic-experiences")!;
    expect(localBusinessJsonLd(siteUrl, mystic, [])["@type"]).toEqual(["LocalBusiness", "TouristAttraction"]);
    const adminMade = { ...stay, category: { name: "Music", slug: "music-lessons", color: "#000000" } };
    expect(localBusinessJsonLd(siteUrl, adminMade, [])["@type"]).toBe("LocalBusiness");
  });

  it("gives the address in parts: the street, Rishikesh, the state, the PIN code and India", () => {
    const data = localBusinessJsonLd(siteUrl, businessWithReviews, []);
    expect(data.address).toEqual({
      "@type": "PostalAddress",
      streetAddress: "Parmarth Niketan Road, Swarg Ashram",
      addressLocality: "Rishikesh",
      addressRegion: "Uttarakhand",
      postalCode: "249304",
      addressCountry: "IN",
    });
  });

  it("leaves out contact fields and pictures the business does not have", () => {
    const bare = { ...businessWithReviews, phone: null, email: null, address: null, images: [] };
    const data = localBusinessJsonLd(siteUrl, bare, []);
    expect(data).not.toHaveProperty("telephone");
    expect(data).not.toHaveProperty("email");
    expect(data).not.toHaveProperty("image");
    expect(data.address).toMatchObject({ streetAddress: bare.location, addressLocality: "Rishikesh" });
    expect(data.address).not.toHaveProperty("postalCode");
  });
});

describe("a business's opening hours in its JSON-LD", () => {
  const withHours = (hours: ReturnType<typeof hoursOf>) =>
    localBusinessJsonLd(siteUrl, { ...businessWithoutReviews, hours }, []);

  it("groups the days of the same hours, one specification an interval, and leaves closed days out", () => {
    const hall = week(openDuring("06:00-08:00", "17:00-19:00"), openDuring("06:00-08:00", "17:00-19:00"), CLOSED);
    expect(withHours(hoursOf(hall)).openingHoursSpecification).toEqual([
      { "@type": "OpeningHoursSpecification", dayOfWeek: ["Monday", "Tuesday"], opens: "06:00", closes: "08:00" },
      { "@type": "OpeningHoursSpecification", dayOfWeek: ["Monday", "Tuesday"], opens: "17:00", closes: "19:00" },
    ]);
  });

  it("writes a run past midnight as closing earlier than it opens, and 24 hours as 00:00 to 23:59", () => {
    const data = withHours(hoursOf(week(openDuring("20:00-01:00"), ALL_DAY, CLOSED)));
    expect(data.openingHoursSpecification).toEqual([
      { "@type": "OpeningHoursSpecification", dayOfWeek: ["Monday"], opens: "20:00", closes: "01:00" },
      { "@type": "OpeningHoursSpecification", dayOfWeek: ["Tuesday"], opens: "00:00", closes: "23:59" },
    ]);
  });

  it("gives each exception its first and last day, a closure as 00:00 to 00:00", () => {
    const data = withHours(
      hoursOf(week(openDuring("10:00-21:00")), [
        exception("holiday", "2026-11-08..2026-11-10", "Diwali"),
        exception("special", "2026-05-25", "Ganga Dussehra", "05:00-09:00"),
      ]),
    );
    expect(data.specialOpeningHoursSpecification).toEqual([
      {
        "@type": "OpeningHoursSpecification",
        opens: "00:00",
        closes: "00:00",
        validFrom: "2026-11-08",
        validThrough: "2026-11-10",
      },
      {
        "@type": "OpeningHoursSpecification",
        opens: "05:00",
        closes: "09:00",
        validFrom: "2026-05-25",
        validThrough: "2026-05-25",
      },
    ]);
  });

  it("says nothing of hours not known, nor of a week closed every day", () => {
    for (const hours of [hoursOf(null), hoursOf(week(CLOSED))]) {
      const data = withHours(hours);
      expect(data).not.toHaveProperty("openingHoursSpecification");
      expect(data).not.toHaveProperty("specialOpeningHoursSpecification");
    }
    const closing = withHours(hoursOf(null, [exception("temporary", "2026-12-01..2026-12-09", "Repairs")]));
    expect(closing).not.toHaveProperty("openingHoursSpecification");
    expect(closing.specialOpeningHoursSpecification).toHaveLength(1);
  });
});

describe("organizationJsonLd", () => {
  it("names the site with its logo and profiles, every URL on the public origin", () => {
    const data = organizationJsonLd(siteUrl, ["https://x.com/soulofrishikesh"]);
    expect(data).toMatchObject({
      "@type": "Organization",
      url: "https://soulofrishikesh.example/",
      logo: { "@type": "ImageObject", url: "https://soulofrishikesh.example/images/logo.png" },
      sameAs: ["https://x.com/soulofrishikesh"],
    });
  });
});

describe("blogPostingJsonLd", () => {
  it("describes the post with its dates and tags", () => {
    const post = snapshot.blogPosts[0]!;
    const data = blogPostingJsonLd(siteUrl, post);
    expect(data).toMatchObject({
      "@type": "BlogPosting",
      headline: post.title,
      datePublished: post.createdAt,
      dateModified: post.updatedAt,
      keywords: post.tags.join(", "),
      mainEntityOfPage: `https://soulofrishikesh.example/blog/${post.slug}`,
    });
    expect(data.publisher).toMatchObject({ "@type": "Organization", url: "https://soulofrishikesh.example/" });
    expect(data.author).toEqual(data.publisher);
  });
});

describe("breadcrumbJsonLd", () => {
  it("numbers the trail from 1 with absolute URLs", () => {
    const data = breadcrumbJsonLd(siteUrl, [
      { name: "Home", path: "/" },
      { name: "Blog", path: "/blog" },
    ]);
    expect(data.itemListElement).toEqual([
      { "@type": "ListItem", position: 1, name: "Home", item: "https://soulofrishikesh.example/" },
      { "@type": "ListItem", position: 2, name: "Blog", item: "https://soulofrishikesh.example/blog" },
    ]);
  });
});

describe("serializeJsonLd", () => {
  it("cannot be closed early by a script tag in the content", () => {
    const json = serializeJsonLd({
      "@context": "https://schema.org",
      "@type": "Thing",
      name: "</script><script>alert(1)</script>",
    });
    expect(json).not.toContain("<");
    expect(JSON.parse(json).name).toBe("</script><script>alert(1)</script>");
  });
});
