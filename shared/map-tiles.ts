// Where the search and category pages' interactive map takes its tiles from, and whose they are: public settings
// (MAP_TILES_URL, MAP_ATTRIBUTION in service/env.ts) that the content snapshot carries to the pages, as PUBLIC_URL's
// address is carried. OpenStreetMap's standard tiles by default, under its tile usage policy (README, Configuration).

export interface MapTiles {
  /** a tile address with {z}, {x} and {y} (and {s} for subdomains, {r} for retina, as Leaflet reads them) */
  url: string;
  /** the attribution the map shows, as HTML: the tiles' terms ask for it */
  attribution: string;
}

export const DEFAULT_MAP_TILES: MapTiles = {
  url: "https://tile.openstreetmap.org/{z}/{x}/{y}.png",
  attribution: '© <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors',
};

export const MAP_TILES_URL_MESSAGE = "MAP_TILES_URL must be an http(s) address with {z}, {x} and {y} in it";

/** Whether `url` can be a tile address: http(s), with the zoom and both tile numbers in it. */
export function isTileUrl(url: string): boolean {
  return /^https?:\/\/[^/]+/i.test(url) && ["{z}", "{x}", "{y}"].every((part) => url.includes(part));
}
