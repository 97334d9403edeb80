import { describe, expect, it } from "vitest";
import { COORDINATES_FORMAT_MESSAGE, SHORT_MAP_LINK_MESSAGE } from "../../../shared/geo/coordinates.ts";
import { REQUIRED_FIELDS_MESSAGE } from "../../../shared/schemas/fields.ts";
import { LandmarkInputSchema } from "../../../shared/schemas/geo.ts";
import { formValuesToInput, landmarkToFormValues, NEW_LANDMARK_VALUES } from "./landmark-form.ts";
import type { AdminLandmark } from "./queries.ts";

const stored: AdminLandmark = {
  id: 3,
  slug: "ram-jhula",
  name: "Ram Jhula",
  kind: "bridge",
  latitude: 30.123238,
  longitude: 78.314438,
  bank: null,
  crossing: "ram-jhula",
  source: "OpenStreetMap way 123",
  createdAt: "2026-01-01T00:00:00.000Z",
  updatedAt: "2026-01-01T00:00:00.000Z",
};

/** The first message of each field, as the form shows it. */
function messagesByField(input: unknown): Record<string, string> {
  const first = new Map<string, string>();
  for (const issue of LandmarkInputSchema.safeParse(input).error?.issues ?? []) {
    const field = String(issue.path[0]);
    if (!first.has(field)) first.set(field, issue.message);
  }
  return Object.fromEntries(first);
}

describe("the landmark form", () => {
  it("shows a stored landmark's position as the text the field reads back, and its bank as following the river", () => {
    const values = landmarkToFormValues(stored);
    expect(values).toEqual({
      name: "Ram Jhula",
      slug: "ram-jhula",
      kind: "bridge",
      coordinates: "30.12324, 78.31444",
      bank: "",
      crossing: "ram-jhula",
      source: "OpenStreetMap way 123",
    });
    expect(LandmarkInputSchema.parse(formValuesToInput(values))).toMatchObject({
      coordinates: { latitude: 30.12324, longitude: 78.31444 },
      bank: null,
      crossing: "ram-jhula",
    });
  });

  it("sends a pasted Google Maps link as the position it shows, with the bank an editor set", () => {
    const input = LandmarkInputSchema.parse(
      formValuesToInput({
        ...NEW_LANDMARK_VALUES,
        name: "Kirtan hall",
        slug: "kirtan-hall",
        coordinates: "https://www.google.com/maps/@30.1290501,78.3175302,18z",
        bank: "left",
        source: "Google Maps, checked on site",
      }),
    );
    expect(input).toEqual({
      name: "Kirtan hall",
      slug: "kirtan-hall",
      kind: "landmark",
      coordinates: { latitude: 30.12905, longitude: 78.31753 },
      bank: "left",
      crossing: null,
      source: "Google Maps, checked on site",
    });
  });

  it("says why a position cannot be read, at the coordinates", () => {
    const filled = { ...NEW_LANDMARK_VALUES, name: "Ghat", slug: "ghat", source: "visit" };
    expect(messagesByField(formValuesToInput({ ...filled, coordinates: "by the big tree" }))).toEqual({
      coordinates: COORDINATES_FORMAT_MESSAGE,
    });
    expect(messagesByField(formValuesToInput({ ...filled, coordinates: "https://maps.app.goo.gl/x1" }))).toEqual({
      coordinates: SHORT_MAP_LINK_MESSAGE,
    });
  });

  it("asks for the required fields with the spec's message", () => {
    const messages = messagesByField(formValuesToInput(NEW_LANDMARK_VALUES));
    expect(messages).toMatchObject({ name: REQUIRED_FIELDS_MESSAGE, slug: REQUIRED_FIELDS_MESSAGE });
    expect(Object.keys(messages).sort()).toEqual(["coordinates", "name", "slug", "source"]);
  });
});
