import { describe, expect, it } from "vitest";
import { isAroundTown, kmFromTown, TOWN_CENTRE } from "./town.ts";

describe("around town", () => {
  it.each([
    ["Ram Jhula", TOWN_CENTRE],
    ["Tapovan", { latitude: 30.1318, longitude: 78.3247 }],
    ["Neelkanth", { latitude: 30.0816, longitude: 78.3416 }],
    ["Kaudiyala", { latitude: 30.0772, longitude: 78.5056 }],
  ])("counts %s as around Rishikesh", (_, point) => {
    expect(isAroundTown(point)).toBe(true);
  });

  it.each([
    ["Haridwar", { latitude: 29.9457, longitude: 78.1642 }],
    ["Dehradun", { latitude: 30.3165, longitude: 78.0322 }],
    ["Berlin", { latitude: 52.52, longitude: 13.405 }],
  ])("counts %s as far from it", (_, point) => {
    expect(isAroundTown(point)).toBe(false);
  });

  it("says how far a position is in kilometres to one decimal", () => {
    expect(kmFromTown(TOWN_CENTRE)).toBe(0);
    expect(kmFromTown({ latitude: 30.3165, longitude: 78.0322 })).toBeCloseTo(34.7, 0);
  });
});
