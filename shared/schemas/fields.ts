// Field builders shared by the entity schemas, so "optional text" means the same thing everywhere.
import { z } from "zod";
import { SLUG_MAX_LENGTH } from "../constants.ts";
import { isSlug } from "../slug.ts";

/** The admin forms' one message for any missing required field (spec section 5). */
export const REQUIRED_FIELDS_MESSAGE = "Please fill in all required fields";

/** Field messages that several forms share (spec section 5). */
export const NAME_REQUIRED_MESSAGE = "Name is required";
export const LOCATION_REQUIRED_MESSAGE = "Location is required";
export const COMMENT_REQUIRED_MESSAGE = "Comment is required";
export const INVALID_EMAIL_MESSAGE = "Valid email is required";

/** A required URL slug in the form slugify() produces (category and blog forms), short enough for a file name. */
export const slugField = z
  .string()
  .trim()
  .min(1, REQUIRED_FIELDS_MESSAGE)
  .max(SLUG_MAX_LENGTH, `Slug must be at most ${SLUG_MAX_LENGTH} characters`)
  .refine(isSlug, "Slug may only contain lowercase letters, numbers and single hyphens");

/** Optional free text from a form: trimmed, and an empty string is stored as null. */
export function optionalText(max?: number) {
  const base = max === undefined ? z.string().trim() : z.string().trim().max(max, `Must be at most ${max} characters`);
  return base.nullish().transform((value) => (value === undefined || value === null || value === "" ? null : value));
}

/** Optional e-mail: empty is allowed, anything else must be a valid address. */
export function optionalEmail(message: string) {
  return z
    .string()
    .trim()
    .refine((value) => value === "" || z.email().safeParse(value).success, message)
    .nullish()
    .transform((value) => (value ? value : null));
}

/** A list of short texts (services, amenities, tags, image URLs): trimmed, blanks dropped. */
export const textList = z
  .array(z.string())
  .default([])
  .transform((items) => items.map((item) => item.trim()).filter((item) => item.length > 0));

/** Splits a comma-separated form field into a list the way the admin forms do (spec section 5). */
export function splitCommaList(value: string): string[] {
  return value
    .split(",")
    .map((item) => item.trim())
    .filter((item) => item.length > 0);
}

/** The message of a text field's maximum length, e.g. "Name must be at most 100 characters". */
export function tooLongMessage(label: string, max: number): string {
  return `${label} must be at most ${max} characters`;
}

export const isoDate = z.union([z.string(), z.date()]).transform((value) => new Date(value).toISOString());
