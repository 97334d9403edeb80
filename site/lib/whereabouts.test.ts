import { describe, expect, it } from "vitest";
import { CATALOGUES } from "../../shared/i18n/catalogues.ts";
import { cardLandmarkLine, cardWalkLine, directionsUrlTo, landmarkLine } from "./whereabouts.ts";

const janki = { slug: "janki-setu", name: "Janki Setu" };

describe("landmark lines", () => {
  it("tell a walk across the river by the bridge it takes", () => {
    expect(landmarkLine({ name: "Ram Jhula", minutes: 8, crossing: janki })).toBe(
      "8 min walk from Ram Jhula · across the river by Janki Setu",
    );
  });

  it("tell a walk on one bank without a bridge, and a bridge reached at its own end without naming it twice", () => {
    expect(landmarkLine({ name: "Tapovan", minutes: 3, crossing: null })).toBe("3 min walk from Tapovan");
    expect(landmarkLine({ name: "Janki Setu", minutes: 4, crossing: janki })).toBe("4 min walk from Janki Setu");
  });

  it("say a business is at a landmark when there is no walk at all", () => {
    expect(landmarkLine({ name: "Triveni Ghat", minutes: 0, crossing: null })).toBe("At Triveni Ghat");
    expect(cardLandmarkLine({ name: "Triveni Ghat", minutes: 0 })).toBe("At Triveni Ghat");
  });

  it("are short on a card", () => {
    expect(cardLandmarkLine({ name: "Ram Jhula", minutes: 6 })).toBe("6 min from Ram Jhula");
  });

  it("give a card the walk from where a search measures from", () => {
    expect(cardWalkLine({ minutes: 12 })).toBe("12 min walk");
    expect(cardWalkLine({ minutes: 0 })).toBe("Right there");
  });
});

describe("landmark lines in Hindi and Hebrew", () => {
  const { walking: hindi } = CATALOGUES.hi;
  const { walking: hebrew } = CATALOGUES.he;

  it("keep the landmark's and the bridge's names as they are written", () => {
    expect(landmarkLine({ name: "Ram Jhula", minutes: 8, crossing: janki }, "hi", hindi)).toBe(
      "Ram Jhula से 8 मिनट पैदल · Janki Setu से नदी पार करके",
    );
    expect(landmarkLine({ name: "Ram Jhula", minutes: 8, crossing: janki }, "he", hebrew)).toBe(
      "8 דקות הליכה מ־Ram Jhula · חוצים את הנהר ב־Janki Setu",
    );
    expect(cardLandmarkLine({ name: "Ram Jhula", minutes: 6 }, "hi", hindi)).toBe("Ram Jhula से 6 मिनट");
  });

  it("count minutes in Hebrew's own forms", () => {
    expect(landmarkLine({ name: "Tapovan", minutes: 1, crossing: null }, "he", hebrew)).toBe("דקת הליכה מ־Tapovan");
    expect(cardWalkLine({ minutes: 12 }, "he", hebrew)).toBe("12 דקות הליכה");
    expect(cardWalkLine({ minutes: 0 }, "he", hebrew)).toBe("ממש שם");
  });
});

describe("directions", () => {
  it("ask the maps app for a walk to the business's coordinates, to 5 decimal places", () => {
    expect(directionsUrlTo({ latitude: 30.1231234, longitude: 78.314449 })).toBe(
      "https://www.google.com/maps/dir/?api=1&destination=30.12312,78.31445&travelmode=walking",
    );
  });
});
