/**
 * The slug rule of spec section 2 (category and blog forms): lowercase, every run of
 * non-alphanumeric characters becomes one hyphen, hyphens trimmed at both ends.
 */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

/** True when a slug is already in the form slugify() produces. */
export function isSlug(value: string): boolean {
  return value.length > 0 && slugify(value) === value;
}
