// Islands validate with the shared zod schemas and show each field's first message under it,
// exactly as the API would report it (same error-body mapping).
import type { z } from "zod";
import { ApiError } from "../../../shared/api.ts";
import { byFormField, toApiErrorBody } from "../../../shared/schemas/validation.ts";

export type FieldErrors = Record<string, string>;

export type Validation<Output> = { ok: true; data: Output } | { ok: false; errors: FieldErrors };

/** Checks `values` with `schema`; `fieldOf` says where a message's path shows when not under its first part. */
export function validateForm<Schema extends z.ZodType>(
  schema: Schema,
  values: unknown,
  fieldOf?: (path: string) => string,
): Validation<z.output<Schema>> {
  const result = schema.safeParse(values);
  if (result.success) return { ok: true, data: result.data };
  return { ok: false, errors: byFormField(toApiErrorBody(result.error).errors ?? {}, fieldOf) };
}

/** Field messages of a 422 answer, so a rule only the server knows still shows under its field. */
export function serverFieldErrors(error: unknown): FieldErrors {
  return error instanceof ApiError ? byFormField(error.fieldErrors) : {};
}

/** The text fields of a submitted form, by name (files and repeated names are not used by these forms). */
export function formTexts(form: HTMLFormElement): Record<string, string> {
  const texts: Record<string, string> = {};
  for (const [name, value] of new FormData(form)) {
    if (typeof value === "string") texts[name] = value;
  }
  return texts;
}
