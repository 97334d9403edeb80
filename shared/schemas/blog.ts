import { z } from "zod";
import { BLOG_CATEGORIES, BLOG_READ_TIME, DEFAULT_BLOG_IS_PUBLISHED } from "../constants.ts";
import { isoDate, optionalText, REQUIRED_FIELDS_MESSAGE, slugField, textList } from "./fields.ts";

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

const readTimeMessage = `Read time must be between ${BLOG_READ_TIME.min} and ${BLOG_READ_TIME.max} minutes`;

/** Admin blog form and POST/PUT /api/admin/blog. New posts default to a 5-minute read, unpublished. */
export const BlogPostInputSchema = z.object({
  title: z.string().trim().min(1, REQUIRED_FIELDS_MESSAGE),
  slug: slugField,
  excerpt: optionalText(),
  content: z.string().trim().min(1, REQUIRED_FIELDS_MESSAGE),
  imageUrl: optionalText(),
  category: z.enum(BLOG_CATEGORIES, { message: `Category must be one of ${BLOG_CATEGORIES.join(", ")}` }),
  readTime: z.coerce
    .number()
    .int(readTimeMessage)
    .min(BLOG_READ_TIME.min, readTimeMessage)
    .max(BLOG_READ_TIME.max, readTimeMessage)
    .default(BLOG_READ_TIME.default),
  tags: textList,
  isPublished: z.boolean().default(DEFAULT_BLOG_IS_PUBLISHED),
});
export type BlogPostInput = z.input<typeof BlogPostInputSchema>;
export type BlogPostValues = z.output<typeof BlogPostInputSchema>;
