// What a status line's scripts share without the status code itself (opening-hours.ts): its attributes and the
// minute's turn. /search's page reads them before it imports the cards' script (card-hours-later.ts).

/** A status line: the hours it is worked out from (the compact form on a card, JSON on a business page). */
export const HOURS_ATTRIBUTE = "data-hours";
/**
 * The status texts of a Hindi or Hebrew page, as JSON (`StatusTexts`), on a status line or an element around the
 * lines: English is built into the scripts, so an English page carries none and loads no other language's words.
 */
export const STATUS_TEXTS_ATTRIBUTE = "data-hours-texts";
/** Set on a status line as it is filled, for its colour: one of the LineState values. */
export const STATE_ATTRIBUTE = "data-state";

const MINUTE = 60_000;

/** How long from `now` (ms since the epoch) to the next minute's turn: a status changes only on one. */
export const untilNextMinute = (now: number) => MINUTE - (now % MINUTE);
