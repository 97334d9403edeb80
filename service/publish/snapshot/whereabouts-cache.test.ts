import { describe, expect, it } from "vitest";
import type { Bank } from "../../../shared/geo/bank.ts";
import { routeGeography } from "../../../shared/geo/geography.ts";
import { DEMO_CROSSINGS, DEMO_LANDMARKS, RIVER_COURSE } from "../../db/seed/geography.ts";
import { createWhereaboutsCache } from "./whereabouts-cache.ts";

const landmarks = DEMO_LANDMARKS.map(({ bank, bankStored, crossing, ...landmark }) => ({
  ...landmark,
  bank: bankStored ? bank : null,
  crossing: crossing ?? null,
}));
const town = (closed: string[] = []) =>
  routeGeography(
    RIVER_COURSE.points,
    landmarks,
    DEMO_CROSSINGS.map((crossing) => ({
      ...crossing,
      openOnFoot: crossing.openOnFoot && !closed.includes(crossing.slug),
    })),
  );
const atRamJhulaEast = { latitude: 30.12215, longitude: 78.31555, bank: null as Bank | null };
const inTapovan = { latitude: 30.1331, longitude: 78.3247, bank: null as Bank | null };

describe("the snapshot's whereabouts cache", () => {
  it("works out each business once while nothing it depends on changes", () => {
    const cache = createWhereaboutsCache();
    const first = cache.of([atRamJhulaEast, inTapovan], town());
    const again = cache.of([atRamJhulaEast, inTapovan], town());

    expect(again).toEqual(first);
    expect(cache.computed()).toBe(2);
  });

  it("works out again only the business whose coordinates or bank changed", () => {
    const cache = createWhereaboutsCache();
    cache.of([atRamJhulaEast, inTapovan], town());
    cache.of([atRamJhulaEast, { ...inTapovan, latitude: 30.1335 }], town());
    cache.of([atRamJhulaEast, { ...inTapovan, latitude: 30.1335, bank: "left" }], town());

    expect(cache.computed()).toBe(4);
  });

  it("works everything out again when a crossing closes, and the walks then go round", () => {
    const cache = createWhereaboutsCache();
    const [open] = cache.of([atRamJhulaEast], town());
    const [closed] = cache.of([atRamJhulaEast], town(["ram-jhula"]));

    expect(cache.computed()).toBe(2);
    expect(open!.nearestLandmarks.some(({ crossing }) => crossing?.slug === "ram-jhula")).toBe(true);
    expect(closed!.nearestLandmarks.some(({ crossing }) => crossing?.slug === "ram-jhula")).toBe(false);
  });
});
