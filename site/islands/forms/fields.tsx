// Labelled form controls: every control has a label, and its message sits under it, tied to it
// with aria-describedby and aria-invalid so screen readers announce what to fix. The frame is the one the admin's
// forms use (shared/ui/FieldFrame.tsx), drawn in the site's look.
import { HONEYPOT_FIELD } from "../../../shared/constants.ts";
import { textDirection, type Language } from "../../../shared/i18n/languages.ts";
import {
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from "react";
import { FieldFrame, type FieldFrameLook } from "../../../shared/ui/FieldFrame.tsx";
import { controlClass } from "./classes.ts";
import { formsTexts } from "./texts.ts";

export { primaryButtonClass } from "./classes.ts";

/** The public site's look of the field frame. */
const look: FieldFrameLook = {
  label: "mb-1 block text-sm font-medium text-stone-800",
  hint: "mt-1 text-xs text-stone-600",
  error: "mt-1 text-sm text-red-700",
};

/**
 * What a field for an address or a number (a web address, an email, a phone) carries on a page in `language`: on a
 * right-to-left page it is written left to right, so "https://" and a typed address's closing "/" or "." stay where
 * they are written, and a phone number's groups keep their order (Chromium does so for phone fields of its own,
 * other browsers do not). English and Hindi pages' fields stay as they were.
 */
export const writtenLeftToRight = (language: Language): { dir?: "ltr" } =>
  textDirection(language) === "rtl" ? { dir: "ltr" } : {};

/** A label or hint is a text, or one with names in it kept as written (AsWritten, islands/as-written.tsx). */
type Common = { label: ReactNode; name: string; error?: string; hint?: ReactNode; className?: string };

export function TextField({
  label,
  name,
  error,
  hint,
  className,
  required,
  ...input
}: Common & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <FieldFrame {...{ label, error, hint, required, className, look }}>
      {(control) => <input {...control} {...input} name={name} required={required} className={controlClass} />}
    </FieldFrame>
  );
}

export function TextAreaField({
  label,
  name,
  error,
  hint,
  className,
  required,
  ...textarea
}: Common & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  return (
    <FieldFrame {...{ label, error, hint, required, className, look }}>
      {(control) => <textarea {...control} {...textarea} name={name} required={required} className={controlClass} />}
    </FieldFrame>
  );
}

export function SelectField({
  label,
  name,
  error,
  hint,
  className,
  required,
  children,
  ...select
}: Common & SelectHTMLAttributes<HTMLSelectElement>) {
  return (
    <FieldFrame {...{ label, error, hint, required, className, look }}>
      {(control) => (
        <select {...control} {...select} name={name} required={required} className={controlClass}>
          {children}
        </select>
      )}
    </FieldFrame>
  );
}

/**
 * The spam trap of the public forms (shared/schemas/form-guard.ts): a field a script that fills every input fills
 * too. People never meet it: it is off-screen, hidden from assistive technology, out of the tab order, and the
 * browser is asked not to autofill it.
 */
export function HoneypotField({ language }: { language: Language }) {
  return (
    <div aria-hidden="true" className="absolute -inset-s-[10000px] h-px w-px overflow-hidden">
      <label>
        {formsTexts(language)("honeypot")}
        <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  );
}
