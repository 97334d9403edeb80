import { describe, expect, it } from "vitest";
import { type LandmarkRecord, routeGeography } from "./geography.ts";

const landmark = (slug: string, fields: Partial<LandmarkRecord> = {}): LandmarkRecord => ({
  slug,
  name: slug,
  kind: "landmark",
  latitude: 30.12,
  longitude: 78.31,
  bank: null,
  crossing: null,
  ...fields,
});
const bridge = {
  slug: "a-bridge",
  name: "A bridge",
  openOnFoot: true,
  leftBank: { latitude: 30.121, longitude: 78.316 },
  rightBank: { latitude: 30.121, longitude: 78.313 },
};

describe("routeGeography", () => {
  it("leaves out, without the river's course, the landmarks whose bank nothing else tells, rather than failing", () => {
    const routes = routeGeography(
      [],
      [landmark("unplaced"), landmark("stated", { bank: "left" }), landmark("a-bridge", { crossing: "a-bridge" })],
      [bridge],
    );

    expect(routes.landmarks.map(({ slug }) => slug)).toEqual(["stated", "a-bridge"]);
    expect(routes.landmarks[1]!.places.map(({ bank }) => bank)).toEqual(["left", "right"]);
  });

  it("places every landmark by the river's course when there is one", () => {
    const river = [
      { latitude: 30.1, longitude: 78.3 },
      { latitude: 30.14, longitude: 78.32 },
    ];
    const routes = routeGeography(river, [landmark("unplaced")], []);

    expect(routes.landmarks).toHaveLength(1);
    expect(["left", "right"]).toContain(routes.landmarks[0]!.places[0]!.bank);
  });
});
