import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { bankOf, metresFromCourse, type RiverCourse } from "./bank.ts";

const northward: RiverCourse = [
  { latitude: 30.0, longitude: 78.3 },
  { latitude: 30.01, longitude: 78.3 },
];
// flows north, then turns west: a left-hand bend
const bend: RiverCourse = [...northward, { latitude: 30.01, longitude: 78.29 }];

describe("bankOf", () => {
  it("puts the west of a river flowing north on its left bank, the east on its right", () => {
    expect(bankOf({ latitude: 30.005, longitude: 78.299 }, northward)).toBe("left");
    expect(bankOf({ latitude: 30.005, longitude: 78.301 }, northward)).toBe("right");
  });

  it("reads a point beyond the course's ends from its end's direction", () => {
    expect(bankOf({ latitude: 29.9, longitude: 78.299 }, northward)).toBe("left");
    expect(bankOf({ latitude: 30.2, longitude: 78.301 }, northward)).toBe("right");
  });

  it("puts the outside of a bend on the side it lies", () => {
    // beyond the corner to the north-east: outside a left turn, so the right bank
    expect(bankOf({ latitude: 30.011, longitude: 78.301 }, bend)).toBe("right");
    expect(bankOf({ latitude: 30.009, longitude: 78.299 }, bend)).toBe("left");
  });

  it("flips with the river's direction", () => {
    fc.assert(
      fc.property(
        fc.double({ min: 29.99, max: 30.02, noNaN: true }),
        fc.double({ min: 78.28, max: 78.31, noNaN: true }),
        (latitude, longitude) => {
          const point = { latitude, longitude };
          fc.pre(metresFromCourse(point, bend) > 1);
          expect(bankOf(point, [...bend].reverse())).not.toBe(bankOf(point, bend));
        },
      ),
    );
  });

  it("refuses a course of fewer than two points", () => {
    expect(() => bankOf({ latitude: 30, longitude: 78 }, [{ latitude: 30, longitude: 78 }])).toThrow();
  });
});
