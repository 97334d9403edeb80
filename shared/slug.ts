import { foldAccents } from "./accents.ts";
import { SLUG_MAX_LENGTH } from "./constants.ts";

/**
 * The slug rule of spec section 2 (category and blog forms): lowercase, every run of
 * non-alphanumeric characters becomes one hyphen, hyphens trimmed at both ends. Accented letters are letters: they
 * are kept, made plain ("Café" → "cafe"), where the rule read as ASCII would drop them ("caf"). A long title is cut
 * at SLUG_MAX_LENGTH, so the slug a form proposes is always one it may save.
 */
export function slugify(text: string): string {
  return foldAccents(text.toLowerCase())
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, SLUG_MAX_LENGTH)
    .replace(/-+$/, "");
}

/** True when a slug is in the form slugify() produces: lowercase letters and digits, single inner hyphens. */
export function isSlug(value: string): boolean {
  return /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(value);
}

/**
 * The slug after the name (or title) changed in the category and blog forms: generated from it when
 * creating or when the slug is empty, otherwise kept.
 */
export function slugAfterNameChange(name: string, currentSlug: string, creating: boolean): string {
  return creating || currentSlug.trim() === "" ? slugify(name) : currentSlug;
}
