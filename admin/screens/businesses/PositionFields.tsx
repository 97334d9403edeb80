// The business form's position: coordinates pasted as "lat, lng" or a Google Maps or OpenStreetMap link, read back
// under the field with the bank of the river they fall on; or a click on a map, which Leaflet draws only once the editor
// opens it (MapPicker.tsx comes in its own chunk); and the bank, where the river's drawn course puts the business on
// the wrong side.
import { lazy, Suspense, useState } from "react";
import { type UseFormReturn, useWatch } from "react-hook-form";
import { formatCoordinates, parseCoordinates } from "../../../shared/geo/coordinates.ts";
import type { AdminBusinessValues } from "../../../shared/schemas/business.ts";
import { BankField, CoordinatesField } from "../../components/CoordinatesField.tsx";
import { useMapTiles } from "../../lib/map-tiles.ts";
import { useRiverCourse } from "../../lib/river-banks.ts";
import type { BusinessFormValues } from "./business-form.ts";

const MapPicker = lazy(() => import("../../components/MapPicker.tsx"));

export function PositionFields({ form }: { form: UseFormReturn<BusinessFormValues, unknown, AdminBusinessValues> }) {
  const { register, control, setValue, formState } = form;
  const { errors } = formState;
  const coordinates = useWatch({ control, name: "coordinates" });
  const river = useRiverCourse();
  const [mapOpen, setMapOpen] = useState(false);
  const tiles = useMapTiles(mapOpen);
  const parsed = parseCoordinates(coordinates);

  return (
    <fieldset className="space-y-4">
      <legend className="mb-2 text-lg font-semibold text-stone-900">Map position</legend>
      <div className="grid gap-5 md:grid-cols-2">
        <CoordinatesField
          label="Coordinates"
          registration={register("coordinates")}
          value={coordinates}
          error={errors.coordinates}
          river={river}
          hint='Paste "latitude, longitude" or the address of the place on Google Maps or OpenStreetMap, or pick it on the map. Empty: no map position.'
        />
        <BankField
          registration={register("bank")}
          error={errors.bank}
          coordinates={coordinates}
          river={river}
          what="the business"
        />
      </div>
      <button
        type="button"
        className="btn-secondary px-3 py-1.5 text-sm"
        aria-expanded={mapOpen}
        onClick={() => setMapOpen((open) => !open)}
      >
        {mapOpen ? "Hide the map" : "Pick on a map"}
      </button>
      {mapOpen && (
        <div className="space-y-2">
          <p className="text-sm text-stone-700">
            Click where the business is: the coordinates above follow. The blue line is the Ganga&apos;s course.
          </p>
          <Suspense
            fallback={
              <p role="status" className="flex h-80 items-center justify-center rounded-lg bg-stone-100 text-stone-700">
                Loading the map...
              </p>
            }
          >
            <MapPicker
              tiles={tiles.data}
              label="Map: click to set the business's position"
              position={parsed.ok ? parsed : undefined}
              river={river}
              onPick={(point) =>
                setValue("coordinates", formatCoordinates(point), {
                  shouldDirty: true,
                  shouldValidate: formState.isSubmitted,
                })
              }
            />
          </Suspense>
        </div>
      )}
    </fieldset>
  );
}
