// What the admin blog form holds (the inputs' strings and the publish switch) and how it maps to and from
// the API: tags split on commas and trimmed, the read time a number that falls back to 5 (spec section 5).
import { BLOG_CATEGORIES, BLOG_READ_TIME, DEFAULT_BLOG_IS_PUBLISHED } from "../../../shared/constants.ts";
import type { BlogPost, BlogPostInput } from "../../../shared/schemas/blog.ts";
import { splitCommaList } from "../../../shared/schemas/fields.ts";
import { joinCommaList } from "../../lib/forms.ts";

export interface BlogFormValues {
  title: string;
  slug: string;
  excerpt: string;
  content: string;
  imageUrl: string;
  category: string;
  /** the number input's text */
  readTime: string;
  tags: string;
  isPublished: boolean;
}

/** A new post is a 5-minute read and a draft until the editor publishes it (spec section 4). */
export const NEW_BLOG_VALUES: BlogFormValues = {
  title: "",
  slug: "",
  excerpt: "",
  content: "",
  imageUrl: "",
  category: BLOG_CATEGORIES[0],
  readTime: String(BLOG_READ_TIME.default),
  tags: "",
  isPublished: DEFAULT_BLOG_IS_PUBLISHED,
};

export function postToFormValues(post: BlogPost): BlogFormValues {
  return {
    title: post.title,
    slug: post.slug,
    excerpt: post.excerpt ?? "",
    content: post.content,
    imageUrl: post.imageUrl ?? "",
    category: post.category,
    readTime: String(post.readTime),
    tags: joinCommaList(post.tags),
    isPublished: post.isPublished,
  };
}

/** The read time typed: a number as typed (the schema checks 1-60), the default 5 when it is not a number. */
export function readTimeFromText(text: string): number {
  const typed = text.trim();
  const minutes = Number(typed);
  return typed === "" || !Number.isFinite(minutes) ? BLOG_READ_TIME.default : minutes;
}

export function formValuesToInput(form: BlogFormValues): BlogPostInput {
  return {
    title: form.title,
    slug: form.slug,
    excerpt: form.excerpt,
    content: form.content,
    imageUrl: form.imageUrl,
    category: form.category as BlogPostInput["category"],
    readTime: readTimeFromText(form.readTime),
    tags: splitCommaList(form.tags),
    isPublished: form.isPublished,
  };
}

/** "wellness" → "Wellness", for the category select and the list. */
export const categoryLabel = (category: string) => category.charAt(0).toUpperCase() + category.slice(1);
