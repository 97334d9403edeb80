// Where the admin's map takes its tiles from: the site's own setting (MAP_TILES_URL, MAP_ATTRIBUTION; OpenStreetMap's
// standard tiles by default), which the service answers at GET /api/admin/map-tiles, so the two maps never disagree.
import { useQuery } from "@tanstack/react-query";
import type { MapTiles } from "../../shared/map-tiles.ts";
import { getJson } from "./api.ts";

/** The tile setting, asked for once the map is opened (`enabled`); it changes only with the service's settings. */
export function useMapTiles(enabled: boolean) {
  return useQuery({
    queryKey: ["admin", "map-tiles"],
    queryFn: () => getJson<MapTiles>("/api/admin/map-tiles"),
    enabled,
    staleTime: Infinity,
  });
}
