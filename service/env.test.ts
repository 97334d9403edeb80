import { describe, expect, it } from "vitest";
import { DEFAULT_MAP_TILES, MAP_TILES_URL_MESSAGE } from "../shared/map-tiles.ts";
import { readEnv } from "./env.ts";

describe("the map's tiles setting", () => {
  it("defaults to OpenStreetMap's standard tiles with their attribution, also when set empty", () => {
    expect(readEnv({}).mapTiles).toEqual(DEFAULT_MAP_TILES);
    expect(readEnv({ MAP_TILES_URL: "", MAP_ATTRIBUTION: " " }).mapTiles).toEqual(DEFAULT_MAP_TILES);
    expect(DEFAULT_MAP_TILES.url).toBe("https://tile.openstreetmap.org/{z}/{x}/{y}.png");
  });

  it("takes a tile server's address and attribution", () => {
    const env = readEnv({
      MAP_TILES_URL: "https://tiles.example.com/osm/{z}/{x}/{y}@2x.png",
      MAP_ATTRIBUTION: "© OpenStreetMap contributors, © Example Tiles",
    });
    expect(env.mapTiles).toEqual({
      url: "https://tiles.example.com/osm/{z}/{x}/{y}@2x.png",
      attribution: "© OpenStreetMap contributors, © Example Tiles",
    });
  });

  it("refuses an address that is not http(s) or lacks the tile's zoom and numbers", () => {
    for (const url of ["https://tiles.example.com/{z}/{x}.png", "ftp://tiles.example.com/{z}/{x}/{y}.png", "tiles"]) {
      expect(() => readEnv({ MAP_TILES_URL: url }), url).toThrow(MAP_TILES_URL_MESSAGE);
    }
  });
});
