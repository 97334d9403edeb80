// Admin forms are react-hook-form forms checked by the same shared/schemas object the API uses. The form
// holds what the inputs hold (strings, comma lists); `toInput` turns that into the API's payload, which
// the shared schema then validates, so a form shows exactly the messages the API would answer.
import { useEffect } from "react";
import type { FieldErrors, FieldValues, Resolver, UseFormSetError, Path } from "react-hook-form";
import type { z } from "zod";
import { byFormField } from "../../shared/schemas/validation.ts";
import { ApiError } from "./api.ts";

export function schemaResolver<Form extends FieldValues, Schema extends z.ZodType>(
  schema: Schema,
  toInput: (form: Form) => unknown,
): Resolver<Form, unknown, z.output<Schema>> {
  return async (form) => {
    const result = await schema.safeParseAsync(toInput(form));
    if (result.success) return { values: result.data, errors: {} };
    const errors: Record<string, { type: string; message: string }> = {};
    for (const issue of result.error.issues) {
      const field = String(issue.path[0] ?? "root");
      errors[field] ??= { type: issue.code, message: issue.message };
    }
    return { values: {}, errors: errors as FieldErrors<Form> };
  };
}

/** The first message of a failed validation, for the alert above the form. */
export function firstErrorMessage(errors: FieldErrors): string | undefined {
  for (const error of Object.values(errors)) {
    if (error && typeof error.message === "string") return error.message;
  }
  return undefined;
}

/** Puts the API's field errors (422 `errors`, 409 conflicts) on the form's fields. */
export function showServerFieldErrors<Form extends FieldValues>(error: unknown, setError: UseFormSetError<Form>) {
  if (!(error instanceof ApiError)) return;
  for (const [field, message] of Object.entries(byFormField(error.fieldErrors))) {
    setError(field as Path<Form>, { type: "server", message });
  }
}

/** Joins a list for a comma-separated input; `splitCommaList` in shared/schemas/fields.ts reverses it. */
export const joinCommaList = (items: readonly string[] | null | undefined) => (items ?? []).join(", ");

/** Warns before the tab closes or reloads while a form has unsaved changes. */
export function useBeforeUnloadWarning(when: boolean) {
  useEffect(() => {
    if (!when) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [when]);
}
