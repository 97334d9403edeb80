// Business cards' status lines ("Open · closes 6 pm"): each card carries its hours in the compact form
// (shared/hours/compact.ts), and this fills every card's line on the business's own clock, at every minute's turn,
// and as cards come: the search island draws new ones on every search, and they are filled as soon as they are in
// the page.
import { decodeHours } from "../../../shared/hours/compact-read.ts";
import { everyMinute, HOURS_ATTRIBUTE, showStatus } from "./opening-hours.ts";

function fillCards(now = new Date()): void {
  for (const line of document.querySelectorAll(`[${HOURS_ATTRIBUTE}]`)) {
    showStatus(line, decodeHours(line.getAttribute(HOURS_ATTRIBUTE)!), now, true);
  }
}

let setUp = false;

/** The cards in the page now and those added to it later. */
export function setUpCardHours(): void {
  if (setUp) return;
  setUp = true;
  everyMinute(fillCards);
  // A line filled is a text node added, which is no card: only elements added can bring one.
  new MutationObserver((records) => {
    if (records.some((record) => [...record.addedNodes].some((node) => node.nodeType === Node.ELEMENT_NODE))) {
      fillCards();
    }
  }).observe(document.body, { childList: true, subtree: true });
}
