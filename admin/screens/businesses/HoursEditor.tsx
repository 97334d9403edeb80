// The business form's opening hours (issue 41): whether the week is known, each day closed, open 24 hours or open in
// up to MAX_INTERVALS_A_DAY intervals, one day's hours copied to several days at once, the dated exceptions, the time
// zone, and "Hours still right". Every control is named for what it sets ("Monday opens", "Exception 2 first day"),
// each day and exception is a group, and the schema's messages show where their path leads (hours-form.ts).
import { useEffect, useId, useRef, useState } from "react";
import {
  type Path,
  useFieldArray,
  type UseFieldArrayReturn,
  type UseFormRegisterReturn,
  type UseFormReturn,
  useWatch,
} from "react-hook-form";
import {
  DEFAULT_TIME_ZONE,
  HOURS_EXCEPTION_KINDS,
  type HoursExceptionKind,
  MAX_HOURS_EXCEPTIONS,
  MAX_INTERVALS_A_DAY,
  PAST_MIDNIGHT_HINT,
} from "../../../shared/schemas/hours.ts";
import { SelectField, SwitchField, TextField } from "../../components/fields.tsx";
import { formatDateTime } from "../../lib/dates.ts";
import type { BusinessFormValues } from "./business-form.ts";
import { blankException, blankInterval, copyOfDay, DAY_NAMES, runsPastMidnight } from "./hours-form.ts";

/** The admin's business form or an owner's (issue 44): the editor holds the hours, each form's schema checks them. */
type BusinessForm = UseFormReturn<BusinessFormValues, unknown, object>;
type IntervalsPath = `hours.weekly.${number}.intervals` | `hours.exceptions.${number}.intervals`;

/** Zones offered as the time zone is typed; any IANA name is taken. */
const COMMON_TIME_ZONES = [DEFAULT_TIME_ZONE, "Asia/Kathmandu", "Asia/Dubai", "Europe/London", "Europe/Berlin", "UTC"];

const EXCEPTION_KIND_NAMES: Record<HoursExceptionKind, string> = {
  holiday: "Closed for a holiday",
  seasonal: "Closed for a season",
  temporary: "Temporarily closed",
  special: "Special hours",
};

const groupClass = "rounded-lg border border-stone-200 p-4";
const legendClass = "px-1 text-sm font-semibold text-stone-900";
const errorClass = "mt-1 text-sm font-medium text-red-700";
const hintClass = "text-sm text-stone-600";
const smallButtonClass =
  "rounded-lg border border-stone-300 bg-white px-3 py-1.5 text-sm font-semibold text-stone-900 hover:border-orange-700 hover:text-orange-800";
const selectClass =
  "block w-full rounded-lg border border-stone-300 bg-white px-3 py-2 text-stone-900 focus:border-orange-700 focus:outline-none focus:ring-2 focus:ring-orange-700/30 aria-[invalid=true]:border-red-600";

/** The message of a list's own rule (at least one interval, overlaps, too many), not of its items. */
function listMessage(form: BusinessForm, name: Path<BusinessFormValues>): string | undefined {
  const error = form.getFieldState(name, form.formState).error as { message?: string; root?: { message?: string } };
  return error?.message ?? error?.root?.message;
}

export function HoursEditor({ form, confirmedAt }: { form: BusinessForm; confirmedAt?: string | null }) {
  const { register, control } = form;
  const known = useWatch({ control, name: "hours.known" });
  const zoneList = useId();

  // After a save was tried, the hours' messages follow each change: an overlap is fixed on another field than the one
  // it names, which the form's own re-check of the changed field would not clear.
  useEffect(() => {
    const subscription = form.watch((_values, { name }) => {
      if (name?.startsWith("hours.") && form.formState.isSubmitted) void form.trigger("hours");
    });
    return () => subscription.unsubscribe();
  }, [form]);

  return (
    <fieldset className="space-y-5 border-t border-stone-200 pt-6">
      <legend className="text-lg font-semibold text-stone-900">Opening hours</legend>
      <fieldset className="flex flex-wrap gap-x-6 gap-y-2">
        <legend className="mb-2 text-sm font-semibold text-stone-900">Weekly hours</legend>
        <Radio label="Hours not known" value="no" registration={register("hours.known")} />
        <Radio label="Set the weekly hours" value="yes" registration={register("hours.known")} />
        <p className={`w-full ${hintClass}`}>
          Not known is not the same as closed: the site then says nothing about them.
        </p>
      </fieldset>
      <div className="max-w-sm">
        <TextField
          label="Time zone"
          list={zoneList}
          autoComplete="off"
          spellCheck={false}
          hint="The zone the hours are in, by its IANA name"
          registration={register("hours.timeZone")}
          error={form.formState.errors.hours?.timeZone}
        />
        <datalist id={zoneList}>
          {COMMON_TIME_ZONES.map((zone) => (
            <option key={zone} value={zone} />
          ))}
        </datalist>
      </div>
      {known === "yes" && <WeekEditor form={form} />}
      <ExceptionsEditor form={form} />
      {confirmedAt !== undefined && <HoursConfirmation form={form} confirmedAt={confirmedAt} />}
    </fieldset>
  );
}

