// The search's results on an interactive map: Leaflet with tiles from MAP_TILES_URL (shared/map-tiles.ts), the pins
// clustered where they crowd (leaflet.markercluster), each opening the business's name, category and nearest
// landmark. Imported only when someone asks for the map (results-tools.ts), with its stylesheets: nothing of it is
// in a page's load. Its words are the page's language's (results-map-texts.ts); names stay as they are written.
import L from "leaflet";
// a plugin of Leaflet's global L, which Leaflet's own build sets as it loads
import "leaflet.markercluster";
import leafletStyles from "leaflet/dist/leaflet.css?url";
import clusterStyles from "leaflet.markercluster/dist/MarkerCluster.css?url";
import clusterDefaultStyles from "leaflet.markercluster/dist/MarkerCluster.Default.css?url";
import { BUSINESS_PAGE, TOTAL_COUNT_HEADER } from "../../../shared/constants.ts";
import { TOWN_CENTRE } from "../../../shared/geo/town.ts";
import { apartFromNames, asWritten, DEFAULT_LANGUAGE, type Language } from "../../../shared/i18n/languages.ts";
import type { MapTiles } from "../../../shared/map-tiles.ts";
import type { PublicBusiness } from "../../../shared/schemas/business.ts";
import { formatRating } from "../format.ts";
import { businessPath } from "../seo.ts";
import { cardLandmarkLine } from "../whereabouts.ts";
import pinStyles from "./results-map.css?url";
import { mapNote, type MapTexts } from "./results-map-texts.ts";

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

/** The language a map speaks and its words in it. */
interface MapLanguage {
  language: Language;
  texts: MapTexts;
}

/** `text` in a span with `attributes`, or the text alone when there are none (as on an English page). */
function marked(text: string, attributes: Record<string, string>): Node {
  if (Object.keys(attributes).length === 0) return document.createTextNode(text);
  const element = document.createElement("span");
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  element.textContent = text;
  return element;
}

/**
 * A category's name as the page's search box names it, in the page's language, marked lang="en" where it has no
 * translation (choiceName, lib/translated.ts); the API's English, so marked, on a page without one.
 */
function categoryName({ slug, name }: NonNullable<Pin["category"]>, language: Language): Node {
  const option = document.querySelector<HTMLOptionElement>(
    `select[name="category"] option[value="${CSS.escape(slug)}"]`,
  );
  if (option) return marked(option.text, option.lang ? { lang: option.lang } : {});
  return marked(name, language === DEFAULT_LANGUAGE ? {} : { lang: DEFAULT_LANGUAGE });
}

/**
 * A pin's popup: the business's name as a link to its page, its category and rating, its nearest landmark's walk as
 * a card says it. The business's and the landmark's names are kept as written.
 */
function popupOf(pin: Pin, language: Language): HTMLElement {
  const popup = document.createElement("div");
  const link = document.createElement("a");
  link.href = businessPath(pin);
  link.textContent = pin.name;
  link.className = "font-semibold text-orange-800 underline";
  for (const [name, value] of Object.entries(asWritten(language))) link.setAttribute(name, value);
  const about = document.createElement("p");
  const rating = `★ ${formatRating(pin.rating)}`;
  if (pin.category) about.append(categoryName(pin.category, language), ` · ${rating}`);
  else about.append(rating);
  popup.append(link, about);
  const nearest = pin.nearestLandmarks[0];
  if (nearest) {
    const line = document.createElement("p");
    const parts = apartFromNames(cardLandmarkLine(nearest, language), [nearest.name], language);
    line.append(...parts.map((part, index) => (index % 2 === 1 ? marked(part, { translate: "no" }) : part)));
    popup.append(line);
  }
  return popup;
}

/**
 * Leaflet's credit (its attribution's prefix: a link to its site, with its flag) with the link's title in the page's
 * language and its name kept as written; an English page keeps Leaflet's own.
 */
function leafletCredit(prefix: string, title: string): string {
  const credit = document.createElement("template");
  credit.innerHTML = prefix;
  const link = credit.content.querySelector("a");
  if (!link) return prefix;
  link.title = title;
  const name = [...link.childNodes].find((node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim());
  if (name) link.replaceChild(marked(name.textContent!, { translate: "no" }), name);
  return credit.innerHTML;
}

const pinIcon = L.divIcon({
  className: "results-map-pin",
  html: "<span></span>",
  iconSize: [26, 26],
  iconAnchor: [13, 26],
  popupAnchor: [0, -24],
});

let map: L.Map | undefined;
let pinsLayer: L.MarkerClusterGroup | undefined;

/**
 * Draws the results of the API query `query` on a map in `container` (again, with the pins of this search), in the
 * page's language.
 */
export async function showResultsMap(
  container: HTMLElement,
  query: URLSearchParams,
  tiles: MapTiles,
  { language, texts }: MapLanguage,
  say: (text: string) => void,
): Promise<void> {
  say(texts.loading);
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
    L.control
      .zoom({ position: rightToLeft ? "topright" : "topleft", zoomInTitle: texts.zoomIn, zoomOutTitle: texts.zoomOut })
      .addTo(map);
    map.attributionControl.setPosition(rightToLeft ? "bottomleft" : "bottomright");
    const { prefix } = map.attributionControl.options;
    if (language !== DEFAULT_LANGUAGE && typeof prefix === "string")
      map.attributionControl.setPrefix(leafletCredit(prefix, texts.leaflet));
    // the pins are named by the businesses' names, kept as written
    for (const [name, value] of Object.entries(asWritten(language)))
      map.getPane("markerPane")?.setAttribute(name, value);
    // Leaflet names a popup's close button in English, and has no option for it
    map.on("popupopen", ({ popup }) =>
      popup.getElement()?.querySelector(".leaflet-popup-close-button")?.setAttribute("aria-label", texts.closePopup),
    );
    L.tileLayer(tiles.url, { attribution: tiles.attribution, maxZoom: 19 }).addTo(map);
  }
  pinsLayer?.remove();
  pinsLayer = L.markerClusterGroup({ showCoverageOnHover: false, maxClusterRadius: 40 });
  const placed = pins.filter((pin) => pin.latitude !== null && pin.longitude !== null);
  for (const pin of placed) {
    L.marker([pin.latitude!, pin.longitude!], { icon: pinIcon, title: pin.name, alt: pin.name, keyboard: true })
      .bindPopup(() => popupOf(pin, language))
      .addTo(pinsLayer);
  }
  pinsLayer.addTo(map);
  map.invalidateSize();
  if (placed.length > 0) map.fitBounds(pinsLayer.getBounds(), { padding: [24, 24], maxZoom: 16 });
  say(
    mapNote(
      { shown: placed.length, total, withoutPosition: pins.length - placed.length, limit: MAP_PIN_LIMIT },
      language,
      texts,
    ),
  );
}
