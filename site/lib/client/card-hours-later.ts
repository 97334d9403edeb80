// /search without the cards' script on load (docs/measurements.md, "Opening hours on the pages"): the service writes
// each card's status line at the request's moment (service/modules/search-page), right until the minute turns.
// The cards' script (card-hours.ts) comes then, or when the page is shown again, or as soon as the search island
// draws cards of its own, and keeps every line current from there.
import { HOURS_ATTRIBUTE, STATE_ATTRIBUTE, untilNextMinute } from "./status-line.ts";

let loading: Promise<unknown> | undefined;

/** Imports the cards' script, which sets itself up, once. */
export const loadCardHours = (): Promise<unknown> => (loading ??= import("./card-hours-start.ts"));

/**
 * The cards' script from the next minute's turn, or sooner when the page is shown again; at once when a card's line
 * is empty (a release served as static files, whose prebuilt results nothing wrote a status into).
 */
export function cardHoursFromNextMinute(): void {
  if (document.querySelector(`[${HOURS_ATTRIBUTE}]:not([${STATE_ATTRIBUTE}])`)) void loadCardHours();
  setTimeout(() => void loadCardHours(), untilNextMinute(Date.now()));
  document.addEventListener("visibilitychange", () => {
    if (document.visibilityState === "visible") void loadCardHours();
  });
}