function Radio({ label, value, registration }: { label: string; value: string; registration: UseFormRegisterReturn }) {
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      <input id={id} type="radio" value={value} className="h-4 w-4 accent-orange-700" {...registration} />
      <label htmlFor={id} className="text-sm text-stone-900">
        {label}
      </label>
    </div>
  );
}

function WeekEditor({ form }: { form: BusinessForm }) {
  return (
    <div className="space-y-3">
      <CopyDays form={form} />
      {DAY_NAMES.map((day, index) => (
        <DayEditor key={day} form={form} index={index} />
      ))}
    </div>
  );
}

/** "Set several days at once": one day's hours copied to the days ticked, or Monday's to all. */
function CopyDays({ form }: { form: BusinessForm }) {
  const [from, setFrom] = useState(0);
  const [targets, setTargets] = useState<readonly boolean[]>(DAY_NAMES.map(() => false));
  const [done, setDone] = useState("");
  const fromId = useId();

  const copy = (source: number, days: number[]) => {
    const day = form.getValues(`hours.weekly.${source}`);
    const others = days.filter((target) => target !== source);
    for (const target of others) {
      const copied = copyOfDay(day);
      form.setValue(`hours.weekly.${target}.mode`, copied.mode, { shouldDirty: true });
      // the list's own name, so its field array redraws with the copied intervals
      form.setValue(`hours.weekly.${target}.intervals`, copied.intervals, { shouldDirty: true });
    }
    setDone(
      others.length === 0
        ? "Tick the days to copy the hours to."
        : `Copied ${DAY_NAMES[source]}'s hours to ${others.map((target) => DAY_NAMES[target]).join(", ")}.`,
    );
  };

  return (
    <fieldset className={groupClass}>
      <legend className={legendClass}>Set several days at once</legend>
      <div className="flex flex-wrap items-end gap-4">
        <div>
          <label htmlFor={fromId} className="mb-1 block text-sm font-semibold text-stone-900">
            Copy the hours of
          </label>
          <select
            id={fromId}
            value={from}
            onChange={(event) => setFrom(Number(event.target.value))}
            className={selectClass}
          >
            {DAY_NAMES.map((day, index) => (
              <option key={day} value={index}>
                {day}
              </option>
            ))}
          </select>
        </div>
        <fieldset className="flex flex-wrap gap-x-4 gap-y-1">
          <legend className="mb-1 text-sm font-semibold text-stone-900">To</legend>
          {DAY_NAMES.map((day, index) => (
            <label key={day} className="flex items-center gap-1.5 text-sm text-stone-900">
              <input
                type="checkbox"
                checked={targets[index]}
                onChange={(event) => setTargets(targets.map((on, at) => (at === index ? event.target.checked : on)))}
                className="h-4 w-4 accent-orange-700"
              />
              {day}
            </label>
          ))}
        </fieldset>
      </div>
      <div className="mt-3 flex flex-wrap gap-3">
        <button
          type="button"
          className={smallButtonClass}
          onClick={() =>
            copy(
              from,
              targets.flatMap((on, index) => (on ? [index] : [])),
            )
          }
        >
          Apply to selected days
        </button>
        <button
          type="button"
          className={smallButtonClass}
          onClick={() =>
            copy(
              0,
              DAY_NAMES.map((_, index) => index),
            )
          }
        >
          Copy Monday to all days
        </button>
      </div>
      <p role="status" className={`mt-2 ${hintClass}`}>
        {done}
      </p>
    </fieldset>
  );
}

/**
 * A list's Add button, which takes the focus once an item is removed (the item's controls, the focus among them, are
 * gone). Adding one focuses the new item's first control (useFieldArray's append does).
 */
function useFocusOnAddAfterRemove(count: number) {
  const addButton = useRef<HTMLButtonElement>(null);
  const focusAdd = useRef(false);
  useEffect(() => {
    if (!focusAdd.current) return;
    focusAdd.current = false;
    addButton.current?.focus();
  }, [count]);
  const removing = (remove: () => void) => () => {
    focusAdd.current = true;
    remove();
  };
  return { addButton, removing };
}

