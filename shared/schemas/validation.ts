import type { z } from "zod";

/** The JSON error body every API route answers with (spec section 7 leaves it open; forms read `message`). */
export interface ApiErrorBody {
  message: string;
  /** Field path (dot-joined) to the first message for that field. */
  errors?: Record<string, string>;
}

/** Turns a zod error into the API's error body: the first issue's message leads, every field keeps its first. */
export function toApiErrorBody(error: z.ZodError): ApiErrorBody {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = issue.path.map(String).join(".") || "_";
    errors[field] ??= issue.message;
  }
  return { message: error.issues[0]?.message ?? "Invalid input", errors };
}

/** The form field a message of this path shows under: its first part, the field a list is typed in. */
const firstPart = (path: string) => path.split(".")[0]!;

/**
 * Field errors by the form field they belong under: a list entry's message ("images.0") shows under the field the
 * list is typed in ("images"), the first message of each field kept. A form whose fields are laid out otherwise says
 * where a path shows (`fieldOf`).
 */
export function byFormField(
  errors: Record<string, string>,
  fieldOf: (path: string) => string = firstPart,
): Record<string, string> {
  const shown: Record<string, string> = {};
  for (const [path, message] of Object.entries(errors)) shown[fieldOf(path)] ??= message;
  return shown;
}
