// What the review and inquiry forms show a signed-in traveller: their name filled in, and where the post is found
// again.
import { type Language, localizedPath } from "../../../shared/i18n/languages.ts";
import type { SignedInUser } from "../../../shared/schemas/user.ts";
import { fullName } from "../../lib/client/current-user.ts";
import { TextField } from "../forms/fields.tsx";
import { formsTexts, splitAround } from "../forms/texts.ts";

/** The sentence before the fields: `text` holds `{link}`, where the My account link goes. */
export function SignedInNote({ text, language }: { text: string; language: Language }) {
  const [before, after] = splitAround(text, "link");
  return (
    <p className="mt-1 text-sm text-stone-700">
      {before}
      <a href={localizedPath("/account", language)} className="font-medium text-orange-800 underline">
        {formsTexts(language)("myAccount")}
      </a>
      {after}
    </p>
  );
}

/** The poster's name, prefilled with the signed-in traveller's. */
export function CustomerNameField({
  user,
  error,
  language,
}: {
  user: SignedInUser | null;
  error: string | undefined;
  language: Language;
}) {
  return (
    <TextField
      label={formsTexts(language)("yourName")}
      name="customerName"
      autoComplete="name"
      required
      defaultValue={user ? fullName(user) : undefined}
      error={error}
    />
  );
}
