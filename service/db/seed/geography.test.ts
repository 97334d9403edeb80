// The seeded town: its data agrees with itself, and walks between real places come out as a traveller knows them.
import { describe, expect, it } from "vitest";
import { bankOf, metresFromCourse, type Place } from "../../../shared/geo/bank.ts";
import { routeGeography } from "../../../shared/geo/geography.ts";
import {
  DETOUR_FACTOR,
  greatCircleMeters,
  nearestLandmarks,
  type RouteCrossing,
  walkBetween,
  walkToLandmark,
} from "../../../shared/geo/walking.ts";
import { DEMO_CROSSINGS, DEMO_LANDMARKS, RIVER_COURSE } from "./geography.ts";

const town = routeGeography(
  RIVER_COURSE.points,
  DEMO_LANDMARKS.map(({ bank, bankStored, crossing, ...landmark }) => ({
    ...landmark,
    bank: bankStored ? bank : null,
    crossing: crossing ?? null,
  })),
  DEMO_CROSSINGS,
);
const landmark = (slug: string) => town.landmarks.find((candidate) => candidate.slug === slug)!;
const placeOfLandmark = (slug: string) => landmark(slug).places[0]!;
const closing = (slug: string) =>
  town.crossings.map((crossing) => (crossing.slug === slug ? { ...crossing, openOnFoot: false } : crossing));

describe("the seeded river course", () => {
  it("puts every landmark whose bank it decides on the bank its sources say", () => {
    for (const landmark of DEMO_LANDMARKS.filter(({ bankStored, crossing }) => !bankStored && !crossing)) {
      expect(bankOf(landmark, RIVER_COURSE.points), landmark.slug).toBe(landmark.bank);
    }
  });

  it("puts each crossing's ends on their banks, each within its span of the water", () => {
    for (const crossing of DEMO_CROSSINGS) {
      expect(bankOf(crossing.leftBank, RIVER_COURSE.points), crossing.slug).toBe("left");
      expect(bankOf(crossing.rightBank, RIVER_COURSE.points), crossing.slug).toBe("right");
      expect(metresFromCourse(crossing.leftBank, RIVER_COURSE.points), crossing.slug).toBeLessThan(200);
    }
  });
});

describe("walks in Rishikesh", () => {
  it("keeps Parmarth Niketan to Ram Jhula on one bank, a few minutes apart", () => {
    const walk = walkToLandmark(placeOfLandmark("parmarth-niketan"), landmark("ram-jhula"), town.crossings)!;

    expect(walk.crossing).toBeNull();
    expect(walk.minutes).toBeGreaterThanOrEqual(2);
    expect(walk.minutes).toBeLessThanOrEqual(8);
  });

  it("takes Tapovan to Swarg Ashram across the river by Ram Jhula, Laxman Jhula being closed", () => {
    const walk = walkBetween(placeOfLandmark("tapovan"), placeOfLandmark("swarg-ashram"), town.crossings)!;

    expect(walk.crossing).toEqual({ slug: "ram-jhula", name: "Ram Jhula" });
    const straight = greatCircleMeters(placeOfLandmark("tapovan"), placeOfLandmark("swarg-ashram"));
    expect(walk.meters).toBeGreaterThan(straight * DETOUR_FACTOR);
  });

  it("goes round by Janki Setu when Ram Jhula closes, and further", () => {
    const from = placeOfLandmark("sivananda-ashram");
    const to = placeOfLandmark("parmarth-niketan");
    const open = walkBetween(from, to, town.crossings)!;
    const closed = walkBetween(from, to, closing("ram-jhula"))!;

    expect(open.crossing?.slug).toBe("ram-jhula");
    expect(closed.crossing?.slug).toBe("janki-setu");
    expect(closed.minutes).toBeGreaterThan(open.minutes);
  });

  it("finds no way across when every crossing is closed", () => {
    const shut: RouteCrossing[] = town.crossings.map((each) => ({ ...each, openOnFoot: false }));

    expect(walkBetween(placeOfLandmark("tapovan"), placeOfLandmark("swarg-ashram"), shut)).toBeUndefined();
  });

  it("reaches a bridge at its end on this bank, open or closed", () => {
    const fromTeraManzil = walkToLandmark(
      placeOfLandmark("tera-manzil-temple"),
      landmark("laxman-jhula"),
      town.crossings,
    )!;

    expect(fromTeraManzil.crossing).toBeNull();
    expect(fromTeraManzil.minutes).toBeLessThanOrEqual(3);
  });

  it("names the nearest landmarks of a place by Ram Jhula's east end, one of them across the bridge", () => {
    const eastEnd: Place = { latitude: 30.1222, longitude: 78.3158, bank: "left" };
    const nearest = nearestLandmarks(eastEnd, town.landmarks, town.crossings);

    expect(nearest.map(({ slug }) => slug)).toContain("ram-jhula");
    expect(nearest.length).toBe(3);
    expect(nearest.some(({ crossing }) => crossing?.slug === "ram-jhula")).toBe(true);
    expect(nearest.map(({ meters }) => meters)).toEqual([...nearest.map(({ meters }) => meters)].sort((a, b) => a - b));
  });

  it("names no landmark for a place far beyond walking", () => {
    const kaudiyala: Place = { latitude: 30.0772, longitude: 78.5056, bank: "right" };

    expect(nearestLandmarks(kaudiyala, town.landmarks, town.crossings)).toEqual([]);
  });
});
