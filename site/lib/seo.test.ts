import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { SiteSnapshotSchema } from "../../shared/schemas/snapshot.ts";
import { absoluteUrl, blogPostingJsonLd, breadcrumbJsonLd, localBusinessJsonLd, serializeJsonLd } from "./seo.ts";

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

describe("localBusinessJsonLd", () => {
  it("rates a business from its real reviews", () => {
    const data = localBusinessJsonLd(siteUrl, businessWithReviews);
    expect(data["@type"]).toBe("LocalBusiness");
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

  it("claims no rating for a business nobody has reviewed", () => {
    expect(localBusinessJsonLd(siteUrl, businessWithoutReviews)).not.toHaveProperty("aggregateRating");
  });

  it("leaves out contact fields the business does not have", () => {
    const data = localBusinessJsonLd(siteUrl, { ...businessWithReviews, phone: null, email: null, address: null });
    expect(data).not.toHaveProperty("telephone");
    expect(data).not.toHaveProperty("email");
    expect(data.address).not.toHaveProperty("streetAddress");
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
    const json = serializeJsonLd({ name: "</script><script>alert(1)</script>" });
    expect(json).not.toContain("<");
    expect(JSON.parse(json).name).toBe("</script><script>alert(1)</script>");
  });
});
