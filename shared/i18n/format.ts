// Numbers, dates, times and prices as each language writes them (`Intl`): Hindi keeps India's grouping (1,00,000)
// with Latin digits, as Hindi print and signage in Rishikesh mostly do; Hebrew writes Israel's conventions.
import { INTL_LOCALES, type Language } from "./languages.ts";

export function formatNumber(value: number, language: Language): string {
  return new Intl.NumberFormat(INTL_LOCALES[language]).format(value);
}

/** A price in rupees, without paise: ₹1,500. */
export function formatRupees(value: number, language: Language): string {
  return new Intl.NumberFormat(INTL_LOCALES[language], {
    style: "currency",
    currency: "INR",
    maximumFractionDigits: 0,
  }).format(value);
}

/** A calendar date (stored in UTC) in words: "28 November 2026", "28 नवंबर 2026", "28 בנובמבר 2026". */
export function formatLongDate(iso: string, language: Language): string {
  return new Intl.DateTimeFormat(INTL_LOCALES[language], { dateStyle: "long", timeZone: "UTC" }).format(new Date(iso));
}

/** A distance in whole kilometres, as the search's radius says it: "5 km", "5 कि॰मी॰", "5 ק״מ". */
export function formatKilometres(value: number, language: Language): string {
  return new Intl.NumberFormat(INTL_LOCALES[language], { style: "unit", unit: "kilometer" }).format(value);
}
