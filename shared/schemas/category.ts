import { z } from "zod";
import { DEFAULT_CATEGORY_COLOR, DEFAULT_CATEGORY_ICON } from "../constants.ts";
import { isSlug } from "../slug.ts";
import { isoDate, optionalText } from "./fields.ts";

export const REQUIRED_FIELDS_MESSAGE = "Please fill in all required fields";

/** A required URL slug in the form slugify() produces (category and blog forms). */
export const slugField = z
  .string()
  .trim()
  .min(1, REQUIRED_FIELDS_MESSAGE)
  .refine(isSlug, "Slug may only contain lowercase letters, numbers and single hyphens");

export const CategorySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  description: z.string().nullable(),
  icon: z.string(),
  color: z.string(),
  createdAt: isoDate,
  updatedAt: isoDate,
});
export type Category = z.infer<typeof CategorySchema>;

/** Admin category form and POST/PUT /api/admin/categories. */
export const CategoryInputSchema = z.object({
  name: z.string().trim().min(1, REQUIRED_FIELDS_MESSAGE),
  slug: slugField,
  description: optionalText(),
  icon: z
    .string()
    .trim()
    .nullish()
    .transform((value) => value || DEFAULT_CATEGORY_ICON),
  color: z
    .string()
    .trim()
    .regex(/^#[0-9a-fA-F]{6}$/, "Colour must be a hex value like #ff6b35")
    .default(DEFAULT_CATEGORY_COLOR),
});
export type CategoryInput = z.input<typeof CategoryInputSchema>;
export type CategoryValues = z.output<typeof CategoryInputSchema>;
