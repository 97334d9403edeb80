// What the saved places' scripts write, in each language: the day a place was saved, on the phone's calendar.
import { describe, expect, it } from "vitest";
import hebrew from "../../../../shared/i18n/catalogues/he/savedList.json";
import hindi from "../../../../shared/i18n/catalogues/hi/savedList.json";
import { ENGLISH_SAVED_LIST_TEXTS, removePlaceText, savedOnNote, savedOnText } from "./saved-on.ts";

// noon in India, the same day on any phone's calendar from UTC-6 to UTC+11
const savedAt = "2026-11-29T06:30:00.000Z";

describe("the day a place was saved", () => {
  it("is written as English always wrote it", () => {
    expect(savedOnText(savedAt, "en", ENGLISH_SAVED_LIST_TEXTS)).toBe("Saved on 29 Nov");
    expect(savedOnNote(savedAt, "en", ENGLISH_SAVED_LIST_TEXTS)).toBe("Saved on 29 Nov · may have changed since");
  });

  it("is written in Hindi and Hebrew with the month as each language names it", () => {
    expect(savedOnText(savedAt, "hi", hindi)).toBe("29 नव॰ को सहेजा गया");
    expect(savedOnText(savedAt, "he", hebrew)).toBe("נשמר ב-29 בנוב׳");
    expect(savedOnNote(savedAt, "he", hebrew)).toBe("נשמר ב-29 בנוב׳ · ייתכן שהשתנה מאז");
  });
});

describe("Remove's name", () => {
  it("names the place as it is written, whatever characters its name holds", () => {
    expect(removePlaceText("Bansuri Riverside Café", ENGLISH_SAVED_LIST_TEXTS)).toBe("Remove Bansuri Riverside Café");
    expect(removePlaceText("Om $& Shanti", hindi)).toBe("Om $& Shanti हटाएँ");
  });
});
