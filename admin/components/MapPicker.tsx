// The map an editor clicks to set a position. Leaflet, with its style sheet, comes only with this file, which the
// business form imports when the editor opens the map; its tiles are the site's own setting (admin/lib/map-tiles.ts).
// The river's course is drawn over the tiles so the bank a click falls on is plain, and a marker shows the position
// the field holds.
import {
  circleMarker,
  type CircleMarker,
  map as leafletMap,
  type Map as LeafletMap,
  polyline,
  tileLayer,
} from "leaflet";
import "leaflet/dist/leaflet.css";
import { useEffect, useRef } from "react";
import type { GeoPoint, RiverCourse } from "../../shared/geo/bank.ts";
import { roundCoordinate } from "../../shared/geo/coordinates.ts";
import { TOWN_CENTRE } from "../../shared/geo/town.ts";
import type { MapTiles } from "../../shared/map-tiles.ts";

const PIN_STYLE = { radius: 9, color: "#ffffff", weight: 3, fillColor: "#c2410c", fillOpacity: 1 } as const;
const RIVER_STYLE = { color: "#2563eb", weight: 4, opacity: 0.6, interactive: false } as const;
/** How close the map comes to a position it opens at */
const POSITION_ZOOM = 17;
/** Where a map opens without a position: the middle of town, close enough to see the lanes */
const TOWN_ZOOM = 15;
/** OpenStreetMap's standard tiles go no closer */
const MAX_ZOOM = 19;

export default function MapPicker({
  tiles,
  position,
  river,
  onPick,
  label,
}: {
  /** undefined while the setting loads */
  tiles: MapTiles | undefined;
  /** the position the field holds, undefined while it holds none */
  position: GeoPoint | undefined;
  river: RiverCourse | undefined;
  onPick: (point: GeoPoint) => void;
  /** what the map is for, for screen readers */
  label: string;
}) {
  const container = useRef<HTMLDivElement>(null);
  const map = useRef<LeafletMap | null>(null);
  const pin = useRef<CircleMarker | null>(null);
  const pick = useRef(onPick);
  useEffect(() => {
    pick.current = onPick;
  }, [onPick]);

  // the map is made once; the position it opens at is the one the field holds then
  const opening = useRef(position);
  useEffect(() => {
    const start = opening.current;
    const created = leafletMap(container.current!, {
      center: start ? [start.latitude, start.longitude] : [TOWN_CENTRE.latitude, TOWN_CENTRE.longitude],
      zoom: start ? POSITION_ZOOM : TOWN_ZOOM,
      maxZoom: MAX_ZOOM,
    });
    created.on("click", ({ latlng }) =>
      pick.current({ latitude: roundCoordinate(latlng.lat), longitude: roundCoordinate(latlng.lng) }),
    );
    map.current = created;
    return () => {
      created.remove();
      map.current = null;
      pin.current = null;
    };
  }, []);

  const tileUrl = tiles?.url;
  const attribution = tiles?.attribution;
  useEffect(() => {
    const shown = map.current;
    if (!shown || tileUrl === undefined) return;
    const layer = tileLayer(tileUrl, { attribution, maxZoom: MAX_ZOOM }).addTo(shown);
    return () => void layer.remove();
  }, [tileUrl, attribution]);

  useEffect(() => {
    const shown = map.current;
    if (!shown || !river || river.length < 2) return;
    const line = polyline(
      river.map(({ latitude, longitude }) => [latitude, longitude] as [number, number]),
      RIVER_STYLE,
    ).addTo(shown);
    return () => void line.remove();
  }, [river]);

  const latitude = position?.latitude;
  const longitude = position?.longitude;
  useEffect(() => {
    const shown = map.current;
    if (!shown) return;
    if (latitude === undefined || longitude === undefined) {
      pin.current?.remove();
      pin.current = null;
      return;
    }
    const at: [number, number] = [latitude, longitude];
    if (pin.current) pin.current.setLatLng(at);
    else pin.current = circleMarker(at, { ...PIN_STYLE, interactive: false }).addTo(shown);
    // a position pasted elsewhere in town is brought into view; a click's own stays where the editor is looking
    if (!shown.getBounds().contains(at)) shown.setView(at, Math.max(shown.getZoom(), POSITION_ZOOM));
  }, [latitude, longitude]);

  return (
    <div
      ref={container}
      role="region"
      aria-label={label}
      className="h-80 w-full overflow-hidden rounded-lg border border-stone-300"
    />
  );
}