/** The intervals of a day or of special hours, as a field array. */
function useIntervals(form: BusinessForm, name: IntervalsPath) {
  return useFieldArray<BusinessFormValues, IntervalsPath, "id", object>({ control: form.control, name });
}

function DayEditor({ form, index }: { form: BusinessForm; index: number }) {
  const day = DAY_NAMES[index]!;
  const legendId = useId();
  const errorId = useId();
  const name = `hours.weekly.${index}.intervals` as const;
  const mode = useWatch({ control: form.control, name: `hours.weekly.${index}.mode` });
  const intervals = useIntervals(form, name);
  const message = listMessage(form, name);
  const modeField = form.register(`hours.weekly.${index}.mode`, {
    // a day set open gets a first interval to fill in if it has none
    onChange: (event: { target: { value: string } }) => {
      if (event.target.value === "hours" && form.getValues(name).length === 0) {
        intervals.append(blankInterval(), { shouldFocus: false });
      }
    },
  });
  return (
    <fieldset
      aria-describedby={message ? errorId : undefined}
      className="grid gap-3 border-b border-stone-100 pb-3 sm:grid-cols-[7rem_14rem_1fr]"
    >
      <legend id={legendId} className="float-left pt-2 font-semibold text-stone-900">
        {day}
      </legend>
      <select
        aria-labelledby={legendId}
        aria-describedby={message ? errorId : undefined}
        aria-invalid={message ? true : undefined}
        className={`${selectClass} self-start`}
        {...modeField}
      >
        <option value="hours">Open at set hours</option>
        <option value="24h">Open 24 hours</option>
        <option value="closed">Closed</option>
      </select>
      <div>
        {mode === "hours" && <IntervalList form={form} name={name} who={day} intervals={intervals} />}
        {message && (
          <p id={errorId} className={errorClass}>
            {message}
          </p>
        )}
      </div>
    </fieldset>
  );
}

/** The intervals of a day or of special hours, with Add and Remove. */
function IntervalList({
  form,
  name,
  who,
  intervals,
}: {
  form: BusinessForm;
  name: IntervalsPath;
  /** what the controls' names start with: "Monday", "Exception 2" */
  who: string;
  intervals: UseFieldArrayReturn<BusinessFormValues, IntervalsPath>;
}) {
  const { fields, append, remove } = intervals;
  const { addButton, removing } = useFocusOnAddAfterRemove(fields.length);

  return (
    <div className="space-y-2">
      {fields.map((field, position) => (
        <IntervalRow
          key={field.id}
          form={form}
          base={`${name}.${position}`}
          who={who}
          number={position + 1}
          onRemove={removing(() => remove(position))}
        />
      ))}
      {fields.length < MAX_INTERVALS_A_DAY && (
        <button
          ref={addButton}
          type="button"
          className={smallButtonClass}
          aria-label={`Add interval on ${who}`}
          onClick={() => append(blankInterval(), { focusName: `${name}.${fields.length}.opens` })}
        >
          Add interval
        </button>
      )}
    </div>
  );
}

function IntervalRow({
  form,
  base,
  who,
  number,
  onRemove,
}: {
  form: BusinessForm;
  base: `${IntervalsPath}.${number}`;
  who: string;
  number: number;
  onRemove: () => void;
}) {
  const interval = useWatch({ control: form.control, name: base });
  const which = number === 1 ? "" : `, interval ${number}`;
  const error = (part: "opens" | "closes") => form.getFieldState(`${base}.${part}`, form.formState).error;
  return (
    // On a phone (an owner's dashboard) Remove goes under the two times, which keep their width
    <div className="grid grid-cols-[minmax(0,1fr)_minmax(0,1fr)] items-start gap-3 sm:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_auto]">
      <TextField
        label="Opens"
        type="time"
        aria-label={`${who} opens${which}`}
        registration={form.register(`${base}.opens`)}
        error={error("opens")}
      />
      <TextField
        label="Closes"
        type="time"
        aria-label={`${who} closes${which}`}
        hint={runsPastMidnight(interval) ? PAST_MIDNIGHT_HINT : undefined}
        registration={form.register(`${base}.closes`)}
        error={error("closes")}
      />
      <button
        type="button"
        className={`${smallButtonClass} col-span-2 justify-self-start sm:col-span-1 sm:mt-6`}
        aria-label={`Remove ${who} interval ${number}`}
        onClick={onRemove}
      >
        Remove
      </button>
    </div>
  );
}

