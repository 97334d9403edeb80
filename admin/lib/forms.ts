// Admin forms are react-hook-form forms checked by the same shared/schemas object the API uses. The form
// holds what the inputs hold (strings, comma lists); `toInput` turns that into the API's payload, which
// the shared schema then validates, so a form shows exactly the messages the API would answer. A message shows
// under the form field its path starts with ("images.0" under "images"), but for the fields a form holds in the API's
// own shape (`nested`: the business form's hours), whose messages show where their whole path leads
// ("hours.weekly.3.intervals").
import type { UseMutationResult } from "@tanstack/react-query";
import { type SubmitEvent, useEffect } from "react";
import {
  type FieldErrors,
  type FieldValues,
  get,
  type Path,
  type Resolver,
  set,
  type UseFormReturn,
  type UseFormSetError,
} from "react-hook-form";
import type { z } from "zod";
import { ApiError, errorMessage } from "./api.ts";

/** The form fields held in the API's shape, whose messages keep their whole path. */
export type NestedFields = readonly string[];

/** Where a message of the API's path shows in the form: its first part, or its whole path for a nested field. */
function formPath(path: readonly PropertyKey[], nested: NestedFields): string {
  const parts = path.map(String);
  const first = parts[0] ?? "root";
  return nested.includes(first) ? parts.join(".") : first;
}

/** Puts a message at a path of the errors unless one is there; a list's own message sits beside its items'. */
function placeError(errors: Record<string, unknown>, path: string, error: { type: string; message: string }) {
  const there: unknown = get(errors, path);
  if (there && typeof there === "object") {
    if (!("message" in there)) Object.assign(there, error);
    return;
  }
  set(errors, path, error);
}

export function schemaResolver<Form extends FieldValues, Schema extends z.ZodType>(
  schema: Schema,
  toInput: (form: Form) => unknown,
  nested: NestedFields = [],
): Resolver<Form, unknown, z.output<Schema>> {
  return async (form) => {
    const result = await schema.safeParseAsync(toInput(form));
    if (result.success) return { values: result.data, errors: {} };
    const errors: Record<string, unknown> = {};
    for (const issue of result.error.issues) {
      placeError(errors, formPath(issue.path, nested), { type: issue.code, message: issue.message });
    }
    return { values: {}, errors: errors as FieldErrors<Form> };
  };
}

/** The first message of a failed validation, for the alert above the form: a nested field's first one included. */
export function firstErrorMessage(errors: FieldErrors): string | undefined {
  const first = (error: unknown): string | undefined => {
    if (!error || typeof error !== "object") return undefined;
    if ("message" in error && typeof error.message === "string") return error.message;
    for (const [key, inner] of Object.entries(error)) {
      // a field's error carries its element as `ref`, never a message to read
      const message = key === "ref" ? undefined : first(inner);
      if (message) return message;
    }
    return undefined;
  };
  return first(errors);
}

/** Puts the API's field errors (422 `errors`, dot-joined paths; 409 conflicts) on the form's fields. */
export function showServerFieldErrors<Form extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<Form>,
  nested: NestedFields = [],
) {
  if (!(error instanceof ApiError)) return;
  const shown = new Set<string>();
  for (const [path, message] of Object.entries(error.fieldErrors)) {
    const field = formPath(path.split("."), nested);
    if (shown.has(field)) continue;
    shown.add(field);
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

/**
 * A form saved through a mutation (the owner's forms, issue 44): checked by its resolver, sent as `toInput` makes the
 * values, the API's field errors put back on the fields. `alert` is the failed save's message, or the first field's.
 */
export function useFormSave<Form extends FieldValues, Input, Saved>(
  form: UseFormReturn<Form, unknown, object>,
  mutation: UseMutationResult<Saved, Error, Input>,
  options: {
    toInput: (values: Form) => Input;
    failedMessage: string;
    onSaved: (saved: Saved) => void;
    nested?: NestedFields;
  },
) {
  const { toInput, failedMessage, onSaved, nested } = options;
  const submit = form.handleSubmit(() =>
    mutation.mutate(toInput(form.getValues()), {
      onSuccess: onSaved,
      onError: (error) => showServerFieldErrors(error, form.setError, nested),
    }),
  );
  return {
    onSubmit: (event: SubmitEvent<HTMLFormElement>) => {
      // a new attempt replaces the last failed save's message with this attempt's own outcome
      mutation.reset();
      void submit(event);
    },
    alert: mutation.isError ? errorMessage(mutation.error, failedMessage) : firstErrorMessage(form.formState.errors),
  };
}
