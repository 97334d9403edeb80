// The search's results on an interactive map: Leaflet with tiles from MAP_TILES_URL (shared/map-tiles.ts), the pins
// clustered where they crowd (leaflet.markercluster), each opening the business's name, category and nearest
// landmark. Imported only when someone asks for the map (results-tools.ts), with its stylesheets: nothing of it is
// in a page's load.
import L from "leaflet";
// a plugin of Leaflet's global L, which Leaflet's own build sets as it loads
import "leaflet.markercluster";
import leafletStyles from "leaflet/dist/leaflet.css?url";
import clusterStyles from "leaflet.markercluster/dist/MarkerCluster.css?url";
import clusterDefaultStyles from "leaflet.markercluster/dist/MarkerCluster.Default.css?url";
import { BUSINESS_PAGE, TOTAL_COUNT_HEADER } from "../../../shared/constants.ts";
import { TOWN_CENTRE } from "../../../shared/geo/town.ts";
import type { MapTiles } from "../../../shared/map-tiles.ts";
import type { PublicBusiness } from "../../../shared/schemas/business.ts";
import { formatRating } from "../format.ts";
import { businessPath } from "../seo.ts";
import { cardLandmarkLine } from "../whereabouts.ts";
import pinStyles from "./results-map.css?url";

/** The most pins one map asks for: five pages of the API. A search matching more shows its best ones and says so. */
export const MAP_PIN_LIMIT = BUSINESS_PAGE.maxLimit * 5;
/** Where the map opens when no result has a position: the middle of town, with Tapovan and Triveni Ghat in view. */
const TOWN_VIEW_ZOOM = 14;

type Pin = Pick<PublicBusiness, "id" | "name" | "latitude" | "longitude" | "rating" | "category" | "nearestLandmarks">;

function addStylesheet(href: string): Promise<void> {
  if (document.querySelector(`link[href="${href}"]`)) return Promise.resolve();
  const link = document.createElement("link");
  link.rel = "stylesheet";
  link.href = href;
  const loaded = new Promise<void>((resolve) => {
    link.addEventListener("load", () => resolve(), { once: true });
    link.addEventListener("error", () => resolve(), { once: true });
  });
  document.head.append(link);
  return loaded;
}

async function fetchPage(query: URLSearchParams, offset: number): Promise<{ pins: Pin[]; total: number }> {
  const page = new URLSearchParams(query);
  page.set("limit", String(BUSINESS_PAGE.maxLimit));
  page.set("offset", String(offset));
  const response = await fetch(`/api/businesses?${page}`);
  if (!response.ok) throw new Error(`GET /api/businesses answered ${response.status}`);
  const total = Number(response.headers.get(TOTAL_COUNT_HEADER));
  return { pins: (await response.json()) as Pin[], total };
}

/** Every result up to MAP_PIN_LIMIT, in the search's order: the first page, then the rest at once. */
async function fetchPins(query: URLSearchParams): Promise<{ pins: Pin[]; total: number }> {
  const first = await fetchPage(query, 0);
  const offsets: number[] = [];
  for (
    let offset = BUSINESS_PAGE.maxLimit;
    offset < Math.min(first.total, MAP_PIN_LIMIT);
    offset += BUSINESS_PAGE.maxLimit
  )
    offsets.push(offset);
  const rest = await Promise.all(offsets.map((offset) => fetchPage(query, offset)));
  return { pins: [...first.pins, ...rest.flatMap(({ pins }) => pins)], total: first.total };
}

/** A pin's popup: the business's name as a link to its page, its category and rating, its nearest landmark. */
function popupOf(pin: Pin): HTMLElement {
  const popup = document.createElement("div");
  const link = document.createElement("a");
  link.href = businessPath(pin);
  link.textContent = pin.name;
  link.className = "font-semibold text-orange-800 underline";
  const about = document.createElement("p");
  about.textContent = [pin.category?.name, `★ ${formatRating(pin.rating)}`].filter(Boolean).join(" · ");
  popup.append(link, about);
  const nearest = pin.nearestLandmarks[0];
  if (nearest) {
    const line = document.createElement("p");
    line.textContent = cardLandmarkLine(nearest);
    popup.append(line);
  }
  return popup;
}

const pinIcon = L.divIcon({
  className: "results-map-pin",
  html: "<span></span>",
  iconSize: [26, 26],
  iconAnchor: [13, 26],
  popupAnchor: [0, -24],
});

/** What the map's note says of the pins it shows. */
export function mapNote(shown: number, total: number, withoutPosition: number): string {
  const on = `${shown} ${shown === 1 ? "business" : "businesses"} on the map`;
  if (total > MAP_PIN_LIMIT) return `${on}: the first ${MAP_PIN_LIMIT} of ${total}. Narrow the search to see the rest.`;
  if (withoutPosition > 0) return `${on}; ${withoutPosition} more without a position.`;
  return `${on}.`;
}

let map: L.Map | undefined;
let pinsLayer: L.MarkerClusterGroup | undefined;

/** Draws the results of the API query `query` on a map in `container` (again, with the pins of this search). */
export async function showResultsMap(
  container: HTMLElement,
  query: URLSearchParams,
  tiles: MapTiles,
  say: (text: string) => void,
): Promise<void> {
  say("Loading the map…");
  const [{ pins, total }] = await Promise.all([
    fetchPins(query),
    ...[leafletStyles, clusterStyles, clusterDefaultStyles, pinStyles].map(addStylesheet),
  ]);
  if (!map) {
    map = L.map(container, { scrollWheelZoom: false, zoomControl: false }).setView(
      [TOWN_CENTRE.latitude, TOWN_CENTRE.longitude],
      TOWN_VIEW_ZOOM,
    );
    // the zoom buttons at the line's start and the credits at its end, as Leaflet places them on an English page:
    // on a Hebrew page the buttons are at the top right and the credits at the bottom left
    const rightToLeft = getComputedStyle(container).direction === "rtl";
    L.control.zoom({ position: rightToLeft ? "topright" : "topleft" }).addTo(map);
    map.attributionControl.setPosition(rightToLeft ? "bottomleft" : "bottomright");
    L.tileLayer(tiles.url, { attribution: tiles.attribution, maxZoom: 19 }).addTo(map);
  }
  pinsLayer?.remove();
  pinsLayer = L.markerClusterGroup({ showCoverageOnHover: false, maxClusterRadius: 40 });
  const placed = pins.filter((pin) => pin.latitude !== null && pin.longitude !== null);
  for (const pin of placed) {
    L.marker([pin.latitude!, pin.longitude!], { icon: pinIcon, title: pin.name, alt: pin.name, keyboard: true })
      .bindPopup(() => popupOf(pin))
      .addTo(pinsLayer);
  }
  pinsLayer.addTo(map);
  map.invalidateSize();
  if (placed.length > 0) map.fitBounds(pinsLayer.getBounds(), { padding: [24, 24], maxZoom: 16 });
  say(mapNote(placed.length, total, pins.length - placed.length));
}
