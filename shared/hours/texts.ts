// What the site says about opening hours, in its own voice: the status line of a business page and of a card, the
// rows of the week's table and the coming exceptions. Every word is here and every time and date is formatted by
// Intl in the texts' locale, so another language is another `HoursTexts` (issue 47).
import type { DayHours, HoursInterval, OpeningHours } from "../schemas/hours.ts";
import { dayOfDate } from "./local-time.ts";
import type { ComingException, LocalMoment, OpeningStatus } from "./status.ts";

/** The words of a status line: what a card's script carries to the browser. */
export interface StatusTexts {
  locale: string;
  open: (closes: string) => string;
  openShort: (closes: string) => string;
  closesSoon: (closes: string) => string;
  closesSoonShort: string;
  openAllDay: string;
  closed: string;
  closedOpens: (opens: string) => string;
  temporarilyClosed: string;
  reopens: (day: string) => string;
  /** A time on a day other than today: "7:00 am tomorrow", "7:00 am Mon". */
  timeOn: (time: string, day: string) => string;
  tomorrow: string;
}

/** A status line's words and those of a business page's table of the week and its coming exceptions. */
export interface HoursTexts extends StatusTexts {
  range: (from: string, to: string) => string;
  list: string;
  /** "Closed 20–24 Oct: Diwali" */
  holiday: (dates: string, label: string) => string;
  /** A seasonal closure begun: "Closed for the monsoon until 30 Sept"; */
  seasonalUntil: (label: string, until: string) => string;
  /** to come: "Closed for the monsoon 1 Jul – 30 Sept". */
  seasonal: (label: string, dates: string) => string;
  temporaryUntil: (label: string, until: string) => string;
  temporary: (label: string, dates: string) => string;
  /** "Special hours 12 Jun: Ganga Dussehra · 5:00 am–11:00 pm" */
  special: (dates: string, label: string, hours: string) => string;
}

export const ENGLISH_STATUS_TEXTS: StatusTexts = {
  locale: "en-IN",
  open: (closes) => `Open now · closes ${closes}`,
  openShort: (closes) => `Open · closes ${closes}`,
  closesSoon: (closes) => `Closes soon · ${closes}`,
  closesSoonShort: "Closes soon",
  openAllDay: "Open 24 hours",
  closed: "Closed",
  closedOpens: (opens) => `Closed · opens ${opens}`,
  temporarilyClosed: "Temporarily closed",
  reopens: (day) => `Temporarily closed · reopens ${day}`,
  timeOn: (time, day) => `${time} ${day}`,
  tomorrow: "tomorrow",
};

const ENGLISH_PAGE_WORDS: Omit<HoursTexts, keyof StatusTexts> = {
  range: (from, to) => `${from}–${to}`,
  list: ", ",
  holiday: (dates, label) => `Closed ${dates}: ${label}`,
  seasonalUntil: (label, until) => `Closed for ${label} until ${until}`,
  seasonal: (label, dates) => `Closed for ${label} ${dates}`,
  temporaryUntil: (label, until) => `Temporarily closed until ${until}: ${label}`,
  temporary: (label, dates) => `Temporarily closed ${dates}: ${label}`,
  special: (dates, label, hours) => `Special hours ${dates}: ${label} · ${hours}`,
};

// Marked pure, so a bundle with the status line alone leaves the page's words out.
export const ENGLISH_HOURS_TEXTS: HoursTexts = /* @__PURE__ */ Object.assign(
  {},
  ENGLISH_STATUS_TEXTS,
  ENGLISH_PAGE_WORDS,
);

const formats: Record<string, Intl.DateTimeFormat> = {};
const format = (locale: string, options: Intl.DateTimeFormatOptions) =>
  (formats[locale + JSON.stringify(options)] ??= new Intl.DateTimeFormat(locale, { ...options, timeZone: "UTC" }));

/** "6:00 pm"; short, "6 pm" on the hour. */
const timeText = (time: string, locale: string, short?: boolean) =>
  format(locale, short && time.endsWith(":00") ? { hour: "numeric" } : { hour: "numeric", minute: "2-digit" }).format(
    Date.parse(`1970-01-01T${time}Z`),
  );

const dayAndMonth = (locale: string) => format(locale, { day: "numeric", month: "short" });

/** "1 Oct" */
const dateText = (date: string, locale: string) => dayAndMonth(locale).format(Date.parse(date));

