// The listing form's optional map position: a pasted Google Maps or OpenStreetMap link or "latitude, longitude", or,
// once the island runs, the browser's location (current-location.ts, imported when the owner taps the button). What
// happened is said in a status line that is always in the page, so screen readers announce it.
import { useState, type MouseEvent } from "react";
import { MAP_LINK_SERVICES } from "../../../shared/geo/coordinates.ts";
import { DEFAULT_LANGUAGE, type Language } from "../../../shared/i18n/languages.ts";
import { AsWritten } from "../as-written.tsx";
import { TextField } from "../forms/fields.tsx";
import { useHydrated } from "../forms/useHydrated.ts";
import { listingTexts } from "./texts.ts";

const FIELD = "coordinates";

export function ListingPosition({ error, language }: { error?: string; language: Language }) {
  const hydrated = useHydrated();
  const t = listingTexts(language);
  const [locating, setLocating] = useState(false);
  const [outcome, setOutcome] = useState<{ ok: boolean; message: string } | null>(null);

  async function fillCurrentLocation(event: MouseEvent<HTMLButtonElement>) {
    const field = event.currentTarget.form?.elements.namedItem(FIELD);
    setLocating(true);
    setOutcome(null);
    const { currentLocation } = await import("./current-location.ts");
    const found = await currentLocation(language);
    if (found.ok && field instanceof HTMLInputElement) field.value = found.coordinates;
    setOutcome(found);
    setLocating(false);
  }

  return (
    <div className="space-y-2 sm:col-span-2">
      <TextField
        label={t("mapPosition")}
        name={FIELD}
        autoComplete="off"
        placeholder={t("mapPositionPlaceholder")}
        hint={<AsWritten text={t("mapPositionHint")} names={MAP_LINK_SERVICES} language={language} />}
        error={error}
      />
      {hydrated && (
        <UseLocationButton
          locating={locating}
          onClick={(event) => void fillCurrentLocation(event)}
          language={language}
        />
      )}
      <p role="status" className={`text-sm ${outcome?.ok === false ? "text-red-700" : "text-stone-700"}`}>
        {outcome?.message}
      </p>
    </div>
  );
}

/** Its button, which the island adds once it runs: the page carries its styles (list-business.astro), in any language. */
export function UseLocationButton({
  locating = false,
  onClick,
  language = DEFAULT_LANGUAGE,
}: {
  locating?: boolean;
  onClick?: (event: MouseEvent<HTMLButtonElement>) => void;
  language?: Language;
}) {
  const t = listingTexts(language);
  return (
    <button
      type="button"
      onClick={onClick}
      disabled={locating}
      className="btn-secondary px-3 py-1.5 text-sm disabled:cursor-wait disabled:opacity-70"
    >
      {locating ? t("locating") : t("useLocation")}
    </button>
  );
}
