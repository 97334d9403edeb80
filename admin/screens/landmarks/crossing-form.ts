// What the admin crossing form holds and how it maps to and from the API: open or closed to people on foot as the
// select's value, the status's date as the date input's "YYYY-MM-DD", each end's position as the text field shows it.
// The slug and kind are not edited here but sent as they are (the form's PUT is the whole record).
import { formatCoordinates } from "../../../shared/geo/coordinates.ts";
import type { z } from "zod";
import type { CrossingInputSchema, CrossingKind } from "../../../shared/schemas/geo.ts";
import type { AdminCrossing } from "./queries.ts";

export type OnFootStatus = "open" | "closed";

export const ON_FOOT_STATUSES: readonly { value: OnFootStatus; label: string }[] = [
  { value: "open", label: "Open to people on foot" },
  { value: "closed", label: "Closed to people on foot" },
];

export interface CrossingFormValues {
  name: string;
  slug: string;
  kind: CrossingKind;
  status: OnFootStatus;
  statusNote: string;
  statusDate: string;
  statusSource: string;
  leftBank: string;
  rightBank: string;
  coordinatesSource: string;
}

export function crossingToFormValues(crossing: AdminCrossing): CrossingFormValues {
  return {
    name: crossing.name,
    slug: crossing.slug,
    kind: crossing.kind,
    status: crossing.openOnFoot ? "open" : "closed",
    statusNote: crossing.statusNote,
    statusDate: crossing.statusDate,
    statusSource: crossing.statusSource,
    leftBank: formatCoordinates(crossing.leftBank),
    rightBank: formatCoordinates(crossing.rightBank),
    coordinatesSource: crossing.coordinatesSource,
  };
}

export function formValuesToInput(form: CrossingFormValues): z.input<typeof CrossingInputSchema> {
  return {
    name: form.name,
    slug: form.slug,
    kind: form.kind,
    openOnFoot: form.status === "open",
    statusNote: form.statusNote,
    statusDate: form.statusDate,
    statusSource: form.statusSource,
    leftBank: form.leftBank,
    rightBank: form.rightBank,
    coordinatesSource: form.coordinatesSource,
  };
}

/** The editor's calendar day, "YYYY-MM-DD": a status changed in the form is dated the day the editor changed it. */
export function localToday(now: Date = new Date()): string {
  const pad = (part: number) => String(part).padStart(2, "0");
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
