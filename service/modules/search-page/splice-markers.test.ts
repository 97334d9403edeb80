import { describe, expect, it } from "vitest";
import { missingSpliceMarkers } from "./splice-markers.ts";

const form = '<form role="search" action="/search"><input name="q"></form>';
const slot = "<astro-slot><p>every business</p></astro-slot>";

describe("the markers a search's results go in by", () => {
  it("are found in a page with the island's slot and the search form", () => {
    expect(missingSpliceMarkers(`<main>${form}<astro-island>${slot}</astro-island></main>`)).toEqual([]);
  });

  it("are named when missing", () => {
    expect(missingSpliceMarkers(`<main>${form}<astro-island><p>children</p></astro-island></main>`)).toEqual([
      "the search island's <astro-slot>…</astro-slot>",
    ]);
    expect(missingSpliceMarkers("<main></main>")).toEqual([
      "the search island's <astro-slot>…</astro-slot>",
      'the search box\'s <form role="search">',
    ]);
  });
});
