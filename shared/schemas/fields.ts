// Field builders shared by the entity schemas, so "optional text" means the same thing everywhere.
import { z } from "zod";
import { DATABASE_INTEGER, SLUG_MAX_LENGTH, TEXT_LIMITS } from "../constants.ts";
import { isUploadedPhoto } from "../media.ts";
import { isSlug } from "../slug.ts";

/** What a value of each type is called, for the message of a value of another type. */
const TYPE_WORDS: Record<string, string> = {
  string: "text",
  number: "a number",
  int: "a whole number",
  boolean: "true or false",
  array: "a list",
  object: "an object",
};

// zod compiles object checks with `new Function` when it may; probing for that trips the Content-Security-Policy of
// the pages and the admin app (no eval, shared/csp.ts), so every schema parses without it. A field of the wrong
// type or missing, where its schema gives no message of its own, is named in words rather than zod's "Invalid
// input: expected boolean, received string".
z.config({
  jitless: true,
  customError: (issue) => {
    if (issue.code !== "invalid_type") return undefined;
    const field = issue.path?.length ? `"${issue.path.join(".")}"` : "The value";
    if (issue.input === undefined) return `${field} is required`;
    return `${field} must be ${TYPE_WORDS[issue.expected] ?? issue.expected}`;
  },
});

/** The admin forms' one message for any missing required field (spec section 5). */
export const REQUIRED_FIELDS_MESSAGE = "Please fill in all required fields";

/** Field messages that several forms share (spec section 5). */
export const NAME_REQUIRED_MESSAGE = "Name is required";
export const LOCATION_REQUIRED_MESSAGE = "Location is required";
export const COMMENT_REQUIRED_MESSAGE = "Comment is required";
export const INVALID_EMAIL_MESSAGE = "Valid email is required";
export const INVALID_PHONE_MESSAGE = "Valid phone number is required";
export const INVALID_WHATSAPP_MESSAGE = "Valid WhatsApp number is required";
export const WHOLE_RATING_MESSAGE = "Rating must be a whole number of stars";

/** A required URL slug in the form slugify() produces (category and blog forms), short enough for a file name. */
export const slugField = z
  .string()
  .trim()
  .min(1, REQUIRED_FIELDS_MESSAGE)
  .max(SLUG_MAX_LENGTH, `Slug must be at most ${SLUG_MAX_LENGTH} characters`)
  .refine(isSlug, "Slug may only contain lowercase letters, numbers and single hyphens");

// Control characters break logs, search documents (PostgreSQL refuses NUL) and pages; a multi-line field keeps
// the tab and the line breaks a person types.
// eslint-disable-next-line no-control-regex
const ANY_CONTROL_CHARACTER = /[\u0000-\u001f\u007f]/;
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTER_BUT_LINE_BREAKS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

export interface TextOptions {
  /** keeps tabs and line breaks (descriptions, comments, content) */
  multiline?: boolean;
  /** the message when the value is not a string at all (a missing required field) */
  message?: string;
}

/** The message of a text field holding control characters, e.g. "Name must not contain control characters". */
export function controlCharactersMessage(label: string): string {
  return `${label} must not contain control characters`;
}

/** Whether a text holds no control characters (line breaks and tabs allowed when multi-line). */
export function isPlainText(value: string, multiline = false): boolean {
  return !(multiline ? CONTROL_CHARACTER_BUT_LINE_BREAKS : ANY_CONTROL_CHARACTER).test(value);
}

/** Free text: trimmed, at most `max` characters, no control characters. Add `.min()` for a required field. */
export function text(label: string, max: number, { multiline = false, message }: TextOptions = {}) {
  return z
    .string({
      error: (issue) => message ?? (issue.input === undefined ? `${label} is required` : `${label} must be text`),
    })
    .trim()
    .refine((value) => isPlainText(value, multiline), controlCharactersMessage(label))
    .max(max, tooLongMessage(label, max));
}

/** Optional free text from a form: as text(), and an empty string is stored as null. */
export function optionalText(label: string, max: number, options: TextOptions = {}) {
  return emptyAsNull(text(label, max, options));
}

/**
 * A record's text field as its messages name it and its limit: the one description an entity's form schema and its
 * translations' schema (translations.ts) are both built from.
 */
export interface TextField {
  readonly label: string;
  readonly max: number;
  /** a paragraph: keeps tabs and line breaks */
  readonly multiline?: boolean;
}

/**
 * A list of short texts (services, amenities), stored as textList(entryLabel) takes it; written out as one text, one
 * entry per line (its translation), it holds at most `max` characters.
 */
export interface ListField extends TextField {
  readonly list: true;
  /** what one entry is called in the list's messages */
  readonly entryLabel: string;
}

export function listField(label: string, entryLabel: string): ListField {
  return { label, entryLabel, max: TEXT_LIMITS.listItems * (TEXT_LIMITS.listItem + 1), list: true };
}

/** text() of a described field; `message` as TextOptions' */
export function fieldText({ label, max, multiline }: TextField, message?: string) {
  return text(label, max, { multiline, message });
}

/** optionalText() of a described field */
export function optionalFieldText(field: TextField) {
  return emptyAsNull(fieldText(field));
}

