// What the site says about opening hours: the status line of a business page and of a card, the rows of the week's
// table and the coming exceptions. The words are each language's `hours` catalogue (the status line's, all a card's
// script needs) and `hoursWeek` (shared/i18n/catalogues/<language>/); every time and date is formatted by Intl in the
// language's locale and on its clock. Another language is another `HoursTexts`: plain data, which a page can also hand
// its script as JSON (issue 47).
import englishStatus from "../i18n/catalogues/en/hours.json";
import englishWeek from "../i18n/catalogues/en/hoursWeek.json";
import type { Language } from "../i18n/languages.ts";
import type { DayHours, HoursInterval, OpeningHours } from "../schemas/hours.ts";
import { dayOfDate } from "./local-time.ts";
import type { ComingException, LocalMoment, OpeningStatus } from "./status.ts";

/** How a language writes the hours' times and dates: Intl's locale and the clock its readers keep. */
interface HoursClock {
  locale: string;
  /** "h23": "18:00", on a card too; unset, the language's 12-hour clock: "6:00 pm", and a card's "6 pm" on the hour. */
  hourCycle?: "h23";
  /** The time of day in words instead of am and pm: Hindi's "शाम 6:30" (evening), "सुबह 7:00" (morning). */
  dayPeriod?: "short";
}

/**
 * English keeps the Indian English the site has always written ("6:00 pm", "30 Sept"); Hindi India's 12-hour clock
 * with the time of day said as people say it ("शाम 6:30", where Intl's Hindi would write "6:30 pm" in Latin letters);
 * Hebrew the 24-hour clock Israel reads ("18:00").
 */
// English's on its own: the scripts, which have English built in, carry no other language's clock.
const ENGLISH_CLOCK: HoursClock = { locale: "en-IN" };
const HOURS_CLOCKS: Record<Language, HoursClock> = {
  en: ENGLISH_CLOCK,
  hi: { locale: "hi-IN", dayPeriod: "short" },
  he: { locale: "he-IL", hourCycle: "h23" },
};

/** A status line's words, a language's `hours` catalogue: {time} and {day} placeholders, and no plural forms. */
type StatusWords = Record<keyof typeof englishStatus, string>;

/** The words of a status line and the clock it is told on: what a card's or a page's script carries to the browser. */
export type StatusTexts = HoursClock & StatusWords;

/** A status line's words and those of a business page's table of the week and its coming exceptions (`hoursWeek`). */
export type HoursTexts = StatusTexts & Record<keyof typeof englishWeek, string>;

/** A language's status texts from its `hours` catalogue: `statusTextsOf("hi", hindiHours)`. */
export const statusTextsOf = (language: Language, hours: StatusWords): StatusTexts => ({
  ...HOURS_CLOCKS[language],
  ...hours,
});

/** A language's texts of a business page's hours from its `hours` and `hoursWeek` catalogues. */
export const hoursTextsOf = (
  language: Language,
  hours: StatusWords,
  week: Record<keyof typeof englishWeek, string>,
): HoursTexts => ({ ...statusTextsOf(language, hours), ...week });

/** English's status line, the one the scripts carry built in (the week's words stay out of their bundles). */
export const ENGLISH_STATUS_TEXTS: StatusTexts = { ...ENGLISH_CLOCK, ...englishStatus };

// Marked pure, so a bundle with the status line alone leaves the week's words out.
export const ENGLISH_HOURS_TEXTS: HoursTexts = /* @__PURE__ */ hoursTextsOf("en", englishStatus, englishWeek);

/** A text with its {placeholders} filled (the hours' texts have no plural forms). */
const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? "");

const formats: Record<string, Intl.DateTimeFormat> = {};
const format = (locale: string, options: Intl.DateTimeFormatOptions) =>
  (formats[locale + JSON.stringify(options)] ??= new Intl.DateTimeFormat(locale, { ...options, timeZone: "UTC" }));

/**
 * "6:00 pm", or "18:00" on a 24-hour clock; short, "6 pm" on the hour on a 12-hour one. Its parts are joined by a
 * no-break space ("6:00\u00a0pm", Hindi's "शाम\u00a06:30"), so a line at phone width never breaks inside a time.
 */
const timeText = (time: string, { locale, hourCycle, dayPeriod }: HoursClock, short?: boolean) =>
  format(locale, {
    hourCycle,
    dayPeriod,
    hour: "numeric",
    ...(!(short && !hourCycle && time.endsWith(":00")) && { minute: "2-digit" }),
  })
    .format(Date.parse(`1970-01-01T${time}Z`))
    .replace(/\s/g, "\u00a0");

