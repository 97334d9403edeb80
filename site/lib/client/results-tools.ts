// Near me and Map (site/components/ResultsTools.astro), imported at a tool's first press. Near me takes the browser's
// position and opens the search from there, nearest on foot first (near=lat,lng); when the position is refused, not
// to be had, or far from Rishikesh, it says which and offers the landmarks to measure from instead (near=slug). Map
// shows the search's results on an interactive map, whose script (Leaflet, results-map.ts) and words in the page's
// language (results-map-texts.ts) come only then.
import { isAroundTown, kmFromTown } from "../../../shared/geo/town.ts";
import {
  DEFAULT_SEARCH,
  fromSearchParams,
  toBusinessesApiQuery,
  toSearchUrl,
  type SearchParams,
} from "../../islands/search/params.ts";
import { formatNumber } from "../../../shared/i18n/format.ts";
import { localizedPath } from "../../../shared/i18n/languages.ts";
import { searchTexts } from "../../islands/search/texts.ts";
import { documentLanguage } from "./document-language.ts";
import { enableFullStylesheet } from "./full-stylesheet.ts";
import { loadMapTexts } from "./results-map-texts.ts";

/**
 * Decimal places of a position in a Near me address: 3 is about 110 m, enough to order walks in a town, and a link
 * someone shares does not tell their doorstep.
 */
const POSITION_DECIMALS = 3;

/** The page's language: the tools' words, and the addresses of the searches they open. */
const language = documentLanguage();
const t = searchTexts(language);

const parts = (tools: HTMLElement) => ({
  message: tools.querySelector<HTMLElement>("[data-tools-message]")!,
  map: tools.querySelector<HTMLElement>("#results-map")!,
});

/** The search the tools work on: the address's on /search, a category's on its page. */
function currentSearch(tools: HTMLElement): SearchParams {
  const category = tools.dataset.category;
  return category ? { ...DEFAULT_SEARCH, category } : fromSearchParams(window.location.search);
}

export function useTool(button: HTMLElement): void {
  const tools = button.closest<HTMLElement>("[data-results-tools]");
  if (!tools) return;
  // what follows shows markup the page does not carry
  void enableFullStylesheet();
  if (button.dataset.resultsTool === "near-me") nearMe(tools);
  else void toggleMap(tools, button);
}

function say(tools: HTMLElement, text: string) {
  parts(tools).message.textContent = text;
}

function nearMe(tools: HTMLElement): void {
  tools.querySelector("[data-landmark-choice]")?.remove();
  if (!("geolocation" in navigator)) return void offerLandmarks(tools, t("unavailable"));
  say(tools, t("finding"));
  navigator.geolocation.getCurrentPosition(
    ({ coords }) => {
      // beyond the town and its outskirts (shared/geo/town.ts), a walk into town is not what anyone means by near
      if (!isAroundTown(coords))
        return void offerLandmarks(tools, t("far", { km: formatNumber(Math.round(kmFromTown(coords)), language) }));
      const near = `${coords.latitude.toFixed(POSITION_DECIMALS)},${coords.longitude.toFixed(POSITION_DECIMALS)}`;
      window.location.assign(toSearchUrl({ ...currentSearch(tools), near }, language));
    },
    (error) => void offerLandmarks(tools, error.code === error.PERMISSION_DENIED ? t("refused") : t("unavailable")),
    { enableHighAccuracy: false, timeout: 15_000, maximumAge: 300_000 },
  );
}

interface LandmarkOption {
  slug: string;
  name: string;
}

let landmarks: Promise<LandmarkOption[]> | undefined;
const loadLandmarks = () =>
  (landmarks ??= fetch("/api/landmarks")
    .then((response) => {
      if (!response.ok) throw new Error(`GET /api/landmarks answered ${response.status}`);
      return response.json() as Promise<{ landmarks: LandmarkOption[] }>;
    })
    .then(({ landmarks: all }) => [...all].sort((a, b) => a.name.localeCompare(b.name)))
    .catch((error: unknown) => {
      landmarks = undefined;
      throw error;
    }));

/** Says why Near me cannot measure from the visitor, and offers the landmarks to measure from instead. */
async function offerLandmarks(tools: HTMLElement, why: string): Promise<void> {
  say(tools, why);
  let options: LandmarkOption[];
  try {
    options = await loadLandmarks();
  } catch {
    say(tools, `${why} ${t("landmarksFailed")}`);
    return;
  }
  const search = currentSearch(tools);
  const form = document.createElement("form");
  form.action = localizedPath("/search", language);
  form.dataset.landmarkChoice = "";
  form.className = "mt-3 flex flex-wrap items-end gap-3";
  const field = document.createElement("label");
  field.className = "flex flex-col gap-1 text-sm font-medium text-stone-800";
  field.append(t("measureFrom"));
  const select = document.createElement("select");
  select.name = "near";
  select.className = "rounded-lg border border-stone-300 bg-white px-3 py-2 text-base text-stone-900";
  select.append(...options.map(({ slug, name }) => new Option(name, slug)));
  field.append(select);
  const submit = document.createElement("button");
  submit.type = "submit";
  submit.className = "btn-primary py-2";
  submit.textContent = t("sortByWalking");
  form.append(field, submit);
  form.addEventListener("submit", (event) => {
    event.preventDefault();
    window.location.assign(toSearchUrl({ ...search, near: select.value }, language));
  });
  tools.querySelector("[data-landmark-choice]")?.remove();
  parts(tools).message.after(form);
  select.focus();
}

/** Shows the map of the search's results as they are now (a search made since it was last open shows its own), or hides it. */
async function toggleMap(tools: HTMLElement, button: HTMLElement): Promise<void> {
  const { map } = parts(tools);
  const opening = map.hidden;
  map.hidden = !opening;
  button.setAttribute("aria-expanded", String(opening));
  button.textContent = t(opening ? "hideMap" : "map");
  if (!opening) return;
  const query = new URLSearchParams(toBusinessesApiQuery(currentSearch(tools), language));
  const tiles = { url: tools.dataset.mapTiles ?? "", attribution: tools.dataset.mapAttribution ?? "" };
  try {
    // the map's code and its words in the page's language, at once
    const [{ showResultsMap }, texts] = await Promise.all([import("./results-map.ts"), loadMapTexts(language)]);
    await showResultsMap(map, query, tiles, { language, texts }, (text) => say(tools, text));
  } catch {
    say(tools, t("mapFailed"));
  }
}