function emptyAsNull(schema: z.ZodString) {
  return schema.nullish().transform((value) => (value === undefined || value === null || value === "" ? null : value));
}

/** Whether a text is an absolute http(s) URL that parses (`http://[` and `https://exa mple.com` do not). */
export function isHttpUrl(value: string): boolean {
  const url = URL.parse(value);
  return url !== null && (url.protocol === "http:" || url.protocol === "https:");
}

/** Whether a text is a path on this site ("/search"): not "//host" or "/\\host", which browsers read as another site. */
export function isSitePath(value: string): boolean {
  return /^\/(?![/\\])/.test(value) && URL.canParse(value, "http://localhost");
}

export function httpUrlMessage(label: string): string {
  return `${label} must be a web address starting with http:// or https://`;
}

/** A web address: free text that is empty or an http(s) URL. Add `.min()` for a required field. */
export function httpUrl(label: string, max: number = TEXT_LIMITS.url) {
  return text(label, max).refine((value) => value === "" || isHttpUrl(value), httpUrlMessage(label));
}

/**
 * A photo: a web address, or a photo uploaded to the service (shared/media.ts), as the upload's answer names it. Its
 * message speaks of the web address, the one form of it a person types.
 */
export function photoSource(label: string, max: number = TEXT_LIMITS.url) {
  return text(label, max).refine(
    (value) => value === "" || isHttpUrl(value) || isUploadedPhoto(value),
    httpUrlMessage(label),
  );
}

/** An optional photo (photoSource); empty is stored as null. */
export function optionalPhotoSource(label: string) {
  return emptyAsNull(photoSource(label));
}

/** An optional web address; empty is stored as null. */
export function optionalHttpUrl(label: string, max: number = TEXT_LIMITS.url) {
  return emptyAsNull(httpUrl(label, max));
}

/** An optional link: a path on this site or an http(s) URL, never `javascript:` or `data:`. */
export function optionalLink(label: string, max: number) {
  return emptyAsNull(
    text(label, max).refine(
      (value) => value === "" || isSitePath(value) || isHttpUrl(value),
      `${label} must be a path on this site (such as /search) or a web address starting with http:// or https://`,
    ),
  );
}

/** A phone number as people write it: digits, with spaces, dashes, dots, slashes, brackets and a leading +. */
const PHONE_CHARACTERS = /^\+?[\d\s()./-]+$/;
/**
 * Fewer digits than any number that can be called with its area code (Indian ones have ten); "abc" or "+" alone
 * would make a broken call or WhatsApp link (the WhatsApp button dials the number's digits).
 */
const PHONE_DIGITS_MIN = 7;

function isPhoneNumber(value: string): boolean {
  return PHONE_CHARACTERS.test(value) && (value.match(/\d/g)?.length ?? 0) >= PHONE_DIGITS_MIN;
}

/** A phone number: free text that is empty or a number isPhoneNumber() takes. Add `.min()` for a required field. */
export function phoneNumber(label: string, max: number, message: string) {
  return text(label, max, { message }).refine((value) => value === "" || isPhoneNumber(value), message);
}

/** An optional phone number; empty is stored as null. */
export function optionalPhoneNumber(label: string, max: number, message: string) {
  return emptyAsNull(phoneNumber(label, max, message));
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

/**
 * A list of short texts (services, amenities, tags): trimmed, blanks dropped, at most TEXT_LIMITS.listItems
 * entries of at most TEXT_LIMITS.listItem characters each. `entryLabel` names one entry in the messages.
 */
export function textList(entryLabel: string, entry = text(entryLabel, TEXT_LIMITS.listItem)) {
  return z
    .array(entry, { message: `${entryLabel} must be a list` })
    .max(TEXT_LIMITS.listItems, `At most ${TEXT_LIMITS.listItems} entries are allowed (${entryLabel})`)
    .default([])
    .transform((items) => items.filter((item) => item.length > 0));
}

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

/** A whole number a database integer column holds, e.g. "Sort order must be a whole number between …". */
export function databaseInteger(label: string) {
  const message = `${label} must be a whole number between ${DATABASE_INTEGER.min} and ${DATABASE_INTEGER.max}`;
  return z.coerce
    .number({ message })
    .int(message)
    .min(DATABASE_INTEGER.min, message)
    .max(DATABASE_INTEGER.max, message);
}

/** The id of a record the input refers to (a category, a business): one message for anything that names none. */
export function recordId(message: string) {
  return z.coerce.number({ message }).int(message).min(1, message).max(DATABASE_INTEGER.max, message);
}

/** A list query's offset: rows to skip, within what the database can count. */
const OFFSET_MESSAGE = "Offset must be a whole number from 0";
export const pageOffset = z.coerce
  .number({ message: OFFSET_MESSAGE })
  .int(OFFSET_MESSAGE)
  .min(0, OFFSET_MESSAGE)
  .max(DATABASE_INTEGER.max, `Offset must be at most ${DATABASE_INTEGER.max}`)
  .default(0);

/** A date as an ISO string; a value that is no date is an issue on its field (toISOString would throw). */
export const isoDate = z.union([z.string(), z.date()]).transform((value, context) => {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) {
    context.addIssue({ code: "custom", message: "Invalid date" });
    return z.NEVER;
  }
  return date.toISOString();
});
