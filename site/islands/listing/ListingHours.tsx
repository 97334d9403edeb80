// The listing form's opening hours, optional and light: each day open at one interval, closed or open 24 hours, as
// the plain form fields of shared/schemas/hours-form.ts, so the form sent without JavaScript carries them too. Split
// days, exceptions and the time zone are an editor's to add. With JavaScript, Monday's hours copy to every day.
import { useId } from "react";
import { WEEKDAYS, type Weekday } from "../../../shared/hours/time.ts";
import { controlClass } from "../forms/classes.ts";
import { useHydrated } from "../forms/useHydrated.ts";
import type { FieldErrors } from "../forms/validate.ts";
import { dayErrorKey, dayFields } from "./hours-fields.ts";

const dayName = (day: Weekday) => day[0]!.toUpperCase() + day.slice(1);

/** Sets every day's fields to Monday's: the fields are the page's own (uncontrolled), as the plain form has them. */
function copyMondayToAllDays(form: HTMLFormElement | null) {
  const field = (name: string) => form?.elements.namedItem(name) as HTMLInputElement | HTMLSelectElement | null;
  const monday = dayFields("monday").map((name) => field(name)?.value ?? "");
  for (const day of WEEKDAYS.slice(1)) {
    dayFields(day).forEach((name, index) => {
      const input = field(name);
      if (input) input.value = monday[index]!;
    });
  }
}

export function ListingHours({ errors }: { errors: FieldErrors }) {
  const hydrated = useHydrated();
  const hintId = useId();
  return (
    <fieldset className="space-y-3" aria-describedby={hintId}>
      <legend className="mb-2 text-lg font-semibold text-stone-900">Opening Hours (optional)</legend>
      <p id={hintId} className="text-sm text-stone-600">
        Leave them empty if you would rather tell us later. A day without times is closed; a closing time earlier than
        the opening time runs past midnight. We can add split hours and holidays for you.
      </p>
      {WEEKDAYS.map((day) => (
        <DayRow key={day} day={day} error={errors[dayErrorKey(day)]} />
      ))}
      {hydrated && <CopyMondayButton />}
      {errors.hours && <p className="text-sm text-red-700">{errors.hours}</p>}
    </fieldset>
  );
}

/**
 * Shown once the island runs, which may be before the whole stylesheet is enabled: the page carries it styles-only
 * too (site/pages/list-business.astro), so that its rules are among the page's inline ones.
 */
export function CopyMondayButton() {
  return (
    <button
      type="button"
      onClick={(event) => copyMondayToAllDays(event.currentTarget.form)}
      className="rounded-lg border border-stone-300 px-3 py-1.5 text-sm font-medium text-stone-800 hover:border-orange-700"
    >
      Copy Monday to all days
    </button>
  );
}

function DayRow({ day, error }: { day: Weekday; error: string | undefined }) {
  const id = useId();
  const name = dayName(day);
  const invalid = error ? true : undefined;
  const describedBy = error ? `${id}-error` : undefined;
  const [mode, opens, closes] = dayFields(day);
  return (
    <fieldset className="grid grid-cols-2 items-end gap-2 sm:grid-cols-[7rem_1fr_1fr_1fr]">
      <legend
        id={`${id}-day`}
        className="float-start self-center text-sm font-semibold text-stone-800 sm:self-end sm:pb-2"
      >
        {name}
      </legend>
      <select
        name={mode}
        aria-labelledby={`${id}-day`}
        aria-invalid={invalid}
        aria-describedby={describedBy}
        defaultValue=""
        className={controlClass}
      >
        <option value="">Open</option>
        <option value="closed">Closed</option>
        <option value="24h">Open 24 hours</option>
      </select>
      {[
        [opens, "Opens"],
        [closes, "Closes"],
      ].map(([field, label]) => (
        <div key={field}>
          <label htmlFor={`${id}-${label}`} className="mb-1 block text-xs text-stone-700">
            <span className="sr-only">{name} </span>
            {label}
          </label>
          <input
            id={`${id}-${label}`}
            type="time"
            name={field}
            aria-invalid={invalid}
            aria-describedby={describedBy}
            className={controlClass}
          />
        </div>
      ))}
      {error && (
        <p id={describedBy} className="col-span-2 text-sm text-red-700 sm:col-span-3 sm:col-start-2">
          {error}
        </p>
      )}
    </fieldset>
  );
}