const dayAndMonth = (locale: string) => format(locale, { day: "numeric", month: "short" });

/** "1 Oct" */
const dateText = (date: string, locale: string) => dayAndMonth(locale).format(Date.parse(date));

/** "20–24 Oct", or one day's "12 Jun". */
const datesText = (from: string, to: string, locale: string) =>
  dayAndMonth(locale).formatRange(Date.parse(from), Date.parse(to));

/** A moment after now: its time today, "7:00 am tomorrow", "7:00 am Mon" within the week, then "1 Oct". A card's
 *  short line names a day after tomorrow without its time. */
function momentText({ date, time, inDays }: LocalMoment, texts: StatusTexts, short?: boolean): string {
  const clock = timeText(time, texts, short);
  if (inDays > 6) return dateText(date, texts.locale);
  if (inDays > 1) {
    const weekday = format(texts.locale, { weekday: "short" }).format(Date.parse(date));
    return short ? weekday : fill(texts.timeOn, { time: clock, day: weekday });
  }
  return inDays ? fill(texts.timeOn, { time: clock, day: texts.tomorrow }) : clock;
}

function statusLine(status: OpeningStatus, texts: StatusTexts, short?: boolean): string | null {
  switch (status.state) {
    case "open": {
      const { closesAt } = status;
      if (!closesAt) return texts.openAllDay;
      if (status.closingSoon && short) return texts.closesSoonShort;
      // Closing within a day needs no day: "closes 2:00 am" late on Monday night.
      const time = momentText(
        closesAt.inDays === 1 && closesAt.time < status.at.time ? { ...closesAt, inDays: 0 } : closesAt,
        texts,
        short,
      );
      return fill(status.closingSoon ? texts.closesSoon : short ? texts.openShort : texts.open, { time });
    }
    case "closed":
      return status.opensAt
        ? fill(texts.closedOpens, { time: momentText(status.opensAt, texts, short) })
        : texts.closed;
    case "temporarily-closed":
      return short
        ? texts.temporarilyClosed
        : fill(texts.reopens, {
            day:
              dayOfDate(status.reopensOn) - dayOfDate(status.at.date) === 1
                ? texts.tomorrow
                : dateText(status.reopensOn, texts.locale),
          });
    default:
      return null;
  }
}

/** A business page's status line ("Open now · closes 6:00 pm"); null when the hours are unknown. */
export const statusText = (status: OpeningStatus, texts = ENGLISH_STATUS_TEXTS) => statusLine(status, texts);

/** A card's status line ("Open · closes 6 pm"); null when the hours are unknown. */
export const shortStatusText = (status: OpeningStatus, texts = ENGLISH_STATUS_TEXTS) => statusLine(status, texts, true);

/** A time of day as a card says it, on the language's clock: "10 am" ("10:30 am"), Hindi's "सुबह 10", Hebrew's "10:00". */
export const shortTimeText = (time: string, texts: HoursClock = ENGLISH_CLOCK) => timeText(time, texts, true);

/** "6:00 am–8:00 am, 5:00 pm–7:00 pm" */
const intervalsText = (intervals: HoursInterval[], texts: HoursTexts) =>
  intervals
    .map(({ opens, closes }) => fill(texts.range, { from: timeText(opens, texts), to: timeText(closes, texts) }))
    .join(texts.list);

/** A row of the week's table: "6:00 am–8:00 am, 5:00 pm–7:00 pm", "Open 24 hours" or "Closed". */
export function dayHoursText(day: DayHours, texts = ENGLISH_HOURS_TEXTS): string {
  return day.mode === "24h"
    ? texts.openAllDay
    : day.mode === "hours"
      ? intervalsText(day.intervals, texts)
      : texts.closed;
}

/** The week's table, Monday first: each day's name (Intl's, in the language) and hours; null when they are unknown. */
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
      return fill(texts.holiday, { dates, label });
    case "seasonal":
      return fill(ongoing ? texts.seasonalUntil : texts.seasonal, { label, until, dates });
    case "temporary":
      return fill(ongoing ? texts.temporaryUntil : texts.temporary, { label, until, dates });
    default:
      return fill(texts.special, { dates, label, hours: intervalsText(intervals, texts) });
  }
}
