// The status line of a business page and of a card ("Open now · closes 6:00 pm", "Closed · opens 7:00 am
// tomorrow"), worked out in the browser on the business's own clock, never the visitor's. A page is built once and
// read for days, so the build only writes an empty line of fixed height (its space is there from the first paint) and
// the hours it is worked out from; this fills the line after the first paint, again at every minute's turn while the
// page is open, and whenever the page is shown again (a phone's tab left in the background for hours).
import type { OpeningHours } from "../../../shared/schemas/hours.ts";
import { type OpeningStatus, openingStatusAt } from "../../../shared/hours/status.ts";
import { ENGLISH_STATUS_TEXTS, shortStatusText, statusText, type StatusTexts } from "../../../shared/hours/texts.ts";
import { STATE_ATTRIBUTE, STATUS_TEXTS_ATTRIBUTE, untilNextMinute } from "./status-line.ts";

export { HOURS_ATTRIBUTE, STATE_ATTRIBUTE, untilNextMinute } from "./status-line.ts";

/** A line's status texts: its page's language's, written on it or around it, else English (built in). */
const statusTextsOfLine = (line: Element): StatusTexts => {
  const json = line.closest(`[${STATUS_TEXTS_ATTRIBUTE}]`)?.getAttribute(STATUS_TEXTS_ATTRIBUTE);
  return json ? (JSON.parse(json) as StatusTexts) : ENGLISH_STATUS_TEXTS;
};

/** A status line's state: open with more than an hour to go, closing within the hour, or the status's own. */
export type LineState = "open" | "closing" | Exclude<OpeningStatus["state"], "open">;

export const lineState = (status: OpeningStatus): LineState =>
  status.state === "open" && status.closingSoon ? "closing" : status.state;

/**
 * Fills a status line with the status of `hours` at `now` (nothing when they are unknown), `short` as a card says it
 * ("Open · closes 6 pm"), in the language of the texts on or around it (STATUS_TEXTS_ATTRIBUTE); answers the status.
 */
export function showStatus(line: Element, hours: OpeningHours, now: Date, short = false): OpeningStatus {
  const status = openingStatusAt(hours, now);
  const text = (short ? shortStatusText : statusText)(status, statusTextsOfLine(line)) ?? "";
  if (line.textContent !== text) line.textContent = text;
  line.setAttribute(STATE_ATTRIBUTE, lineState(status));
  return status;
}

/**
 * Runs `render` now, at every minute's turn after it, and when the page is shown again: a tab in the background may
 * have its timers held back for as long as it stays there.
 */
export function everyMinute(render: (now: Date) => void): void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const tick = () => {
    clearTimeout(timer);
    render(new Date());
    timer = setTimeout(tick, untilNextMinute(Date.now()));
  };
  tick();
  document.addEventListener("visibilitychange", () => {
    if (document.visibilityState === "visible") tick();
  });
}
