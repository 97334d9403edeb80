// The URL slug of the category and blog forms: typing the name (or title) writes the slug when creating or
// when the slug is empty (spec section 2), and the field shows the public address the slug gives, and when an edit
// changes it, that the old address will lead to the new one (service/modules/moved-slugs).
import type { FieldError, FieldValues, Path, PathValue, UseFormRegisterReturn, UseFormReturn } from "react-hook-form";
import { useRef } from "react";
import { slugAfterNameChange } from "../../shared/slug.ts";
import { TextField } from "./fields.tsx";

type SlugForm = FieldValues & { slug: string };

/** The name field's registration, writing the slug as the editor types. */
export function useNameWritesSlug<Form extends SlugForm>(
  form: UseFormReturn<Form, unknown, unknown>,
  nameField: Path<Form>,
  creating: boolean,
): UseFormRegisterReturn {
  const slugField = "slug" as Path<Form>;
  // the slug this field last wrote: while the slug still reads so, the editor has not taken it over
  const lastGenerated = useRef<string | null>(null);
  return form.register(nameField, {
    onChange: (event: { target: { value: string } }) => {
      const current = String(form.getValues(slugField));
      const next = slugAfterNameChange(event.target.value, current, creating, lastGenerated.current);
      if (next !== current) {
        form.setValue(slugField, next as PathValue<Form, Path<Form>>, { shouldDirty: true });
        lastGenerated.current = next;
      }
    },
  });
}

export function SlugField({
  registration,
  slug,
  pathPrefix,
  placeholder,
  error,
  savedSlug,
}: {
  registration: UseFormRegisterReturn;
  /** the slug as typed, for the live preview */
  slug: string;
  /** the slug the record has now, when editing one: changing it keeps the old address leading to the page */
  savedSlug?: string;
  /** the public path before the slug, e.g. "/categories/" */
  pathPrefix: string;
  placeholder: string;
  error?: FieldError;
}) {
  return (
    <TextField
      label="URL Slug"
      placeholder={placeholder}
      autoComplete="off"
      spellCheck={false}
      registration={registration}
      error={error}
      required
      hint={
        <>
          Page address:{" "}
          <span className="font-mono text-stone-900">
            {pathPrefix}
            {slug.trim()}
          </span>
          {savedSlug && slug.trim() && slug.trim() !== savedSlug && (
            <>
              . Links to the old address,{" "}
              <span className="font-mono text-stone-900">
                {pathPrefix}
                {savedSlug}
              </span>
              , will lead here.
            </>
          )}
        </>
      }
    />
  );
}
