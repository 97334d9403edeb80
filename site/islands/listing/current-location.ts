// The listing form's "Use my current location": the browser's position, asked for only when the owner taps it (this
// module comes then too), written as the map position field reads it, or why there is none. A position far from
// Rishikesh is not filled in: the owner is not at the business (at home, say), and a map link does better.
import { formatCoordinates } from "../../../shared/geo/coordinates.ts";
import { isAroundTown, kmFromTown } from "../../../shared/geo/town.ts";
import { formatNumber } from "../../../shared/i18n/format.ts";
import type { Language } from "../../../shared/i18n/languages.ts";
import { listingTexts } from "./texts.ts";

export type LocationOutcome = { ok: true; coordinates: string; message: string } | { ok: false; message: string };

/** How long the browser may take to find the position, and how old a position it may answer with. */
const POSITION_OPTIONS: PositionOptions = { enableHighAccuracy: true, timeout: 20_000, maximumAge: 60_000 };

export function currentLocation(language: Language): Promise<LocationOutcome> {
  const t = listingTexts(language);
  if (!("geolocation" in navigator)) return Promise.resolve({ ok: false, message: t("locationUnavailable") });
  return new Promise((resolve) =>
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        const point = { latitude: coords.latitude, longitude: coords.longitude };
        if (!isAroundTown(point)) {
          const km = formatNumber(Math.round(kmFromTown(point)), language);
          return resolve({ ok: false, message: t("locationFar", { km }) });
        }
        const coordinates = formatCoordinates(point);
        resolve({ ok: true, coordinates, message: t("locationFilled", { coordinates }) });
      },
      (error) =>
        resolve({
          ok: false,
          message: t(error.code === error.PERMISSION_DENIED ? "locationRefused" : "locationUnavailable"),
        }),
      POSITION_OPTIONS,
    ),
  );
}
