import { describe, expect, it } from "vitest";
import { otherLanguageAskedFor } from "./language-preference.ts";

describe("the language a browser asks for before English", () => {
  it("is Hindi or Hebrew when the browser names it first, on an English page", () => {
    expect(otherLanguageAskedFor(["hi-IN", "en-IN", "en"], "en")).toBe("hi");
    expect(otherLanguageAskedFor(["he"], "en")).toBe("he");
    // Hebrew's old code, which some systems still send
    expect(otherLanguageAskedFor(["iw-IL", "en-US"], "en")).toBe("he");
    // a language the site does not have, then Hebrew: Hebrew still comes before English
    expect(otherLanguageAskedFor(["ru-RU", "he-IL", "en"], "en")).toBe("he");
  });

  it("is none when English comes first, when the browser asks for neither, or on a page already translated", () => {
    expect(otherLanguageAskedFor(["en-US", "he-IL"], "en")).toBeUndefined();
    expect(otherLanguageAskedFor(["fr-FR", "de"], "en")).toBeUndefined();
    expect(otherLanguageAskedFor([], "en")).toBeUndefined();
    expect(otherLanguageAskedFor(["he-IL"], "he")).toBeUndefined();
    expect(otherLanguageAskedFor(["hi-IN"], "he")).toBeUndefined();
  });
});
