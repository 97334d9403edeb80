// One page of each public type, at its English address: the specs that check every page type (axe, the languages'
// visible text) walk this list, in every language the type is in.
import type { PublishedBlogPost, PublishedBusiness } from "./fixtures.ts";

export interface PageContent {
  business: PublishedBusiness;
  blogPost: PublishedBlogPost;
}

export const TRANSLATED_PAGE_TYPES: [string, (content: PageContent) => string][] = [
  ["home", () => "/"],
  ["category list", () => "/categories"],
  ["category page", ({ business }) => `/categories/${business.categorySlug}`],
  ["search", () => "/search?q=yoga"],
  ["business detail", ({ business }) => `/business/${business.id}`],
  ["list your business", () => "/list-business"],
  ["blog list", () => "/blog"],
  ["blog post", ({ blogPost }) => `/blog/${blogPost.slug}`],
  ["about", () => "/about"],
  ["contact", () => "/contact"],
  ["saved places", () => "/saved"],
  ["offline", () => "/offline"],
  ["my account", () => "/account"],
  ["unknown path", () => "/no-such-page"],
  ["unknown business", () => "/business/999999"],
  ["unknown blog post", () => "/blog/no-such-post"],
];
