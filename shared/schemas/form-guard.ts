// What the three public forms (review, inquiry, listing) send besides their own fields, so the service can tell a
// script from a person without a CAPTCHA: a honeypot people never see, and how long the form was open. Both are
// optional: the spec's own API calls and scripts send neither, and the rate limits hold them all the same.
import { z } from "zod";
import { DATABASE_INTEGER, HONEYPOT_FIELD, TEXT_LIMITS } from "../constants.ts";

export { HONEYPOT_FIELD };

export const formGuardFields = {
  /** hidden from people and assistive technology: anything in it marks the post as a script's */
  [HONEYPOT_FIELD]: z.string().max(TEXT_LIMITS.url).optional(),
  /** milliseconds between the form being shown and sent, measured in the browser (no clock skew) */
  fillTimeMs: z.number().int().min(0).max(DATABASE_INTEGER.max).optional(),
};

export interface FormGuardValues {
  [HONEYPOT_FIELD]?: string | undefined;
  fillTimeMs?: number | undefined;
}

/** Splits parsed form values into the guard's fields and what is stored. */
export function withoutFormGuard<Values extends FormGuardValues>({
  [HONEYPOT_FIELD]: honeypot,
  fillTimeMs,
  ...values
}: Values): { guard: FormGuardValues; values: Omit<Values, keyof FormGuardValues> } {
  return { guard: { [HONEYPOT_FIELD]: honeypot, fillTimeMs }, values };
}
