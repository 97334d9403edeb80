// The submit cycle the three public forms share: validate with the shared schema, show messages
// under the fields and focus the first one, send, then toast the outcome.
import { useState, type FormEvent } from "react";
import type { z } from "zod";
import { toast } from "../toast/store.ts";
import { useHydrated } from "./useHydrated.ts";
import { serverFieldErrors, validateForm, type FieldErrors } from "./validate.ts";

interface FormSubmitOptions<Schema extends z.ZodType> {
  schema: Schema;
  /** the values to validate, read from the submitted form */
  read: (form: HTMLFormElement) => unknown;
  send: (data: z.output<Schema>) => Promise<unknown>;
  onSuccess: (form: HTMLFormElement) => void;
  failureTitle: string;
}

export function useFormSubmit<Schema extends z.ZodType>({ schema, read, send, onSuccess, failureTitle }: FormSubmitOptions<Schema>) {
  const [errors, setErrors] = useState<FieldErrors>({});
  const [pending, setPending] = useState(false);
  const hydrated = useHydrated();

  function showErrors(form: HTMLFormElement, fieldErrors: FieldErrors) {
    setErrors(fieldErrors);
    // after React has marked the fields invalid
    setTimeout(() => form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const validation = validateForm(schema, read(form));
    if (!validation.ok) {
      showErrors(form, validation.errors);
      return;
    }
    setErrors({});
    setPending(true);
    try {
      await send(validation.data);
      onSuccess(form);
    } catch (error) {
      showErrors(form, serverFieldErrors(error));
      toast({ title: failureTitle, variant: "destructive" });
    } finally {
      setPending(false);
    }
  }

  /** whether the submit button should be disabled: before hydration and while sending */
  const submitDisabled = !hydrated || pending;
  return { errors, pending, submitDisabled, onSubmit };
}
