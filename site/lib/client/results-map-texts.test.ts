import { describe, expect, it } from "vitest";
import { loadMapTexts, mapNote } from "./results-map-texts.ts";

const LIMIT = 500;
const note = async (language: "en" | "hi" | "he", shown: number, total: number, withoutPosition = 0) =>
  mapNote({ shown, total, withoutPosition, limit: LIMIT }, language, await loadMapTexts(language));

describe("the results map's note", () => {
  it("says in English how many businesses are on the map, as it always has", async () => {
    expect(await note("en", 1, 1)).toBe("1 business on the map.");
    expect(await note("en", 12, 12)).toBe("12 businesses on the map.");
    expect(await note("en", 10, 12, 2)).toBe("10 businesses on the map; 2 more without a position.");
    expect(await note("en", 480, 900, 20)).toBe(
      "480 businesses on the map: the first 500 of 900. Narrow the search to see the rest.",
    );
  });

  it("says it in Hindi and Hebrew, in each language's plural forms", async () => {
    expect(await note("hi", 1, 1)).toBe("नक्शे पर 1 व्यवसाय है।");
    expect(await note("hi", 12, 14, 2)).toBe("नक्शे पर 12 व्यवसाय हैं; बाकी 2 की जगह दर्ज नहीं है।");
    expect(await note("he", 1, 1)).toBe("עסק אחד על המפה.");
    expect(await note("he", 2, 2)).toBe("שני עסקים על המפה.");
    expect(await note("he", 12, 12)).toBe("12 עסקים על המפה.");
  });

  it("writes its numbers as the language does", async () => {
    expect(await note("hi", 500, 123_456)).toBe(
      "नक्शे पर 500 व्यवसाय हैं: 1,23,456 में से पहले 500। बाकी देखने के लिए खोज को और सटीक करें।",
    );
    expect(await note("he", 500, 1_234)).toBe(
      "500 עסקים על המפה: 500 הראשונים מתוך 1,234. צמצמו את החיפוש כדי לראות את השאר.",
    );
  });
});
