// The submit cycle the three public forms share: validate with the shared schema, show messages
// under the fields and focus the first one, send (with how long the form was open, for the spam brakes of
// shared/schemas/form-guard.ts), then toast the outcome. Until the island runs, the form is a plain HTML form posting
// to the same route (service/form-posts.ts), so a visitor whose scripts have not come can send it all the same.
import { useEffect, useRef, useState, type SubmitEvent } from "react";
import { ApiError } from "../../../shared/api.ts";
import { FORM_OFFLINE_DETAIL, FORM_OFFLINE_MESSAGE } from "../../../shared/messages.ts";
import { toast } from "../../../shared/ui/toast/store.ts";
import { useHydrated } from "./useHydrated.ts";
import { serverFieldErrors, type FieldErrors, type Validation } from "./validate.ts";

type FormValidation<Data> = (form: HTMLFormElement) => Validation<Data>;

interface FormSubmitOptions<Data, Result> {
  /** the API route the form is sent to: the island's request, and the plain form's action before it runs */
  action: string;
  /**
   * Loads the form's checks. They need zod and the shared schema, a fifth of an island's weight,
   * so they are fetched when the person first focuses the form rather than with the island.
   */
  loadValidation: () => Promise<FormValidation<Data>>;
  send: (action: string, data: Data & { fillTimeMs: number }) => Promise<Result>;
  onSuccess: (form: HTMLFormElement, result: Result) => void;
  failureTitle: string;
}

export function useFormSubmit<Data, Result = unknown>({
  action,
  loadValidation,
  send,
  onSuccess,
  failureTitle,
}: FormSubmitOptions<Data, Result>) {
  const [errors, setErrors] = useState<FieldErrors>({});
  const [pending, setPending] = useState(false);
  const hydrated = useHydrated();

  // When the form was shown: the page's start (performance.now()'s origin), since the prebuilt form can be read and
  // filled before the island hydrates, then each send. A person takes seconds to fill it, a script does not.
  const shownAt = useRef(0);

  const formToFocus = useRef<HTMLFormElement | null>(null);
  /** a send is waiting for the connection to come back (sendWhenOnline) */
  const waitingForConnection = useRef(false);

  // Once React has marked the fields invalid, take the person to the first one.
  useEffect(() => {
    formToFocus.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
    formToFocus.current = null;
  }, [errors]);

  function showErrors(form: HTMLFormElement, fieldErrors: FieldErrors) {
    formToFocus.current = form;
    setErrors(fieldErrors);
  }

  /**
   * Sent with no connection (or its checks' code could not come): the form keeps what was typed, says so, and is sent
   * again once the browser is back online (issue 46).
   */
  function sendWhenOnline(form: HTMLFormElement) {
    toast({ title: FORM_OFFLINE_MESSAGE, description: FORM_OFFLINE_DETAIL });
    if (waitingForConnection.current) return;
    waitingForConnection.current = true;
    addEventListener(
      "online",
      () => {
        waitingForConnection.current = false;
        if (form.isConnected) form.requestSubmit();
      },
      { once: true },
    );
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
      const result = await send(action, {
        ...validation.data,
        fillTimeMs: Math.round(performance.now() - shownAt.current),
      });
      shownAt.current = performance.now();
      onSuccess(form, result);
    } catch (error) {
      if (!navigator.onLine && !(error instanceof ApiError)) {
        sendWhenOnline(form);
        return;
      }
      showErrors(form, serverFieldErrors(error));
      // a 429 says when to try again, a 403 why not at all (an owner reviewing their own business): the person needs
      // to know either
      const told = error instanceof ApiError && [403, 429].includes(error.status) ? error.serverMessage : undefined;
      toast({ title: failureTitle, description: told, variant: "destructive" });
    } finally {
      setPending(false);
    }
  }

  return {
    errors,
    pending,
    submitDisabled: pending,
    formProps: {
      method: "post",
      action,
      // the browser's own checks until the island runs, which then shows the schema's messages under the fields
      noValidate: hydrated,
      onSubmit,
      onFocus: () => void loadValidation().catch(() => {}),
    },
  };
}
