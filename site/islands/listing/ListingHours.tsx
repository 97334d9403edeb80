// The listing form's opening hours, optional and light: each day open at one interval, closed or open 24 hours, as
// the plain form fields of shared/schemas/hours-form.ts, so the form sent without JavaScript carries them too. Split
// days, exceptions and the time zone are an editor's to add. With JavaScript, Monday's hours copy to every day.
import { useId } from "react";
import { WEEKDAYS, type Weekday } from "../../../shared/hours/time.ts";
import { DEFAULT_LANGUAGE, INTL_LOCALES, type Language } from "../../../shared/i18n/languages.ts";
import { controlClass } from "../forms/classes.ts";
import { useHydrated } from "../forms/useHydrated.ts";
import type { FieldErrors } from "../forms/validate.ts";
import { dayErrorKey, dayFields } from "./hours-fields.ts";
import { listingTexts } from "./texts.ts";

/** A weekday's name in the language, as Intl writes it: 5 January 1970 was a Monday. */
const dayName = (day: Weekday, language: Language) =>
  new Intl.DateTimeFormat(INTL_LOCALES[language], { weekday: "long", timeZone: "UTC" }).format(
    Date.UTC(1970, 0, 5 + WEEKDAYS.indexOf(day)),
  );

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

export function ListingHours({ errors, language }: { errors: FieldErrors; language: Language }) {
  const hydrated = useHydrated();
  const hintId = useId();
  const t = listingTexts(language);
  return (
    <fieldset className="space-y-3" aria-describedby={hintId}>
      <legend className="mb-2 text-lg font-semibold text-stone-900">{t("hoursHeading")}</legend>
      <p id={hintId} className="text-sm text-stone-600">
        {t("hoursHint")}
      </p>
      {WEEKDAYS.map((day) => (
        <DayRow key={day} day={day} error={errors[dayErrorKey(day)]} language={language} />
      ))}
      {hydrated && <CopyMondayButton language={language} />}
      {errors.hours && <p className="text-sm text-red-700">{errors.hours}</p>}
    </fieldset>
  );
}

/**
 * Shown once the island runs, which may be before the whole stylesheet is enabled: the page carries it styles-only
 * too (site/pages/list-business.astro), so that its rules are among the page's inline ones: there, in any language.
 */
export function CopyMondayButton({ language = DEFAULT_LANGUAGE }: { language?: Language }) {
  return (
    <button
      type="button"
      onClick={(event) => copyMondayToAllDays(event.currentTarget.form)}
      className="rounded-lg border border-stone-300 px-3 py-1.5 text-sm font-medium text-stone-800 hover:border-orange-700"
    >
      {listingTexts(language)("copyMonday")}
    </button>
  );
}

function DayRow({ day, error, language }: { day: Weekday; error: string | undefined; language: Language }) {
  const id = useId();
  const t = listingTexts(language);
  const name = dayName(day, language);
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
        <option value="">{t("open")}</option>
        <option value="closed">{t("closed")}</option>
        <option value="24h">{t("open24")}</option>
      </select>
      {[
        [opens, "Opens", t("opens")],
        [closes, "Closes", t("closes")],
      ].map(([field, which, label]) => (
        <div key={field}>
          <label htmlFor={`${id}-${which}`} className="mb-1 block text-xs text-stone-700">
            <span className="sr-only">{name} </span>
            {label}
          </label>
          <input
            id={`${id}-${which}`}
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
