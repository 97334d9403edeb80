// Opening hours of the demo listings, as such places in Rishikesh keep them: yoga classes early morning and evening,
// meditation halls and ashrams in two sittings, cafés from 8 am, shops from 10 am with a day off, stays with a
// reception open round the clock. Dated exceptions are placed from the day the seed runs, so the demo always has
// coming ones: festivals on their real dates (FESTIVAL_DATES), the monsoon's closure in the coming or current
// monsoon, and closures named for what they are, a few days or weeks ahead.
import type { DayHours, OpeningHoursInput, Weekday } from "../../../shared/schemas/hours.ts";
import { WEEKDAYS } from "../../../shared/schemas/hours.ts";

/**
 * The dates of the festivals the demo's exceptions follow, per year. Both move with the lunar calendar; they were
 * worked out with the astronomy-engine package for Rishikesh: Diwali is the day whose evening falls in the new-moon
 * tithi (amavasya) of the month of Ashvin (amanta), Ganga Dussehra the day whose sunrise falls in the tenth tithi of
 * the bright half of Jyeshtha (of the extra Jyeshtha in a year that has one, as in 2026). The same rules give the
 * published dates of 2015 to 2026 (e.g. Diwali 20 Oct 2025 and 8 Nov 2026, Ganga Dussehra 5 Jun 2025 and
 * 25 May 2026). Past the table's last year the seed names such an exception for what it is, without a festival.
 */
export const FESTIVAL_DATES = {
  Diwali: [
    "2025-10-20",
    "2026-11-08",
    "2027-10-29",
    "2028-10-17",
    "2029-11-05",
    "2030-10-26",
    "2031-11-14",
    "2032-11-02",
    "2033-10-22",
    "2034-11-10",
    "2035-10-30",
  ],
  "Ganga Dussehra": [
    "2025-06-05",
    "2026-05-25",
    "2027-06-13",
    "2028-06-02",
    "2029-06-21",
    "2030-06-11",
    "2031-06-01",
    "2032-06-18",
    "2033-06-07",
    "2034-05-27",
    "2035-06-15",
  ],
} as const;
export type Festival = keyof typeof FESTIVAL_DATES;

/** A calendar day ("YYYY-MM-DD") moved by some days. */
export function addDays(date: string, days: number): string {
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
}

/** The date of a festival that has not ended by `today` (it lasts `days`), or undefined past the table. */
export function nextFestival(festival: Festival, today: string, days = 1): string | undefined {
  return FESTIVAL_DATES[festival].find((date) => addDays(date, days - 1) >= today);
}

/** The first day of the monsoon's rafting closure (1 July to 30 September) that has not ended by `today`. */
export function nextMonsoon(today: string): { startsOn: string; endsOn: string } {
  const year = Number(today.slice(0, 4));
  const thisYear = { startsOn: `${year}-07-01`, endsOn: `${year}-09-30` };
  return today <= thisYear.endsOn ? thisYear : { startsOn: `${year + 1}-07-01`, endsOn: `${year + 1}-09-30` };
}

const closed: DayHours = { mode: "closed", intervals: [] };
const allDay: DayHours = { mode: "24h", intervals: [] };
/** Open in the given intervals: `open("06:00-08:00", "17:00-19:00")`. */
function open(...intervals: string[]): DayHours {
  return {
    mode: "hours",
    intervals: intervals.map((interval) => {
      const [opens, closes] = interval.split("-") as [string, string];
      return { opens, closes };
    }),
  };
}
/** The same hours every day, but for the days named. */
function week(every: DayHours, days: Partial<Record<Weekday, DayHours>> = {}): DayHours[] {
  return WEEKDAYS.map((day) => days[day] ?? every);
}
const stay = (): OpeningHoursInput => ({ weekly: week(allDay) });

/** What the demo hours are placed from: the seed's day on Rishikesh's calendar. */
export interface SeedDay {
  /** "YYYY-MM-DD" */
  today: string;
}

/**
 * Each demo listing's hours, by name. `weekly: null` is a listing whose hours are not known (a monthly gathering
 * whose nights follow the moon). Every listing of DEMO_BUSINESSES has an entry (seed.test.ts checks it).
 */