function ExceptionsEditor({ form }: { form: BusinessForm }) {
  const { fields, append, remove } = useFieldArray({ control: form.control, name: "hours.exceptions" });
  const { addButton, removing } = useFocusOnAddAfterRemove(fields.length);
  const message = listMessage(form, "hours.exceptions");

  return (
    <fieldset className="space-y-3">
      <legend className="mb-1 text-sm font-semibold text-stone-900">Dated exceptions</legend>
      <p className={hintClass}>
        Festivals, a season or a spell closed, or special hours: each from its first to its last day, both included.
      </p>
      {fields.length === 0 && <p className="text-sm text-stone-700">No exceptions.</p>}
      {fields.map((field, position) => (
        <ExceptionEditor key={field.id} form={form} index={position} onRemove={removing(() => remove(position))} />
      ))}
      {fields.length < MAX_HOURS_EXCEPTIONS && (
        <button
          ref={addButton}
          type="button"
          className={smallButtonClass}
          onClick={() => append(blankException(), { focusName: `hours.exceptions.${fields.length}.kind` })}
        >
          Add exception
        </button>
      )}
      {message && <p className={errorClass}>{message}</p>}
    </fieldset>
  );
}

function ExceptionEditor({ form, index, onRemove }: { form: BusinessForm; index: number; onRemove: () => void }) {
  const base = `hours.exceptions.${index}` as const;
  const who = `Exception ${index + 1}`;
  const errorId = useId();
  const [kind, label] = useWatch({ control: form.control, name: [`${base}.kind`, `${base}.label`] });
  const intervals = useIntervals(form, `${base}.intervals`);
  const error = (part: "kind" | "label" | "startsOn" | "endsOn") =>
    form.getFieldState(`${base}.${part}`, form.formState).error;
  const message = listMessage(form, `${base}.intervals`);
  const kindField = form.register(`${base}.kind`, {
    onChange: (event: { target: { value: string } }) => {
      if (event.target.value === "special" && form.getValues(`${base}.intervals`).length === 0) {
        intervals.append(blankInterval(), { shouldFocus: false });
      }
    },
  });
  return (
    <fieldset className={groupClass} aria-describedby={message ? errorId : undefined}>
      <legend className={legendClass}>
        {who}
        {label.trim() && `: ${label.trim()}`}
      </legend>
      <div className="grid gap-3 md:grid-cols-2">
        <SelectField label="Kind" aria-label={`${who} kind`} registration={kindField} error={error("kind")}>
          {HOURS_EXCEPTION_KINDS.map((value) => (
            <option key={value} value={value}>
              {EXCEPTION_KIND_NAMES[value]}
            </option>
          ))}
        </SelectField>
        <TextField
          label="Name"
          aria-label={`${who} name`}
          placeholder="e.g. Diwali"
          registration={form.register(`${base}.label`)}
          error={error("label")}
        />
        <TextField
          label="First day"
          type="date"
          aria-label={`${who} first day`}
          registration={form.register(`${base}.startsOn`)}
          error={error("startsOn")}
        />
        <TextField
          label="Last day"
          type="date"
          aria-label={`${who} last day`}
          hint={kind === "temporary" ? "It reopens the day after" : undefined}
          registration={form.register(`${base}.endsOn`)}
          error={error("endsOn")}
        />
      </div>
      {kind === "special" && (
        <div className="mt-3">
          <IntervalList form={form} name={`${base}.intervals`} who={who} intervals={intervals} />
        </div>
      )}
      {message && (
        <p id={errorId} className={errorClass}>
          {message}
        </p>
      )}
      <button
        type="button"
        className={`${smallButtonClass} mt-3`}
        aria-label={`Remove exception ${index + 1}`}
        onClick={onRemove}
      >
        Remove exception
      </button>
    </fieldset>
  );
}

/** When the hours were last confirmed, and "Hours still right" to confirm them with this save. */
function HoursConfirmation({ form, confirmedAt }: { form: BusinessForm; confirmedAt: string | null }) {
  return (
    <div className="space-y-3 rounded-lg bg-stone-50 p-4">
      <p className="text-sm text-stone-800">
        {confirmedAt ? (
          <>
            Hours last confirmed <time dateTime={confirmedAt}>{formatDateTime(confirmedAt)}</time>
          </>
        ) : (
          "Hours never confirmed"
        )}
      </p>
      <SwitchField
        label="Hours still right"
        hint="Saving records today as the day the hours were last confirmed (changed hours always are)"
        registration={form.register("confirmHours")}
      />
    </div>
  );
}
