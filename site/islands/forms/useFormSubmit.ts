// The submit cycle the three public forms share: validate with the shared schema, show messages
// under the fields and focus the first one, send (with how long the form was open, for the spam brakes of
// shared/schemas/form-guard.ts), then toast the outcome. Until the island runs, the form is a plain HTML form posting
// to the same route (service/form-posts.ts), so a visitor whose scripts have not come can send it all the same.
import { useEffect, useRef, useState, type SubmitEvent } from "react";
import { ApiError } from "../../../shared/api.ts";
import type { Language } from "../../../shared/i18n/languages.ts";
import { toast } from "../../../shared/ui/toast/store.ts";
import { loadMessageTranslator, type TranslateMessage } from "./messages.ts";
import { formsTexts } from "./texts.ts";
import { useHydrated } from "./useHydrated.ts";
import { serverFieldErrors, type FieldErrors, type Validation } from "./validate.ts";

type FormValidation<Data> = (form: HTMLFormElement) => Validation<Data>;

interface FormSubmitOptions<Data, Result> {
  /** the page's: the schema's and the API's messages are shown in it (forms/messages.ts) */
  language: Language;
  /** the API route the form is sent to: the island's request, and the plain form's action before it runs */
  action: string;
  /**
   * Loads the form's checks. They need zod and the shared schema, a fifth of an island's weight,
   * so they are fetched when the person first focuses the form rather than with the island.
   */
  loadValidation: () => Promise<FormValidation<Data>>;
  send: (action: string, data: Data & { fillTimeMs: number }) => Promise<Result>;
  /** `translate` gives the success toast's English message (shared/messages.ts) in the page's language */
  onSuccess: (form: HTMLFormElement, result: Result, translate: TranslateMessage) => void;
  /** in English, as shared/messages.ts has it */
  failureTitle: string;
}

/** Each field's message in the page's language. */
function translated(errors: FieldErrors, translate: TranslateMessage): FieldErrors {
  return Object.fromEntries(Object.entries(errors).map(([field, message]) => [field, translate(message)]));
}

export function useFormSubmit<Data, Result = unknown>({
  language,
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
    // from the island's own texts: with no connection, the messages' translations may not come
    const t = formsTexts(language);
    toast({ title: t("offline"), description: t("offlineDetail") });
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
    let translate: TranslateMessage = (message) => message;
    try {
      const [validate, translateMessage] = await Promise.all([loadValidation(), loadMessageTranslator(language)]);
      translate = translateMessage;
      const validation = validate(form);
      if (!validation.ok) {
        showErrors(form, translated(validation.errors, translate));
        return;
      }
      setErrors({});
      const result = await send(action, {
        ...validation.data,
        fillTimeMs: Math.round(performance.now() - shownAt.current),
      });
      shownAt.current = performance.now();
      onSuccess(form, result, translate);
    } catch (error) {
      if (!navigator.onLine && !(error instanceof ApiError)) {
        sendWhenOnline(form);
        return;
      }
      showErrors(form, translated(serverFieldErrors(error), translate));
      // a 429 says when to try again, a 403 why not at all (an owner reviewing their own business): the person needs
      // to know either
      const told = error instanceof ApiError && [403, 429].includes(error.status) ? error.serverMessage : undefined;
      toast({ title: translate(failureTitle), description: told && translate(told), variant: "destructive" });
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
      onFocus: () => void Promise.all([loadValidation(), loadMessageTranslator(language)]).catch(() => {}),
    },
  };
}
