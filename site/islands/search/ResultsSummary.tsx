// The count line and the empty state of a listing (spec: Search), shared by the search island and the
// prebuilt category pages, so both read the same.
import { formatNumber } from "../../../shared/i18n/format.ts";
import { DEFAULT_LANGUAGE, type Language, localizedPath } from "../../../shared/i18n/languages.ts";
import { asWritten } from "../../../shared/i18n/languages.ts";
import { around, countForm, searchTexts } from "./texts.ts";

/**
 * "Found N businesses", or "Found N businesses open now" when the search asks only for open ones (it holds for the
 * moment it was made), then the query: "Found 3 businesses open now for "yoga"", and how they are ordered when walks
 * are measured from somewhere: ", nearest on foot first". The number is in bold, in the plural form of the language.
 */
export function CountLine({
  language,
  total,
  q = "",
  openNow = false,
  near = "",
}: {
  language: Language;
  total: number;
  q?: string;
  openNow?: boolean;
  near?: string;
}) {
  const t = searchTexts(language);
  const form = countForm(language, openNow ? "foundOpenNow" : "found", total);
  const [before, after] = around(form, "count");
  const [beforeQuery, afterQuery] = around(t("foundFor"), "q");
  return (
    <>
      {before}
      {form.includes("{count}") && (
        <span className="font-semibold text-stone-900">{formatNumber(total, language)}</span>
      )}
      {after}
      {q &&
        (language === DEFAULT_LANGUAGE ? (
          t("foundFor", { q })
        ) : (
          <>
            {beforeQuery}
            <span {...asWritten(language)}>{q}</span>
            {afterQuery}
          </>
        ))}
      {near && total > 1 && t("nearestFirst")}
    </>
  );
}

export function EmptyState({ language }: { language: Language }) {
  const t = searchTexts(language);
  const [before, after] = around(t("noResultsHint"), "link");
  return (
    <div className="rounded-2xl border border-dashed border-stone-300 bg-white px-6 py-12 text-center">
      <p className="text-lg font-semibold text-stone-900">{t("noResults")}</p>
      <p className="mt-2 text-stone-700">
        {before}
        <a
          href={localizedPath("/categories", language)}
          className="font-medium text-orange-800 underline hover:text-orange-900"
        >
          {t("browseCategories")}
        </a>
        {after}
      </p>
    </div>
  );
}
