// A form field's frame, the same in the islands' forms and the admin's: the label (its asterisk, when required,
// hidden from screen readers, which hear the control's own required state), the control, a hint and the error
// message under it. The control is tied to all three: the label's htmlFor, aria-describedby naming the hint and the
// message, and aria-invalid while there is a message. Each side draws it its own way (`look`).
import { useId, type ReactNode } from "react";

/** What the control carries: spread it on the input, textarea or select. */
interface FieldControlProps {
  id: string;
  "aria-describedby": string | undefined;
  "aria-invalid": true | undefined;
}

/** The classes of the frame's parts. */
export interface FieldFrameLook {
  label: string;
  hint: string;
  error: string;
}

interface FieldFrameProps {
  /** a text, or one with a name in it marked as written (site/islands/as-written.tsx) */
  label: ReactNode;
  hint?: ReactNode;
  /** the message to show: the field is invalid while there is one */
  error?: string;
  required?: boolean;
  look: FieldFrameLook;
  className?: string;
  children: (control: FieldControlProps) => ReactNode;
}

export function FieldFrame({ label, hint, error, required, look, className, children }: FieldFrameProps) {
  // unique on a page of several islands too: Astro gives each island's React its own id prefix
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : undefined, error ? errorId : undefined].filter(Boolean).join(" ");
  return (
    <div className={className}>
      <label htmlFor={id} className={look.label}>
        {label}
        {required && (
          <span aria-hidden="true" className="text-red-700">
            {" "}
            *
          </span>
        )}
      </label>
      {children({ id, "aria-describedby": describedBy || undefined, "aria-invalid": error ? true : undefined })}
      {hint && (
        <p id={hintId} className={look.hint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className={look.error}>
          {error}
        </p>
      )}
    </div>
  );
}
