import { describe, expect, it } from "vitest";
import {
  COORDINATES_FORMAT_MESSAGE,
  COORDINATES_RANGE_MESSAGE,
  formatCoordinates,
  mapsUrlAt,
  parseCoordinates,
  SHORT_MAP_LINK_MESSAGE,
} from "./coordinates.ts";

const ramJhula = { ok: true, latitude: 30.12324, longitude: 78.31444 };

describe("parseCoordinates", () => {
  it.each([
    "30.12324, 78.31444",
    "30.12324,78.31444",
    "  30.12324 78.31444 ",
    "30.123238°N, 78.314438°E",
    "30.123238° N 78.314438° E",
    "geo:30.123238,78.314438",
  ])("reads %s", (typed) => {
    expect(parseCoordinates(typed)).toEqual(ramJhula);
  });

  it("reads south and west as negative", () => {
    expect(parseCoordinates("33.8688 S, 151.2093 E")).toEqual({ ok: true, latitude: -33.8688, longitude: 151.2093 });
    expect(parseCoordinates("40.7128°N 74.006°W")).toEqual({ ok: true, latitude: 40.7128, longitude: -74.006 });
  });

  it.each([
    ["a Google Maps view", "https://www.google.com/maps/@30.1232384,78.3144382,17z"],
    ["a Google Maps query", "https://www.google.com/maps?q=30.123238,78.314438"],
    ["a Google Maps search link", "https://www.google.com/maps/search/?api=1&query=30.123238%2C78.314438"],
    ["a Google Maps link without its scheme", "google.co.in/maps/@30.123238,78.314438,15z"],
    ["an OpenStreetMap view", "https://www.openstreetmap.org/#map=17/30.12324/78.31444"],
    ["an OpenStreetMap marker", "https://www.openstreetmap.org/?mlat=30.12324&mlon=78.31444#map=15/30.1/78.3"],
  ])("reads %s", (_, link) => {
    expect(parseCoordinates(link)).toEqual(ramJhula);
  });

  it("reads a Google Maps place at the place, not at the view's centre", () => {
    const place =
      "https://www.google.com/maps/place/Ram+Jhula/@30.1200000,78.3100000,16z/data=!3m1!4b1!4m6!3m5!1s0x0:0x0!8m2!3d30.123238!4d78.314438";
    expect(parseCoordinates(place)).toEqual(ramJhula);
  });

  it("refuses a short link, saying how to get the full address", () => {
    expect(parseCoordinates("https://maps.app.goo.gl/AbCdEf123")).toEqual({
      ok: false,
      message: SHORT_MAP_LINK_MESSAGE,
    });
  });

  it.each([
    "Ram Jhula",
    "https://example.com/maps/@30.1,78.3",
    "30.1",
    "",
    "https://www.google.com/maps/place/Ram+Jhula",
  ])("refuses %j as no position", (typed) => {
    expect(parseCoordinates(typed)).toEqual({ ok: false, message: COORDINATES_FORMAT_MESSAGE });
  });

  it("refuses a position off the globe", () => {
    expect(parseCoordinates("91, 78")).toEqual({ ok: false, message: COORDINATES_RANGE_MESSAGE });
    expect(parseCoordinates("https://www.openstreetmap.org/#map=12/30.1/181.5")).toEqual({
      ok: false,
      message: COORDINATES_RANGE_MESSAGE,
    });
  });
});

describe("mapsUrlAt", () => {
  it("opens a map at the point, to 5 decimal places", () => {
    expect(mapsUrlAt({ latitude: 30.123238, longitude: 78.314438 })).toBe(
      "https://www.google.com/maps/search/?api=1&query=30.12324,78.31444",
    );
  });
});

describe("formatCoordinates", () => {
  it("writes a position to 5 decimal places as the field reads it back", () => {
    const written = formatCoordinates({ latitude: 30.123238, longitude: -78.314438 });
    expect(written).toBe("30.12324, -78.31444");
    expect(parseCoordinates(written)).toEqual({ ok: true, latitude: 30.12324, longitude: -78.31444 });
  });
});
