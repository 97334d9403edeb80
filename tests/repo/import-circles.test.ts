import { describe, expect, it } from "vitest";
import { importCircles, importGraph } from "./import-graph.ts";

describe("the project's modules", () => {
  it("import one another without circles", () => {
    expect(importCircles(importGraph(["service", "site", "shared", "admin", "tests"]))).toEqual([]);
  });

  it("finds a circle where there is one", () => {
    const graph = new Map([
      ["a.ts", ["b.ts"]],
      ["b.ts", ["c.ts"]],
      ["c.ts", ["a.ts", "d.ts"]],
      ["d.ts", []],
    ]);
    expect(importCircles(graph)).toEqual([["a.ts", "b.ts", "c.ts"]]);
  });
});
