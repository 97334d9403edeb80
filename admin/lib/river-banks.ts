// How the admin names the river's banks, and the river's course it tells them by. Banks are named facing downstream, as
// rivers' are, which few editors know offhand: each name says which side of town it is.
import { useQuery } from "@tanstack/react-query";
import type { z } from "zod";
import { bankOf, type Bank, type RiverCourse } from "../../shared/geo/bank.ts";
import { parseCoordinates } from "../../shared/geo/coordinates.ts";
import type { GeographySchema } from "../../shared/schemas/geo.ts";
import { getJson } from "./api.ts";

export const BANK_NAMES: Record<Bank, string> = {
  left: "left bank (east, Swarg Ashram side)",
  right: "right bank (west, Rishikesh town side)",
};

/** The bank select's value: an editor's bank, or "" for the one the coordinates give. */
export type BankChoice = Bank | "";

/** The options of a bank select; the first names the bank the coordinates give, once they do. */
export function bankOptions(fromCoordinates: Bank | undefined): { value: BankChoice; label: string }[] {
  return [
    {
      value: "",
      label: fromCoordinates ? `From the coordinates (${BANK_NAMES[fromCoordinates]})` : "From the coordinates",
    },
    { value: "left", label: `The ${BANK_NAMES.left}` },
    { value: "right", label: `The ${BANK_NAMES.right}` },
  ];
}

/** The bank a typed or pasted position is on; undefined while it reads as no position or the river is not known. */
export function bankOfTyped(typed: string, river: RiverCourse | undefined): Bank | undefined {
  const parsed = parseCoordinates(typed);
  return parsed.ok && river && river.length >= 2 ? bankOf(parsed, river) : undefined;
}

/** The public geography's cache key: a write to the landmarks or crossings refreshes it */
export const geographyKey = ["admin", "geography"] as const;

/** The river's course (undefined while it loads, or when none is stored): which bank a point is on follows from it. */
export function useRiverCourse(): RiverCourse | undefined {
  const geography = useQuery({
    queryKey: geographyKey,
    queryFn: () => getJson<Pick<z.infer<typeof GeographySchema>, "river">>("/api/landmarks"),
    staleTime: Infinity,
  });
  return geography.data?.river?.points;
}
