// What the admin category form holds and how it maps to and from the API.
import { findCategoryIcon } from "../../../shared/category-icons.ts";
import { DEFAULT_CATEGORY_COLOR, DEFAULT_CATEGORY_ICON } from "../../../shared/constants.ts";
import type { Category, CategoryInput } from "../../../shared/schemas/category.ts";

export interface CategoryFormValues {
  name: string;
  slug: string;
  description: string;
  icon: string;
  color: string;
}

export const NEW_CATEGORY_VALUES: CategoryFormValues = {
  name: "",
  slug: "",
  description: "",
  icon: DEFAULT_CATEGORY_ICON,
  color: DEFAULT_CATEGORY_COLOR,
};

/** A stored icon the site knows under another spelling ("lucide-leaf") shows as the picker's choice; an unknown one is kept. */
export function categoryToFormValues(category: Category): CategoryFormValues {
  return {
    name: category.name,
    slug: category.slug,
    description: category.description ?? "",
    icon: findCategoryIcon(category.icon) ?? category.icon,
    color: category.color,
  };
}

export function formValuesToInput(form: CategoryFormValues): CategoryInput {
  return { name: form.name, slug: form.slug, description: form.description, icon: form.icon, color: form.color };
}

const HEX_COLOR = /^#[0-9a-f]{6}$/i;

/** What the native colour picker can show: the typed colour once it is a full hex value, else the default. */
export function pickerColor(typed: string): string {
  const trimmed = typed.trim();
  return HEX_COLOR.test(trimmed) ? trimmed.toLowerCase() : DEFAULT_CATEGORY_COLOR;
}

/**
 * Said when the stored icon is not one the site can draw, which the site shows as the default: a category saved
 * before the API took only the list's icons. The form shows it as it is; saving asks for one of the list.
 */
export function unknownIconWarning(icon: string): string | undefined {
  if (findCategoryIcon(icon)) return undefined;
  return `Unknown icon "${icon}": the site shows ${DEFAULT_CATEGORY_ICON} instead. Pick one of the icons below.`;
}
