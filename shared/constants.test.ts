import { describe, expect, it } from "vitest";
import { canTransitionInquiry, INQUIRY_STATUSES, type InquiryStatus } from "./constants.ts";
import { findLocality } from "./localities.ts";

describe("inquiry status transitions (spec section 4)", () => {
  const allowed: [InquiryStatus, InquiryStatus][] = [
    ["pending", "responded"],
    ["pending", "resolved"],
    ["pending", "closed"],
    ["responded", "resolved"],
    ["responded", "closed"],
    ["resolved", "closed"],
  ];
  const isAllowed = (from: InquiryStatus, to: InquiryStatus) => allowed.some(([f, t]) => f === from && t === to);

  for (const from of INQUIRY_STATUSES) {
    for (const to of INQUIRY_STATUSES) {
      it(`${isAllowed(from, to) ? "allows" : "refuses"} ${from} → ${to}`, () => {
        expect(canTransitionInquiry(from, to)).toBe(isAllowed(from, to));
      });
    }
  }

  it.each(["archived", "constructor", "__proto__"])("refuses any move from the unknown status %j", (from) => {
    expect(canTransitionInquiry(from, "closed")).toBe(false);
  });
});

describe("findLocality", () => {
  it.each([
    ["Tapovan", "Tapovan"],
    ["  tapoban ", "Tapovan"],
    ["LAKSHMAN JHULA", "Laxman Jhula"],
    ["swarg", "Swarg Ashram"],
    ["muni", "Muni Ki Reti"],
    ["Tapovan, Rishikesh", "Tapovan"],
    ["Laxman Jhula, Tapovan, Rishikesh", "Laxman Jhula"],
    ["Near the bridge, Ram Jhula", "Ram Jhula"],
  ])("resolves %j to %s", (text, name) => {
    expect(findLocality(text)?.name).toBe(name);
  });

  it.each(["", "Goa", "ta", ", ,", "Panaji, Goa"])("finds nothing for %j", (text) => {
    expect(findLocality(text)).toBeUndefined();
  });
});
