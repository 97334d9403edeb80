// Where the admin's map takes its tiles from, in this one place. OpenStreetMap's standard tiles, under their usage
// policy (https://operations.osmfoundation.org/policies/tiles/: light use, attribution shown), serve a few editors
// placing pins; the public map's MAP_TILES_URL and MAP_ATTRIBUTION settings name the server a busier site switches to.
import { TOWN_CENTRE } from "../../shared/geo/town.ts";

/** `{z}/{x}/{y}` as Leaflet fills them in */
export const MAP_TILES_URL = "https://tile.openstreetmap.org/{z}/{x}/{y}.png";
export const MAP_ATTRIBUTION = '© <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors';
/** OpenStreetMap's standard tiles go no closer */
export const MAP_MAX_ZOOM = 19;

/** Where a map opens without a position: the middle of town, close enough to see the lanes. */
export const TOWN_VIEW = { ...TOWN_CENTRE, zoom: 15 } as const;
