import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { Bank } from "./bank.ts";
import { greatCircleMeters, walkBetween, walkingMinutes } from "./walking.ts";

// points within a few kilometres of Rishikesh, on either bank
const place = fc.record({
  latitude: fc.double({ min: 30.08, max: 30.15, noNaN: true }),
  longitude: fc.double({ min: 78.27, max: 78.4, noNaN: true }),
  bank: fc.constantFrom<Bank>("left", "right"),
});
const crossing = fc.record({
  slug: fc.constantFrom("a", "b", "c", "d"),
  name: fc.string(),
  openOnFoot: fc.boolean(),
  leftBank: place,
  rightBank: place,
});
const crossings = fc.array(crossing, { maxLength: 5 });

describe("walkBetween, whatever the places and crossings", () => {
  it("is never shorter than the straight line", () => {
    fc.assert(
      fc.property(place, place, crossings, (from, to, over) => {
        const walk = walkBetween(from, to, over);
        if (walk) expect(walk.meters).toBeGreaterThanOrEqual(greatCircleMeters(from, to) - 1e-6);
      }),
    );
  });

  it("is nothing from a place to itself", () => {
    fc.assert(
      fc.property(place, crossings, (here, over) => {
        expect(walkBetween(here, here, over)).toEqual({ meters: 0, minutes: 0, crossing: null });
      }),
    );
  });

  it("is the same both ways", () => {
    fc.assert(
      fc.property(place, place, crossings, (from, to, over) => {
        const there = walkBetween(from, to, over);
        const back = walkBetween(to, from, over);
        expect(back === undefined).toBe(there === undefined);
        if (there && back) {
          expect(back.meters).toBeCloseTo(there.meters, 6);
          expect(back.crossing?.slug).toBe(there.crossing?.slug);
        }
      }),
    );
  });

  it("never gets shorter when a crossing closes", () => {
    fc.assert(
      fc.property(place, place, crossings, fc.nat(), (from, to, over, pick) => {
        fc.pre(over.length > 0);
        const closed = over.map((each, index) =>
          index === pick % over.length ? { ...each, openOnFoot: false } : each,
        );
        const before = walkBetween(from, to, over)?.meters ?? Infinity;
        const after = walkBetween(from, to, closed)?.meters ?? Infinity;
        expect(after).toBeGreaterThanOrEqual(before);
      }),
    );
  });

  it("crosses only by an open crossing, and only between banks", () => {
    fc.assert(
      fc.property(place, place, crossings, (from, to, over) => {
        const walk = walkBetween(from, to, over);
        if (from.bank === to.bank) expect(walk?.crossing).toBeNull();
        else if (walk) expect(over.some((each) => each.slug === walk.crossing?.slug && each.openOnFoot)).toBe(true);
        else expect(over.every((each) => !each.openOnFoot)).toBe(true);
      }),
    );
  });

  it("takes longer the further it goes", () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 20_000, noNaN: true }),
        fc.double({ min: 0, max: 20_000, noNaN: true }),
        (a, b) => {
          if (a <= b) expect(walkingMinutes(a)).toBeLessThanOrEqual(walkingMinutes(b));
        },
      ),
    );
  });
});
