// The listing form's optional map position: a pasted Google Maps or OpenStreetMap link or "latitude, longitude", or,
// once the island runs, the browser's location (current-location.ts, imported when the owner taps the button). What
// happened is said in a status line that is always in the page, so screen readers announce it.
import { useState, type MouseEvent } from "react";
import { TextField } from "../forms/fields.tsx";
import { useHydrated } from "../forms/useHydrated.ts";

const FIELD = "coordinates";

export function ListingPosition({ error }: { error?: string }) {
  const hydrated = useHydrated();
  const [locating, setLocating] = useState(false);
  const [outcome, setOutcome] = useState<{ ok: boolean; message: string } | null>(null);

  async function fillCurrentLocation(event: MouseEvent<HTMLButtonElement>) {
    const field = event.currentTarget.form?.elements.namedItem(FIELD);
    setLocating(true);
    setOutcome(null);
    const { currentLocation } = await import("./current-location.ts");
    const found = await currentLocation();
    if (found.ok && field instanceof HTMLInputElement) field.value = found.coordinates;
    setOutcome(found);
    setLocating(false);
  }

  return (
    <div className="space-y-2 sm:col-span-2">
      <TextField
        label="Map Position"
        name={FIELD}
        autoComplete="off"
        placeholder="e.g. 30.12324, 78.31444 or a map link"
        hint='Optional: paste a Google Maps or OpenStreetMap link to your business, or its "latitude, longitude".'
        error={error}
      />
      {hydrated && <UseLocationButton locating={locating} onClick={(event) => void fillCurrentLocation(event)} />}
      <p role="status" className={`text-sm ${outcome?.ok === false ? "text-red-700" : "text-stone-700"}`}>
        {outcome?.message}
      </p>
    </div>
  );
}

/** Its button, which the island adds once it runs: the page carries its styles (list-business.astro). */
export function UseLocationButton({
  locating = false,
  onClick,
}: {
  locating?: boolean;
  onClick?: (event: MouseEvent<HTMLButtonElement>) => void;
}) {
  return (
    <button
      type="button"
      onClick={onClick}
      disabled={locating}
      className="btn-secondary px-3 py-1.5 text-sm disabled:cursor-wait disabled:opacity-70"
    >
      {locating ? "Finding your location..." : "Use my current location"}
    </button>
  );
}
