// The listing form's "Use my current location": the browser's position, asked for only when the owner taps it (this
// module comes then too), written as the map position field reads it, or why there is none. A position far from
// Rishikesh is not filled in: the owner is not at the business (at home, say), and a map link does better.
import { formatCoordinates } from "../../../shared/geo/coordinates.ts";
import { isAroundTown, kmFromTown } from "../../../shared/geo/town.ts";

export const LOCATION_REFUSED_MESSAGE =
  "Your browser did not share your location. You can allow it in the browser's settings for this site, or paste a map link or coordinates instead.";
export const LOCATION_UNAVAILABLE_MESSAGE =
  "Your location could not be found. Paste a map link or coordinates of the business instead.";
export const farFromTownMessage = (km: number) =>
  `Your location is ${Math.round(km).toLocaleString("en")} km from Rishikesh, so it was not filled in. Paste a map link or coordinates of the business instead.`;
export const locationFilledMessage = (coordinates: string) =>
  `Filled in with your current location, ${coordinates}. Use it only if you are at the business.`;

export type LocationOutcome = { ok: true; coordinates: string; message: string } | { ok: false; message: string };

/** How long the browser may take to find the position, and how old a position it may answer with. */
const POSITION_OPTIONS: PositionOptions = { enableHighAccuracy: true, timeout: 20_000, maximumAge: 60_000 };

export function currentLocation(): Promise<LocationOutcome> {
  if (!("geolocation" in navigator)) return Promise.resolve({ ok: false, message: LOCATION_UNAVAILABLE_MESSAGE });
  return new Promise((resolve) =>
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        const point = { latitude: coords.latitude, longitude: coords.longitude };
        if (!isAroundTown(point)) return resolve({ ok: false, message: farFromTownMessage(kmFromTown(point)) });
        const coordinates = formatCoordinates(point);
        resolve({ ok: true, coordinates, message: locationFilledMessage(coordinates) });
      },
      (error) =>
        resolve({
          ok: false,
          message: error.code === error.PERMISSION_DENIED ? LOCATION_REFUSED_MESSAGE : LOCATION_UNAVAILABLE_MESSAGE,
        }),
      POSITION_OPTIONS,
    ),
  );
}
