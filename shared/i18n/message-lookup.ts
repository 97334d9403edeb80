// The messages the service and the shared schemas write in English (shared/messages.ts, shared/schemas/, the spec's
// exact texts, which stay the source there) translated for a traveller, gettext-style: the "validation" namespace
// is keyed by the English message itself, so a schema keeps one English text and nothing maps it to a key by hand.
// English's validation.json holds each message as its own value: it lists them, so that the catalogue test checks
// Hindi and Hebrew translate every one, and service/translated-messages.test.ts checks it lists every message a public form or the
// public API can produce, and no other. A message with a number that changes (a 429's minutes) is listed with
// {count} in the number's place, and its translation may have plural forms.
//
// Pure and without any catalogue, so a browser loads only its own language's texts (site/islands/forms/messages.ts)
// while the service looks in all of them (messages.ts).
import type { Language } from "./languages.ts";
import { fillText, type Namespace } from "./translate.ts";

/** The message's translation in `texts`, one language's validation namespace; the English message when it has none. */
export function lookUpMessage(texts: Namespace, language: Language, message: string): string {
  const exact = texts[message];
  if (exact !== undefined) return fillText(exact, language);
  const count = /\d+/.exec(message)?.[0];
  const counted = count === undefined ? undefined : texts[messageTemplate(message)];
  return counted === undefined ? message : fillText(counted, language, { count: Number(count) });
}

/** A message with its first number as {count}: how a message with a changing number is listed. */
export function messageTemplate(message: string): string {
  return message.replace(/\d+/, "{count}");
}
