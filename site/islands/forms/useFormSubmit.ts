// The submit cycle the three public forms share: validate with the shared schema, show messages
// under the fields and focus the first one, send, then toast the outcome.
import { useEffect, useRef, useState, type SubmitEvent } from "react";
import { toast } from "../../../shared/ui/toast/store.ts";
import { useHydrated } from "./useHydrated.ts";
import { serverFieldErrors, type FieldErrors, type Validation } from "./validate.ts";

export type FormValidation<Data> = (form: HTMLFormElement) => Validation<Data>;

interface FormSubmitOptions<Data> {
  /**
   * Loads the form's checks. They need zod and the shared schema, a fifth of an island's weight,
   * so they are fetched when the person first focuses the form rather than with the island.
   */
  loadValidation: () => Promise<FormValidation<Data>>;
  send: (data: Data) => Promise<unknown>;
  onSuccess: (form: HTMLFormElement) => void;
  failureTitle: string;
}

export function useFormSubmit<Data>({ loadValidation, send, onSuccess, failureTitle }: FormSubmitOptions<Data>) {
  const [errors, setErrors] = useState<FieldErrors>({});
  const [pending, setPending] = useState(false);
  const hydrated = useHydrated();

  const formToFocus = useRef<HTMLFormElement | null>(null);

  // Once React has marked the fields invalid, take the person to the first one.
  useEffect(() => {
    formToFocus.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
    formToFocus.current = null;
  }, [errors]);

  function showErrors(form: HTMLFormElement, fieldErrors: FieldErrors) {
    formToFocus.current = form;
    setErrors(fieldErrors);
  }

  async function onSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    setPending(true);
    try {
      const validation = (await loadValidation())(form);
      if (!validation.ok) {
        showErrors(form, validation.errors);
        return;
      }
      setErrors({});
      await send(validation.data);
      onSuccess(form);
    } catch (error) {
      showErrors(form, serverFieldErrors(error));
      toast({ title: failureTitle, variant: "destructive" });
    } finally {
      setPending(false);
    }
  }

  return {
    errors,
    pending,
    /** before hydration and while sending */
    submitDisabled: !hydrated || pending,
    formProps: { noValidate: true, onSubmit, onFocus: () => void loadValidation().catch(() => {}) },
  };
}
