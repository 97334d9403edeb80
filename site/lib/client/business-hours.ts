// A business page's hours once its script runs: the status line filled on the business's own clock, today's row of
// the week's table marked (today there, not where the visitor's phone is), and the coming exceptions that have ended
// since the page was built hidden. Without JavaScript the table and the exceptions read as the build wrote them.
import type { OpeningHours } from "../../../shared/schemas/hours.ts";
import { dayOfDate, weekdayOfDay } from "../../../shared/hours/local-time.ts";
import { everyMinute, HOURS_ATTRIBUTE, showStatus } from "./opening-hours.ts";

/** A row of the week's table, Monday first; today's gets aria-current="date". */
export const WEEKDAY_ATTRIBUTE = "data-weekday";
/** A coming exception's last day ("YYYY-MM-DD" on the business's calendar): hidden once that day has passed. */
export const UNTIL_ATTRIBUTE = "data-until";
/** What holds the coming exceptions: hidden when each of them has. */
export const EXCEPTIONS_ATTRIBUTE = "data-hours-exceptions";

/** The page's status line, the hours it carries as JSON, and its table and exceptions kept current. */
export function setUpBusinessHours(): void {
  const line = document.querySelector(`[${HOURS_ATTRIBUTE}]`);
  if (!line) return;
  const hours = JSON.parse(line.getAttribute(HOURS_ATTRIBUTE)!) as OpeningHours;
  everyMinute((now) => {
    const today = showStatus(line, hours, now).at.date;
    const weekday = weekdayOfDay(dayOfDate(today));
    for (const row of document.querySelectorAll(`[${WEEKDAY_ATTRIBUTE}]`)) {
      if (row.getAttribute(WEEKDAY_ATTRIBUTE) === String(weekday)) row.setAttribute("aria-current", "date");
      else row.removeAttribute("aria-current");
    }
    for (const list of document.querySelectorAll<HTMLElement>(`[${EXCEPTIONS_ATTRIBUTE}]`)) {
      let shown = 0;
      for (const item of list.querySelectorAll<HTMLElement>(`[${UNTIL_ATTRIBUTE}]`)) {
        item.hidden = item.getAttribute(UNTIL_ATTRIBUTE)! < today;
        if (!item.hidden) shown++;
      }
      list.hidden = shown === 0;
    }
  });
}
