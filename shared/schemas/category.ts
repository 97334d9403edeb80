import { z } from "zod";
import { CATEGORY_ICONS, findCategoryIcon } from "../category-icons.ts";
import { DEFAULT_CATEGORY_COLOR, DEFAULT_CATEGORY_ICON, TEXT_LIMITS } from "../constants.ts";
import {
  fieldText,
  isoDate,
  optionalFieldText,
  REQUIRED_FIELDS_MESSAGE,
  slugField,
  text,
  type TextField,
} from "./fields.ts";

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

/** Said of a category icon the site cannot draw (the admin's picker offers exactly those it can). */
export const UNKNOWN_CATEGORY_ICON_MESSAGE = "Icon must be one of the icons the site can draw: pick one from the list";

/** A category's texts, as its form and its translations (translations.ts) name and limit them. */
export const CATEGORY_TEXT_FIELDS = {
  name: { label: "Name", max: TEXT_LIMITS.name },
  description: { label: "Description", max: TEXT_LIMITS.description, multiline: true },
} as const satisfies Record<string, TextField>;

/** Admin category form and POST/PUT /api/admin/categories. */
export const CategoryInputSchema = z.object({
  name: fieldText(CATEGORY_TEXT_FIELDS.name).min(1, REQUIRED_FIELDS_MESSAGE),
  slug: slugField,
  description: optionalFieldText(CATEGORY_TEXT_FIELDS.description),
  // What the site draws is what is stored: a name it cannot draw was drawn as the default but kept as typed.
  icon: text("Icon", TEXT_LIMITS.line)
    .nullish()
    // a Lucide class name in another spelling ("lucide-leaf", "leaf") is stored as the picker names it
    .transform((value) => (value ? (findCategoryIcon(value) ?? value) : DEFAULT_CATEGORY_ICON))
    .pipe(z.enum(CATEGORY_ICONS, { message: UNKNOWN_CATEGORY_ICON_MESSAGE })),
  color: z
    .string()
    .trim()
    .regex(/^#[0-9a-fA-F]{6}$/, "Colour must be a hex value like #ff6b35")
    .default(DEFAULT_CATEGORY_COLOR),
});
export type CategoryInput = z.input<typeof CategoryInputSchema>;
export type CategoryValues = z.output<typeof CategoryInputSchema>;