/** "20–24 Oct", or one day's "12 Jun". */
const datesText = (from: string, to: string, locale: string) =>
  dayAndMonth(locale).formatRange(Date.parse(from), Date.parse(to));

/** A moment after now: its time today, "7:00 am tomorrow", "7:00 am Mon" within the week, then "1 Oct". A card's
 *  short line names a day after tomorrow without its time. */
function momentText({ date, time, inDays }: LocalMoment, texts: StatusTexts, short?: boolean): string {
  const clock = timeText(time, texts.locale, short);
  if (inDays > 6) return dateText(date, texts.locale);
  if (inDays > 1) {
    const weekday = format(texts.locale, { weekday: "short" }).format(Date.parse(date));
    return short ? weekday : texts.timeOn(clock, weekday);
  }
  return inDays ? texts.timeOn(clock, texts.tomorrow) : clock;
}

function statusLine(status: OpeningStatus, texts: StatusTexts, short?: boolean): string | null {
  switch (status.state) {
    case "open": {
      const { closesAt } = status;
      if (!closesAt) return texts.openAllDay;
      if (status.closingSoon && short) return texts.closesSoonShort;
      // Closing within a day needs no day: "closes 2:00 am" late on Monday night.
      const when = momentText(
        closesAt.inDays === 1 && closesAt.time < status.at.time ? { ...closesAt, inDays: 0 } : closesAt,
        texts,
        short,
      );
      return (status.closingSoon ? texts.closesSoon : short ? texts.openShort : texts.open)(when);
    }
    case "closed":
      return status.opensAt ? texts.closedOpens(momentText(status.opensAt, texts, short)) : texts.closed;
    case "temporarily-closed":
      return short
        ? texts.temporarilyClosed
        : texts.reopens(
            dayOfDate(status.reopensOn) - dayOfDate(status.at.date) === 1
              ? texts.tomorrow
              : dateText(status.reopensOn, texts.locale),
          );
    default:
      return null;
  }
}

/** A business page's status line ("Open now · closes 6:00 pm"); null when the hours are unknown. */
export const statusText = (status: OpeningStatus, texts = ENGLISH_STATUS_TEXTS) => statusLine(status, texts);

/** A card's status line ("Open · closes 6 pm"); null when the hours are unknown. */
export const shortStatusText = (status: OpeningStatus, texts = ENGLISH_STATUS_TEXTS) => statusLine(status, texts, true);

/** "6:00 am–8:00 am, 5:00 pm–7:00 pm" */
const intervalsText = (intervals: HoursInterval[], texts: HoursTexts) =>
  intervals
    .map(({ opens, closes }) => texts.range(timeText(opens, texts.locale), timeText(closes, texts.locale)))
    .join(texts.list);

/** A row of the week's table: "6:00 am–8:00 am, 5:00 pm–7:00 pm", "Open 24 hours" or "Closed". */
export function dayHoursText(day: DayHours, texts = ENGLISH_HOURS_TEXTS): string {
  return day.mode === "24h"
    ? texts.openAllDay
    : day.mode === "hours"
      ? intervalsText(day.intervals, texts)
      : texts.closed;
}

/** The week's table, Monday first: each day's name and hours; null when the hours are unknown. */
export function weekRows(
  hours: OpeningHours,
  texts = ENGLISH_HOURS_TEXTS,
): { weekday: string; hours: string }[] | null {
  return (
    hours.weekly?.map((day, index) => ({
      // 1970-01-05 was a Monday.
      weekday: format(texts.locale, { weekday: "long" }).format(Date.UTC(1970, 0, 5 + index)),
      hours: dayHoursText(day, texts),
    })) ?? null
  );
}

/** A coming exception on a business page, as `comingExceptions` lists them. */
export function exceptionText({ exception, ongoing }: ComingException, texts = ENGLISH_HOURS_TEXTS): string {
  const { kind, label, startsOn, endsOn, intervals } = exception;
  const dates = datesText(startsOn, endsOn, texts.locale);
  const until = dateText(endsOn, texts.locale);
  switch (kind) {
    case "holiday":
      return texts.holiday(dates, label);
    case "seasonal":
      return ongoing ? texts.seasonalUntil(label, until) : texts.seasonal(label, dates);
    case "temporary":
      return ongoing ? texts.temporaryUntil(label, until) : texts.temporary(label, dates);
    default:
      return texts.special(dates, label, intervalsText(intervals, texts));
  }
}
