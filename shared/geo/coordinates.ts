// Coordinates as editors and owners paste them: "30.12324, 78.31444", or the address of a Google Maps or
// OpenStreetMap page showing the place. Read without any request: a short link (maps.app.goo.gl) only says where it
// leads once fetched, so it is refused with a way round.
import type { GeoPoint } from "./bank.ts";

/** Decimal places kept: 5 is about 1.1 m, finer than any doorway. */
export const COORDINATE_DECIMALS = 5;

/** The maps whose links are read, by their names: names kept as written in every language. */
export const MAP_LINK_SERVICES = ["Google Maps", "OpenStreetMap"] as const;

export const COORDINATES_FORMAT_MESSAGE =
  'Coordinates must be "latitude, longitude" (such as 30.12324, 78.31444) or a Google Maps or OpenStreetMap link';
export const COORDINATES_RANGE_MESSAGE = "Latitude must be between -90 and 90 and longitude between -180 and 180";
export const SHORT_MAP_LINK_MESSAGE =
  "A short map link cannot be read: open it, then copy the address from the browser's address bar, or paste the coordinates";

export type ParsedCoordinates = ({ ok: true } & GeoPoint) | { ok: false; message: string };

/** A coordinate rounded to COORDINATE_DECIMALS places. */
export function roundCoordinate(degrees: number): number {
  return Number(degrees.toFixed(COORDINATE_DECIMALS));
}

/** A position as a coordinates field shows it, and reads it back: "30.12324, 78.31444". */
export function formatCoordinates({ latitude, longitude }: GeoPoint): string {
  return `${roundCoordinate(latitude)}, ${roundCoordinate(longitude)}`;
}

const NUMBER = String.raw`[-+]?\d{1,3}(?:\.\d+)?`;
/** "30.12324, 78.31444", "30.12324 78.31444", "30.12324°N 78.31444°E", "30.12324° N, 78.31444° E" */
const PAIR = new RegExp(String.raw`^\s*(${NUMBER})\s*°?\s*([NS])?\s*[,;\s]\s*(${NUMBER})\s*°?\s*([EW])?\s*$`, "i");
const PAIR_IN_LINK = new RegExp(String.raw`^(${NUMBER}),\s*(${NUMBER})$`);

function checked(latitude: number, longitude: number): ParsedCoordinates {
  if (!Number.isFinite(latitude) || !Number.isFinite(longitude))
    return { ok: false, message: COORDINATES_FORMAT_MESSAGE };
  if (Math.abs(latitude) > 90 || Math.abs(longitude) > 180) return { ok: false, message: COORDINATES_RANGE_MESSAGE };
  return { ok: true, latitude: roundCoordinate(latitude), longitude: roundCoordinate(longitude) };
}

function fromPair(text: string | null | undefined): ParsedCoordinates | undefined {
  const match = text === null || text === undefined ? null : PAIR_IN_LINK.exec(text.trim());
  return match ? checked(Number(match[1]), Number(match[2])) : undefined;
}

/** The point a Google Maps address shows: the place's own (!3d…!4d…), a query (?q=, ?query=, ?ll=), or the view (@). */
function fromGoogleMaps(url: URL): ParsedCoordinates | undefined {
  const path = decodeURIComponent(url.pathname);
  const place = /!3d(-?\d+(?:\.\d+)?)!4d(-?\d+(?:\.\d+)?)/.exec(path);
  if (place) return checked(Number(place[1]), Number(place[2]));
  for (const name of ["q", "query", "ll", "center", "destination"]) {
    const found = fromPair(url.searchParams.get(name));
    if (found) return found;
  }
  const view = /@(-?\d+(?:\.\d+)?),(-?\d+(?:\.\d+)?)/.exec(path);
  return view ? checked(Number(view[1]), Number(view[2])) : undefined;
}

/** The point an OpenStreetMap address shows: its marker (?mlat=&mlon=), else the view (#map=zoom/lat/lon). */
function fromOpenStreetMap(url: URL): ParsedCoordinates | undefined {
  const markerLatitude = url.searchParams.get("mlat");
  const markerLongitude = url.searchParams.get("mlon");
  if (markerLatitude !== null && markerLongitude !== null) {
    return fromPair(`${markerLatitude},${markerLongitude}`) ?? { ok: false, message: COORDINATES_FORMAT_MESSAGE };
  }
  const view = /map=\d+(?:\.\d+)?\/(-?\d+(?:\.\d+)?)\/(-?\d+(?:\.\d+)?)/.exec(url.hash);
  return view ? checked(Number(view[1]), Number(view[2])) : undefined;
}

const isGoogleMaps = (url: URL) =>
  /(^|\.)google\.[a-z.]+$/.test(url.hostname) && (url.pathname.startsWith("/maps") || url.hostname.startsWith("maps."));
const isOpenStreetMap = (url: URL) => /(^|\.)openstreetmap\.org$/.test(url.hostname) || url.hostname === "osm.org";
const isShortMapLink = (url: URL) => ["maps.app.goo.gl", "goo.gl"].includes(url.hostname);

/**
 * Reads a position from what someone pasted: a "latitude, longitude" pair (decimal degrees, with N/S and E/W
 * letters or signs), a `geo:` URI, a Google Maps address (google.com/maps/@lat,lng,zoom; ?q=lat,lng;
 * /place/…/@lat,lng with the place's own !3d…!4d…) or an OpenStreetMap one (#map=zoom/lat/lng; ?mlat=&mlon=).
 * Rounded to 5 decimal places.
 */
export function parseCoordinates(input: string): ParsedCoordinates {
  const text = input.trim();
  const pair = PAIR.exec(text);
  if (pair) {
    const sign = (letter: string | undefined, negative: string) => (letter?.toUpperCase() === negative ? -1 : 1);
    return checked(Number(pair[1]) * sign(pair[2], "S"), Number(pair[3]) * sign(pair[4], "W"));
  }
  const geoUri = /^geo:(-?\d+(?:\.\d+)?),(-?\d+(?:\.\d+)?)/i.exec(text);
  if (geoUri) return checked(Number(geoUri[1]), Number(geoUri[2]));
  const url = URL.parse(/^[a-z][a-z\d+.-]*:\/\//i.test(text) ? text : `https://${text}`);
  if (url && isShortMapLink(url)) return { ok: false, message: SHORT_MAP_LINK_MESSAGE };
  const found =
    url && (isGoogleMaps(url) ? fromGoogleMaps(url) : isOpenStreetMap(url) ? fromOpenStreetMap(url) : undefined);
  return found ?? { ok: false, message: COORDINATES_FORMAT_MESSAGE };
}

/**
 * The address that opens a map at a point: on a phone, the maps app offers to open it (Google Maps' cross-platform
 * link, which Apple's and Android's maps both hand over to), elsewhere the map in the browser.
 */
export function mapsUrlAt({ latitude, longitude }: GeoPoint): string {
  return `https://www.google.com/maps/search/?api=1&query=${roundCoordinate(latitude)},${roundCoordinate(longitude)}`;
}
