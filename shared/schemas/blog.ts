import { z } from "zod";
import { BLOG_CATEGORIES, BLOG_READ_TIME, DEFAULT_BLOG_IS_PUBLISHED, TEXT_LIMITS } from "../constants.ts";
import {
  fieldText,
  isoDate,
  optionalFieldText,
  optionalPhotoSource,
  REQUIRED_FIELDS_MESSAGE,
  slugField,
  type TextField,
  textList,
} from "./fields.ts";

export const BlogPostSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  slug: z.string(),
  excerpt: z.string().nullable(),
  content: z.string(),
  imageUrl: z.string().nullable(),
  category: z.string(),
  tags: z.array(z.string()),
  readTime: z.number().int(),
  isPublished: z.boolean(),
  createdAt: isoDate,
  updatedAt: isoDate,
});
export type BlogPost = z.infer<typeof BlogPostSchema>;

export const READ_TIME_RANGE_MESSAGE = `Read time must be between ${BLOG_READ_TIME.min} and ${BLOG_READ_TIME.max} minutes`;
export const WHOLE_READ_TIME_MESSAGE = "Read time must be a whole number of minutes";

/** A post's texts, as its form and its translations (translations.ts) name and limit them. */
export const BLOG_POST_TEXT_FIELDS = {
  title: { label: "Title", max: TEXT_LIMITS.name },
  excerpt: { label: "Excerpt", max: TEXT_LIMITS.description, multiline: true },
  content: { label: "Content", max: TEXT_LIMITS.adminContent, multiline: true },
} as const satisfies Record<string, TextField>;

/** Admin blog form and POST/PUT /api/admin/blog. New posts default to a 5-minute read, unpublished. */
export const BlogPostInputSchema = z.object({
  title: fieldText(BLOG_POST_TEXT_FIELDS.title).min(1, REQUIRED_FIELDS_MESSAGE),
  slug: slugField,
  excerpt: optionalFieldText(BLOG_POST_TEXT_FIELDS.excerpt),
  content: fieldText(BLOG_POST_TEXT_FIELDS.content).min(1, REQUIRED_FIELDS_MESSAGE),
  imageUrl: optionalPhotoSource("Image URL"),
  category: z.enum(BLOG_CATEGORIES, { message: `Category must be one of ${BLOG_CATEGORIES.join(", ")}` }),
  readTime: z.coerce
    .number({ error: WHOLE_READ_TIME_MESSAGE })
    .int(WHOLE_READ_TIME_MESSAGE)
    .min(BLOG_READ_TIME.min, READ_TIME_RANGE_MESSAGE)
    .max(BLOG_READ_TIME.max, READ_TIME_RANGE_MESSAGE)
    .default(BLOG_READ_TIME.default),
  tags: textList("Tag"),
  isPublished: z.boolean().default(DEFAULT_BLOG_IS_PUBLISHED),
});
export type BlogPostInput = z.input<typeof BlogPostInputSchema>;
export type BlogPostValues = z.output<typeof BlogPostInputSchema>;