export const DEMO_HOURS: Record<string, (day: SeedDay) => OpeningHoursInput> = {
  // Yoga & Meditation
  "Ganga Prana Yoga Shala": () => ({
    weekly: week(open("06:30-08:30", "17:00-18:30"), { sunday: open("07:00-09:00") }),
  }),
  // the split-day meditation hall: a morning and an evening sitting
  "Himalayan Stillness Meditation Hall": () => ({ weekly: week(open("06:00-08:00", "17:00-19:00")) }),
  "Riverside Hatha Collective": () => ({
    weekly: week(open("07:00-09:00", "16:30-18:30"), { friday: open("07:00-09:00", "16:30-20:00"), sunday: closed }),
  }),
  // Mysore rooms rest on Saturdays
  "Sunrise Ashtanga Rishikesh": () => ({ weekly: week(open("05:30-09:30"), { saturday: closed }) }),
  "Nada Breath & Kirtan Studio": () => ({ weekly: week(open("17:00-21:00"), { monday: closed }) }),

  // Ayurveda & Healing
  "Dhanvantari Ayurveda Kendra": () => ({ weekly: week(open("09:00-13:00", "15:00-18:00"), { sunday: closed }) }),
  "Tulsi Leaf Panchakarma Retreat": stay,
  "Singing Bowl Sound Healing Room": () => ({ weekly: week(open("10:00-19:00"), { monday: closed }) }),
  "Marma Touch Therapy": () => ({ weekly: week(open("10:00-20:00")) }),
  "Nadi Vaidya Pulse Clinic": () => ({ weekly: week(open("08:00-12:30", "16:00-19:00"), { sunday: closed }) }),

  // Stays & Retreats: reception round the clock, but for the ashram's gate
  "Parvat Vista Boutique Stay": stay,
  "Saffron Door Guesthouse": stay,
  "Shanti Kutir Ashram Rooms": () => ({ weekly: week(open("05:30-12:00", "15:00-22:00")) }),
  "Forest Edge Retreat Camp": stay,
  "Cedar & Stone Wellness Resort": stay,

  // Mystic Experiences
  // special hours on Ganga Dussehra: a dawn walk as well, and a longer evening
  "Triveni Aarti Circle Walks": ({ today }) => {
    const dussehra = nextFestival("Ganga Dussehra", today);
    const festival = dussehra ?? addDays(today, 45);
    return {
      weekly: week(open("17:00-19:30")),
      exceptions: [
        {
          kind: "special",
          label: dussehra ? "Ganga Dussehra" : "Extended hours",
          startsOn: festival,
          endsOn: festival,
          intervals: [
            { opens: "05:00", closes: "09:00" },
            { opens: "16:00", closes: "21:00" },
          ],
        },
      ],
    };
  },
  "Jyotish Bhavan Vedic Astrology": ({ today }) => ({
    weekly: week(open("10:00-13:00", "16:00-19:00"), { tuesday: closed }),
    exceptions: [
      {
        kind: "holiday",
        label: "Family wedding",
        startsOn: addDays(today, 10),
        endsOn: addDays(today, 12),
      },
    ],
  }),
  "Sacred Caves & Temples Day Trips": () => ({ weekly: week(open("05:00-20:00")) }),
  "Agni Havan Fire Ceremony House": () => ({ weekly: week(open("06:00-10:00", "17:00-19:00")) }),
  // hours not known: it sits on full-moon and new-moon nights only
  "Moonlight Ghat Meditation": () => ({ weekly: null }),

  // Adventure & Exploration: the river closes to rafting for the monsoon
  "White Water Wallahs Rafting": ({ today }) => ({
    weekly: week(open("08:00-17:00")),
    exceptions: [{ kind: "seasonal", label: "the monsoon", ...nextMonsoon(today) }],
  }),
  "Garhwal Ridge Trekking Co.": () => ({ weekly: week(open("09:00-19:00")) }),
  "Riverbend Beach Camp": ({ today }) => ({
    weekly: week(allDay),
    exceptions: [{ kind: "seasonal", label: "the monsoon", ...nextMonsoon(today) }],
  }),
  "Valley Flyer Zipline": () => ({ weekly: week(open("09:00-17:30")) }),
  // temporarily closed, reopening on a given day
  "Pedal Himalaya Cycle Tours": ({ today }) => ({
    weekly: week(open("06:00-18:00"), { monday: closed }),
    exceptions: [
      { kind: "temporary", label: "Fleet servicing", startsOn: addDays(today, -4), endsOn: addDays(today, 9) },
    ],
  }),

  // Eat & Unwind
  "The Sattvic Spoon": () => ({ weekly: week(open("07:30-15:00", "18:00-21:30")) }),
  "Rooftop Chai Ghar": () => ({ weekly: week(open("07:00-21:00")) }),
  "Little Lotus Juice Bar": () => ({ weekly: week(open("08:00-18:00")) }),
  // the café open 8 am to 10 pm
  "Bansuri Riverside Café": () => ({ weekly: week(open("08:00-22:00")) }),
  "Mountain Millet Kitchen": () => ({ weekly: week(open("11:00-15:30", "19:00-22:00"), { monday: closed }) }),

  // Local Essentials
  "Trusty Wheels Scooter Rental": () => ({ weekly: week(open("08:00-20:00")) }),
  // the taxi desk answers day and night
  "Ganga Valley Taxi Service": () => ({ weekly: week(allDay) }),
  "Jhula Medical & Pharmacy": () => ({ weekly: week(open("08:00-23:00")) }),
  "Fresh Fold Laundry": () => ({ weekly: week(open("09:00-19:00"), { sunday: closed }) }),
  "Pilgrim Forex & SIM Point": () => ({ weekly: week(open("10:00-21:00"), { tuesday: closed }) }),
  // the shop closed for Diwali: the festival's day and the two after it
  "Kailash Handloom & Rudraksha Store": ({ today }) => {
    const diwali = nextFestival("Diwali", today, 3);
    return {
      weekly: week(open("10:00-21:00"), { tuesday: closed }),
      exceptions: [
        diwali
          ? { kind: "holiday", label: "Diwali", startsOn: diwali, endsOn: addDays(diwali, 2) }
          : { kind: "holiday", label: "Holiday", startsOn: addDays(today, 30), endsOn: addDays(today, 32) },
      ],
    };
  },

  // Events & Gatherings
  // the evening kirtan that runs past midnight
  "Ganga Kirtan Nights": () => ({
    weekly: week(closed, {
      monday: open("20:00-01:00"),
      wednesday: open("20:00-01:00"),
      friday: open("20:00-01:00"),
      saturday: open("20:00-01:00"),
    }),
  }),
  // monthly, on the full-moon night: not a week's hours
  "Full Moon Satsang Garden": () => ({ weekly: null }),
  // five days each spring, from the first of March; closed the rest of the year
  "Rishikesh Conscious Arts Festival": ({ today }) => {
    const year = Number(today.slice(0, 4));
    const startsOn = today <= `${year}-03-05` ? `${year}-03-01` : `${year + 1}-03-01`;
    return {
      weekly: week(closed),
      exceptions: [
        {
          kind: "special",
          label: "Festival days",
          startsOn,
          endsOn: addDays(startsOn, 4),
          intervals: [{ opens: "09:00", closes: "23:00" }],
        },
      ],
    };
  },
  "Ecstatic Dance by the Ganga": () => ({ weekly: week(closed, { sunday: open("15:00-18:00") }) }),
  "Sunday Sangha Workshops": () => ({ weekly: week(closed, { sunday: open("09:30-13:30") }) }),

  // Courses & Certifications
  "Anahata School of Yoga Teachers": () => ({ weekly: week(open("07:00-19:00")) }),
  "Charaka Institute of Ayurvedic Studies": () => ({
    weekly: week(open("09:00-17:00"), { saturday: open("09:00-13:00"), sunday: closed }),
  }),
  "Devavani Sanskrit Pathshala": () => ({
    weekly: week(open("17:30-20:00"), { saturday: closed, sunday: closed }),
  }),
  "Raga River Music School": () => ({ weekly: week(open("10:00-13:00", "16:00-20:00"), { monday: closed }) }),
  "Soma Reiki & Energy Training": () => ({
    weekly: week(closed, { saturday: open("10:00-17:00"), sunday: open("10:00-17:00") }),
  }),
};
