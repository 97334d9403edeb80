import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { BusinessCard, toBusinessCard, type BusinessCardData } from "./BusinessCard.tsx";

const cafe: BusinessCardData = {
  id: 9,
  name: "Marma Touch Therapy",
  description: "Ayurvedic massage by the bridge",
  category: null,
  location: "Ram Jhula",
  rating: "4.20",
  priceRange: null,
  images: [],
  isVerified: false,
};
const walks = [
  { slug: "ram-jhula", name: "Ram Jhula", kind: "bridge", meters: 60, minutes: 1, crossing: null },
  { slug: "swarg-ashram", name: "Swarg Ashram", kind: "locality", meters: 380, minutes: 5, crossing: null },
];
const cardText = (business: BusinessCardData) =>
  renderToStaticMarkup(createElement(BusinessCard, { business })).replace(/<[^>]+>/g, " ");

describe("a business card", () => {
  it("tells its place and its nearest landmark on foot, short", () => {
    expect(cardText(toBusinessCard({ ...cafe, nearestLandmarks: walks }))).toContain(
      "Ram Jhula · 1 min from Ram Jhula",
    );
  });

  it("tells, in a search near somewhere, the walk from there instead", () => {
    const card = toBusinessCard({ ...cafe, nearestLandmarks: walks, walk: { minutes: 12 } });
    expect(cardText(card)).toContain("Ram Jhula · 12 min walk");
    expect(cardText(card)).not.toContain("min from");
  });

  it("names its photo by the photo's alt text, by the business's name where an older record has none", () => {
    const photos = ["upload:" + "b".repeat(64) + ".webp", "https://img.example/ghat.jpg"];
    const imageAlts = { [photos[0]!]: "Massage room with a window on the river", [photos[1]!]: "The ghat" };
    const card = toBusinessCard({ ...cafe, images: photos, imageAlts });
    expect(card.imageAlts).toEqual({ [photos[0]!]: "Massage room with a window on the river" });
    const markup = (business: BusinessCardData) => renderToStaticMarkup(createElement(BusinessCard, { business }));
    expect(markup(card)).toContain('alt="Massage room with a window on the river"');
    expect(markup({ ...cafe, images: [photos[1]!] })).toContain('alt="Marma Touch Therapy"');
    // the stand-in picture of a business without photos says nothing
    expect(markup(cafe)).toContain('alt=""');
  });

  it("carries only the nearest landmark's name and minutes into a page", () => {
    expect(toBusinessCard({ ...cafe, nearestLandmarks: walks }).nearestLandmarks).toEqual([
      { name: "Ram Jhula", minutes: 1 },
    ]);
  });

  it("tells only its place when no landmark is near, and the landmark alone without a place", () => {
    expect(cardText(toBusinessCard({ ...cafe, nearestLandmarks: [] }))).not.toContain("min from");
    expect(cardText({ ...cafe, location: "", nearestLandmarks: [{ name: "Tapovan", minutes: 6 }] })).toContain(
      "6 min from Tapovan",
    );
  });
});

describe("a business card on a Hindi or Hebrew page", () => {
  const markup = (business: BusinessCardData, language: "hi" | "he") =>
    renderToStaticMarkup(createElement(BusinessCard, { business, language }));

  it("tells the walk in the page's language, the landmark's name as written", () => {
    const card = toBusinessCard({ ...cafe, nearestLandmarks: walks });
    expect(markup(card, "hi")).toContain('<span translate="no">Ram Jhula</span> से 1 मिनट');
    expect(markup({ ...card, walk: { minutes: 12 } }, "he")).toContain("12 דקות הליכה");
  });

  it("marks its photo's alt text as English, or the business's name standing in for one as written", () => {
    const photo = "https://img.example/ghat.jpg";
    expect(markup({ ...cafe, images: [photo], imageAlts: { [photo]: "The ghat" } }, "hi")).toMatch(
      /<img[^>]* alt="The ghat" lang="en"/,
    );
    expect(markup({ ...cafe, images: [photo] }, "he")).toMatch(/<img[^>]* alt="Marma Touch Therapy" translate="no"/);
  });
});
