// Labelled form controls: every control has a label, and its message sits under it, tied to it
// with aria-describedby and aria-invalid so screen readers announce what to fix.
import { HONEYPOT_FIELD } from "../../../shared/constants.ts";
import {
  useId,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from "react";

import { controlClass } from "./classes.ts";

export { primaryButtonClass } from "./classes.ts";

interface ControlA11y {
  id: string;
  "aria-invalid"?: true;
  "aria-describedby"?: string;
}

interface FieldShellProps {
  label: string;
  name: string;
  error?: string;
  hint?: string;
  required?: boolean;
  className?: string;
  children: (control: ControlA11y) => ReactNode;
}

function FieldShell({ label, name, error, hint, required, className, children }: FieldShellProps) {
  const id = `${useId()}${name}`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint && hintId, error && errorId].filter(Boolean).join(" ");
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-stone-800">
        {label}
        {required && (
          <span aria-hidden="true" className="text-red-700">
            {" "}
            *
          </span>
        )}
      </label>
      {children({ id, "aria-invalid": error ? true : undefined, "aria-describedby": describedBy || undefined })}
      {hint && (
        <p id={hintId} className="mt-1 text-xs text-stone-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

type Common = { label: string; name: string; error?: string; hint?: string; className?: string };

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
    <FieldShell {...{ label, name, error, hint, required, className }}>
      {(a11y) => <input {...a11y} {...input} name={name} required={required} className={controlClass} />}
    </FieldShell>
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
    <FieldShell {...{ label, name, error, hint, required, className }}>
      {(a11y) => <textarea {...a11y} {...textarea} name={name} required={required} className={controlClass} />}
    </FieldShell>
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
    <FieldShell {...{ label, name, error, hint, required, className }}>
      {(a11y) => (
        <select {...a11y} {...select} name={name} required={required} className={controlClass}>
          {children}
        </select>
      )}
    </FieldShell>
  );
}

/**
 * The spam trap of the public forms (shared/schemas/form-guard.ts): a field a script that fills every input fills
 * too. People never meet it: it is off-screen, hidden from assistive technology, out of the tab order, and the
 * browser is asked not to autofill it.
 */
export function HoneypotField() {
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
      <label>
        Leave this field empty
        <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  );
}
