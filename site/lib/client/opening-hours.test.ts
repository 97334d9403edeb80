import { describe, expect, it } from "vitest";
import { openingStatusAt } from "../../../shared/hours/status.ts";
import { CLOSED, exception, hoursOf, inIndia, openDuring, week } from "../../../shared/hours/test-hours.ts";
import { statusTextsIn } from "../../../shared/hours/catalogue-texts.ts";
import { lineState, showStatus, STATE_ATTRIBUTE, untilNextMinute } from "./opening-hours.ts";
import { STATUS_TEXTS_ATTRIBUTE } from "./status-line.ts";

// 2026-10-05 is a Monday.
const CAFE = hoursOf(week(openDuring("08:00-22:00")));
const KIRTAN = hoursOf(week(openDuring("20:00-01:00"), CLOSED));

/** The little of an element showStatus uses; `around`, the attributes of the element around it with texts. */
function line(around?: Record<string, string>) {
  const attributes = new Map<string, string>();
  return {
    closest: (selector: string) =>
      around && selector === `[${STATUS_TEXTS_ATTRIBUTE}]` ? { getAttribute: (name: string) => around[name] } : null,
    textContent: "",
    setAttribute: (name: string, value: string) => void attributes.set(name, value),
    state: () => attributes.get(STATE_ATTRIBUTE),
  };
}

describe("a status line", () => {
  it("says the business page's status, and its state for the colour", () => {
    const page = line();
    showStatus(page as unknown as Element, CAFE, inIndia("2026-10-05 12:00"));
    expect(page.textContent).toBe("Open now · closes 10:00\u00a0pm");
    expect(page.state()).toBe("open");
    showStatus(page as unknown as Element, CAFE, inIndia("2026-10-05 21:20"));
    expect(page.textContent).toBe("Closes soon · 10:00\u00a0pm");
    expect(page.state()).toBe("closing");
    showStatus(page as unknown as Element, CAFE, inIndia("2026-10-05 22:00"));
    expect(page.textContent).toBe("Closed · opens 8:00\u00a0am tomorrow");
    expect(page.state()).toBe("closed");
  });

  it("says it short on a card", () => {
    const card = line();
    showStatus(card as unknown as Element, CAFE, inIndia("2026-10-05 12:00"), true);
    expect(card.textContent).toBe("Open · closes 10\u00a0pm");
    showStatus(card as unknown as Element, KIRTAN, inIndia("2026-10-06 00:30"), true);
    expect(card.textContent).toBe("Closes soon");
    expect(card.state()).toBe("closing");
  });

  it("is empty when the hours are not known, and says a temporary closure", () => {
    const page = line();
    page.textContent = "Open now · closes 10:00 pm";
    showStatus(page as unknown as Element, hoursOf(null), inIndia("2026-10-05 12:00"));
    expect(page.textContent).toBe("");
    expect(page.state()).toBe("unknown");
    const closed = hoursOf(week(openDuring("08:00-22:00")), [exception("temporary", "2026-10-01..2026-10-09")]);
    showStatus(page as unknown as Element, closed, inIndia("2026-10-05 12:00"));
    expect(page.textContent).toBe("Temporarily closed · reopens 10 Oct");
    expect(page.state()).toBe("temporarily-closed");
  });
});

describe("a status line on a Hindi or Hebrew page", () => {
  it("says it in the texts written on it or around it", () => {
    const hebrew = line({ [STATUS_TEXTS_ATTRIBUTE]: JSON.stringify(statusTextsIn("he")) });
    showStatus(hebrew as unknown as Element, CAFE, inIndia("2026-10-05 12:00"));
    expect(hebrew.textContent).toBe("פתוח עכשיו · עד 22:00");
    const hindi = line({ [STATUS_TEXTS_ATTRIBUTE]: JSON.stringify(statusTextsIn("hi")) });
    showStatus(hindi as unknown as Element, CAFE, inIndia("2026-10-05 12:00"), true);
    expect(hindi.textContent).toBe("खुला · बंद होगा रात\u00a010");
  });
});

describe("lineState", () => {
  it("tells closing within the hour from open", () => {
    expect(lineState(openingStatusAt(CAFE, inIndia("2026-10-05 20:59")))).toBe("open");
    expect(lineState(openingStatusAt(CAFE, inIndia("2026-10-05 21:00")))).toBe("closing");
  });
});

describe("untilNextMinute", () => {
  it("is the time left to the next minute's turn, a whole minute on the turn itself", () => {
    const turn = Date.parse("2026-10-05T06:30:00Z");
    expect(untilNextMinute(turn)).toBe(60_000);
    expect(untilNextMinute(turn + 1)).toBe(59_999);
    expect(untilNextMinute(turn + 59_999)).toBe(1);
  });
});
