// What the admin landmark form holds and how it maps to and from the API: the coordinates as the text field shows
// them ("30.12324, 78.31444", read back by the API's own parser), the bank and the crossing as their selects' values
// ("" for none).
import { formatCoordinates } from "../../../shared/geo/coordinates.ts";
import type { z } from "zod";
import type { LandmarkInputSchema, LandmarkKind } from "../../../shared/schemas/geo.ts";
import type { BankChoice } from "../../lib/river-banks.ts";
import type { AdminLandmark } from "./queries.ts";

export interface LandmarkFormValues {
  name: string;
  slug: string;
  kind: LandmarkKind;
  coordinates: string;
  bank: BankChoice;
  /** the slug of the crossing this landmark is (a bridge), "" for none */
  crossing: string;
  source: string;
}

export const NEW_LANDMARK_VALUES: LandmarkFormValues = {
  name: "",
  slug: "",
  kind: "landmark",
  coordinates: "",
  bank: "",
  crossing: "",
  source: "",
};

export function landmarkToFormValues(landmark: AdminLandmark): LandmarkFormValues {
  return {
    name: landmark.name,
    slug: landmark.slug,
    kind: landmark.kind,
    coordinates: formatCoordinates(landmark),
    bank: landmark.bank ?? "",
    crossing: landmark.crossing ?? "",
    source: landmark.source,
  };
}

export function formValuesToInput(form: LandmarkFormValues): z.input<typeof LandmarkInputSchema> {
  return {
    name: form.name,
    slug: form.slug,
    kind: form.kind,
    coordinates: form.coordinates,
    bank: form.bank === "" ? null : form.bank,
    crossing: form.crossing === "" ? null : form.crossing,
    source: form.source,
  };
}
