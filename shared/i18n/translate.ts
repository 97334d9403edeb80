// The interface text of each language comes from its catalogue, catalogues/<language>/: one JSON file per namespace
// ("layout", "search", "reviews", …), each a flat object of keys. A text may hold {placeholders}; a text that depends on
// a count is an object of Intl.PluralRules categories ("one", "other", and "few", "many", "two", "zero" where the
// language has them). English is the reference: the other catalogues have exactly its keys (catalogues.test.ts).
//
// Browser code imports only the namespaces it shows (`import reviews from "…/catalogues/hi/reviews.json"`), so a
// page ships only the texts it shows.
import { INTL_LOCALES, type Language } from "./languages.ts";

export type PluralText = Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };
export type CatalogueText = string | PluralText;
export type Namespace = Record<string, CatalogueText>;
export type Values = Record<string, string | number>;

/** The form of a text for `count`, its {placeholders} unfilled: a component that wraps one of them in markup. */
export function pluralForm(text: CatalogueText, language: Language, count: number): string {
  return typeof text === "string"
    ? text
    : (text[new Intl.PluralRules(INTL_LOCALES[language]).select(count)] ?? text.other);
}

/** A text with its {placeholders} filled; a plural text picks its form by `values.count`. */
export function fillText(text: CatalogueText, language: Language, values: Values = {}): string {
  const template = pluralForm(text, language, Number(values.count ?? 0));
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

/**
 * A text of a count, in the count's plural form, with {count} written as the language writes numbers: "1,234
 * businesses" ("1,234" is Number.NaN to the plural rules `fillText` reads from `values.count`).
 */
export function fillCount(text: CatalogueText, language: Language, count: number, values: Values = {}): string {
  const written = new Intl.NumberFormat(INTL_LOCALES[language]).format(count);
  return fillText(pluralForm(text, language, count), language, { ...values, count: written });
}

/** `t("key", { count: 3 })` over one namespace of one language's catalogue. */
export function translator<Texts extends Namespace>(texts: Texts, language: Language) {
  return (key: keyof Texts & string, values?: Values) => fillText(texts[key]!, language, values);
}
