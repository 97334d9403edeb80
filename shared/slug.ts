import { foldAccents } from "./accents.ts";
import { SLUG_MAX_LENGTH } from "./constants.ts";

/** Letters written as two in plain Latin ("Straße" → "strasse"). Search leaves them be: its stored text keeps them. */
const LIGATURES: Record<string, string> = { ß: "ss", æ: "ae", œ: "oe", þ: "th" };

/**
 * The slug rule of spec section 2 (category and blog forms): lowercase, every run of
 * non-alphanumeric characters becomes one hyphen, hyphens trimmed at both ends. Accented letters are letters: they
 * are kept, made plain ("Café" → "cafe"), where the rule read as ASCII would drop them ("caf"). A long title is cut
 * at SLUG_MAX_LENGTH, so the slug a form proposes is always one it may save.
 */
export function slugify(text: string): string {
  return foldAccents(text.toLowerCase())
    .replace(/[ßæœþ]/g, (letter) => LIGATURES[letter]!)
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
 * creating or when the slug is empty, otherwise kept. A slug the form generated itself (`lastGenerated`) and the
 * editor has not retyped keeps following: an edit that empties the slug and types a new name gets the whole
 * name's slug, not its first letter's.
 */
export function slugAfterNameChange(
  name: string,
  currentSlug: string,
  creating: boolean,
  lastGenerated: string | null = null,
): string {
  const follows = creating || currentSlug.trim() === "" || currentSlug === lastGenerated;
  return follows ? slugify(name) : currentSlug;
}
