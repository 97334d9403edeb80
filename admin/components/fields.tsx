// Labelled form controls for react-hook-form: each ties its label, hint and error message to the input
// (aria-describedby, aria-invalid), so forms work with a keyboard and a screen reader alone. The frame is the one the
// public site's forms use (shared/ui/FieldFrame.tsx), drawn in the admin's look.
import {
  useId,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from "react";
import type { FieldError, UseFormRegisterReturn } from "react-hook-form";
import { FieldFrame, type FieldFrameLook } from "../../shared/ui/FieldFrame.tsx";

/** The admin's look of the field frame. */
const look: FieldFrameLook = {
  label: "mb-1 block text-sm font-semibold text-stone-900",
  hint: "mt-1 text-sm text-stone-600",
  error: "mt-1 text-sm font-medium text-red-700",
};

const controlClass =
  "block w-full rounded-lg border border-stone-300 bg-white px-3 py-2 text-stone-900 placeholder:text-stone-500 focus:border-orange-700 focus:outline-none focus:ring-2 focus:ring-orange-700/30 aria-[invalid=true]:border-red-600";

interface BaseFieldProps {
  label: string;
  registration: UseFormRegisterReturn;
  hint?: ReactNode;
  error?: FieldError;
  required?: boolean;
}

export function TextField({
  label,
  registration,
  hint,
  error,
  required,
  ...input
}: BaseFieldProps & Omit<InputHTMLAttributes<HTMLInputElement>, keyof UseFormRegisterReturn>) {
  return (
    <FieldFrame label={label} hint={hint} error={error?.message} required={required} look={look}>
      {(control) => (
        <input {...control} aria-required={required} className={controlClass} {...input} {...registration} />
      )}
    </FieldFrame>
  );
}

export function TextAreaField({
  label,
  registration,
  hint,
  error,
  required,
  ...textarea
}: BaseFieldProps & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, keyof UseFormRegisterReturn>) {
  return (
    <FieldFrame label={label} hint={hint} error={error?.message} required={required} look={look}>
      {(control) => (
        <textarea {...control} aria-required={required} className={controlClass} {...textarea} {...registration} />
      )}
    </FieldFrame>
  );
}

export function SelectField({
  label,
  registration,
  hint,
  error,
  required,
  children,
  ...select
}: BaseFieldProps & Omit<SelectHTMLAttributes<HTMLSelectElement>, keyof UseFormRegisterReturn>) {
  return (
    <FieldFrame label={label} hint={hint} error={error?.message} required={required} look={look}>
      {(control) => (
        <select {...control} aria-required={required} className={controlClass} {...select} {...registration}>
          {children}
        </select>
      )}
    </FieldFrame>
  );
}

/** An on/off switch: a checkbox with role="switch", so it is announced as on or off. */
export function SwitchField({
  label,
  registration,
  hint,
}: {
  label: string;
  registration: UseFormRegisterReturn;
  hint?: string;
}) {
  const inputId = useId();
  return (
    <div className="flex items-start gap-3">
      <input
        id={inputId}
        type="checkbox"
        role="switch"
        className="peer mt-1 h-5 w-9 shrink-0 cursor-pointer appearance-none rounded-full bg-stone-400 transition before:block before:h-4 before:w-4 before:translate-x-0.5 before:translate-y-0.5 before:rounded-full before:bg-white before:transition checked:bg-orange-700 checked:before:translate-x-4.5"
        {...registration}
      />
      <label htmlFor={inputId} className="cursor-pointer">
        <span className="block text-sm font-semibold text-stone-900">{label}</span>
        {hint && <span className="block text-sm text-stone-600">{hint}</span>}
      </label>
    </div>
  );
}
