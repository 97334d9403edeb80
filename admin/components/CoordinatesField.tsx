// A position typed or pasted: "30.12324, 78.31444", or the address of a Google Maps or OpenStreetMap page. Under the
// field, as the editor pastes, what it reads as (the same parser the API's schema uses), the bank of the river it is
// on, and a link to check it on a map; or why it cannot be read. Beside it, the bank an editor may set.
import type { ReactNode } from "react";
import type { FieldError, UseFormRegisterReturn } from "react-hook-form";
import type { RiverCourse } from "../../shared/geo/bank.ts";
import { formatCoordinates, parseCoordinates } from "../../shared/geo/coordinates.ts";
import { BANK_NAMES, bankOfTyped, bankOptions } from "../lib/river-banks.ts";
import { SelectField, TextField } from "./fields.tsx";

/** OpenStreetMap's page with a marker at the point: to check a pasted position by eye. */
const openStreetMapAt = (latitude: number, longitude: number) =>
  `https://www.openstreetmap.org/?mlat=${latitude}&mlon=${longitude}#map=17/${latitude}/${longitude}`;

export function CoordinatesField({
  label,
  registration,
  value,
  error,
  river,
  required,
  hint,
}: {
  label: string;
  registration: UseFormRegisterReturn;
  /** the field's text as typed, for the reading under it */
  value: string;
  error?: FieldError;
  /** the river's course, to name the bank (undefined while it loads) */
  river: RiverCourse | undefined;
  required?: boolean;
  hint: ReactNode;
}) {
  return (
    <TextField
      label={label}
      placeholder="30.12324, 78.31444 or a map link"
      autoComplete="off"
      spellCheck={false}
      registration={registration}
      error={error}
      required={required}
      hint={
        <>
          {hint}{" "}
          <span role="status" className="block">
            <Reading value={value} river={river} hideProblem={error !== undefined} />
          </span>
        </>
      }
    />
  );
}

function Reading({
  value,
  river,
  hideProblem,
}: {
  value: string;
  river: RiverCourse | undefined;
  hideProblem: boolean;
}) {
  if (value.trim() === "") return null;
  const parsed = parseCoordinates(value);
  if (!parsed.ok) return hideProblem ? null : <span className="text-stone-800">{parsed.message}</span>;
  const { latitude, longitude } = parsed;
  const bank = bankOfTyped(value, river);
  return (
    <>
      Reads as <strong className="font-semibold text-stone-900">{formatCoordinates(parsed)}</strong>
      {bank && <>, on the {BANK_NAMES[bank]}</>}.{" "}
      <a
        href={openStreetMapAt(latitude, longitude)}
        target="_blank"
        rel="noreferrer"
        className="font-medium text-orange-800 underline underline-offset-2"
      >
        Check it on OpenStreetMap
      </a>
    </>
  );
}

/**
 * The bank an editor sets where the river's drawn course puts a place on the wrong side; its first option, the bank
 * the coordinates give, names that bank as the editor types them.
 */
export function BankField({
  registration,
  error,
  coordinates,
  river,
  what,
}: {
  registration: UseFormRegisterReturn;
  error?: FieldError;
  /** the coordinates field's text as typed */
  coordinates: string;
  river: RiverCourse | undefined;
  /** "the business" */
  what: string;
}) {
  return (
    <SelectField
      label="River bank"
      registration={registration}
      error={error}
      hint={`Set it only where the river's drawn course puts ${what} on the wrong side.`}
    >
      {bankOptions(bankOfTyped(coordinates, river)).map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </SelectField>
  );
}
