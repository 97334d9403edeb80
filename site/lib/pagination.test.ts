import { describe, expect, it } from "vitest";
import { pageLinks, paginate } from "./pagination.ts";

describe("paginate", () => {
  it("cuts the list into pages that hold every item once, in order", () => {
    const pages = paginate([1, 2, 3, 4, 5, 6, 7], 3);
    expect(pages.map((page) => page.items)).toEqual([[1, 2, 3], [4, 5, 6], [7]]);
    expect(pages.map((page) => [page.page, page.pageCount, page.total])).toEqual([
      [1, 3, 7],
      [2, 3, 7],
      [3, 3, 7],
    ]);
  });

  it("keeps one empty first page for an empty list, and no empty last page for a full one", () => {
    expect(paginate([], 3)).toEqual([{ page: 1, pageCount: 1, total: 0, items: [] }]);
    expect(paginate([1, 2, 3, 4, 5, 6], 3)).toHaveLength(2);
  });
});

describe("pageLinks", () => {
  const shown = (current: number, count: number) =>
    pageLinks(current, count).map((link) => ("gap" in link ? "…" : link.current ? `[${link.page}]` : link.page));

  it("shows every page of a short listing", () => {
    expect(shown(1, 1)).toEqual(["[1]"]);
    expect(shown(2, 4)).toEqual([1, "[2]", 3, 4]);
  });

  it("shows the ends and the pages around the current one, with gaps between", () => {
    expect(shown(10, 40)).toEqual([1, "…", 8, 9, "[10]", 11, 12, "…", 40]);
    expect(shown(1, 40)).toEqual(["[1]", 2, 3, "…", 40]);
    expect(shown(40, 40)).toEqual([1, "…", 38, 39, "[40]"]);
  });

  it("shows a single left-out page as its number rather than a gap", () => {
    expect(shown(5, 9)).toEqual([1, 2, 3, 4, "[5]", 6, 7, 8, 9]);
  });
});
