// The search box of spec section 2: free text, category, "Open now" (issue 41), and collapsible advanced filters.
// Without a handler it goes to /search; the search page passes one and keeps the person on the page.
// It is plain HTML first: the home and category pages render it without hydrating it (a GET form to /search,
// the advanced filters a <details>), and only the search page's island brings React to it.
import { useEffect, useId, useRef, useState, type SubmitEvent } from "react";
import { SEARCH_RADIUS, SEARCH_TEXT_MAX_LENGTH, TEXT_LIMITS } from "../../shared/constants.ts";
import { DEFAULT_LANGUAGE, type Language, localizedPath } from "../../shared/i18n/languages.ts";
import { LOCALITIES } from "../../shared/localities.ts";
import { controlClass, primaryButtonClass } from "./forms/classes.ts";
import { formTexts } from "./forms/validate.ts";
import { ChevronDownIcon, SearchIcon, SlidersIcon } from "../../shared/ui/icons.tsx";
import {
  ALL,
  DEFAULT_SEARCH,
  fromSearchParams,
  OPEN_NOW_VALUE,
  radiusLabel,
  radiusText,
  toSearchQueryString,
  toSearchUrl,
  type SearchParams,
} from "./search/params.ts";
import { priceFilters, searchTexts } from "./search/texts.ts";

export type { SearchParams } from "./search/params.ts";

export interface SearchBoxProps {
  /** the page's: the box's words, and the search it goes to (/hi/search) */
  language?: Language;
  /** each category's name in the page's language; `lang` "en" where it is the English (choiceName, lib/translated.ts) */
  categories: { slug: string; name: string; lang?: "en" }[];
  initial?: Partial<SearchParams>;
  onSearch?: (params: SearchParams) => void;
  /** called as the free text changes, before any search is submitted (instant matches) */
  onQueryChange?: (q: string) => void;
}

const hasAdvancedFilters = (params: SearchParams) =>
  params.location !== "" || params.radius !== SEARCH_RADIUS.default || params.priceRange !== ALL;

/** The search a search box's form shows: what was typed or picked, whether React has hydrated it or not. */
export const readSearchForm = (form: HTMLFormElement) => fromSearchParams(new URLSearchParams(formTexts(form)));

export default function SearchBox({
  language = DEFAULT_LANGUAGE,
  categories,
  initial,
  onSearch,
  onQueryChange,
}: SearchBoxProps) {
  const t = searchTexts(language);
  const [params, setParams] = useState<SearchParams>({ ...DEFAULT_SEARCH, ...initial });
  const [advancedOpen, setAdvancedOpen] = useState(() => hasAdvancedFilters(params));
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);

  // Someone may type or pick before the island hydrates (React replays an early submit afterwards):
  // what the form shows is the search, not the defaults it was rendered with.
  useEffect(() => {
    const shown = readSearchForm(formRef.current!);
    if (toSearchQueryString(shown) !== toSearchQueryString(params)) setParams(shown);
  }, []); // once, at hydration

  const update = <Key extends keyof SearchParams>(key: Key, value: SearchParams[Key]) =>
    setParams((current) => ({ ...current, [key]: value }));

  function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const search = readSearchForm(event.currentTarget);
    setParams(search);
    if (onSearch) onSearch(search);
    else window.location.assign(toSearchUrl(search, language));
  }

  return (
    // action and names make the form work as a plain GET to /search before (or without) JavaScript
    <form
      ref={formRef}
      role="search"
      aria-label={t("formLabel")}
      action={localizedPath("/search", language)}
      onSubmit={submit}
      className="w-full rounded-2xl bg-white p-4 shadow-lg ring-1 ring-stone-200 sm:p-5"
    >
      <div className="flex flex-col gap-3 md:flex-row">
        <div className="relative flex-1">
          <label htmlFor={`${id}-q`} className="sr-only">
            {t("query")}
          </label>
          <SearchIcon
            className="pointer-events-none absolute top-1/2 inset-s-3 -translate-y-1/2 text-stone-500"
            size={18}
          />
          <input
            id={`${id}-q`}
            type="search"
            name="q"
            maxLength={SEARCH_TEXT_MAX_LENGTH}
            autoComplete="off"
            placeholder={t("query")}
            value={params.q}
            onChange={(event) => {
              update("q", event.target.value);
              onQueryChange?.(event.target.value);
            }}
            className={`${controlClass} ps-10`}
          />
        </div>
        <div className="md:w-56">
          <label htmlFor={`${id}-category`} className="sr-only">
            {t("category")}
          </label>
          <select
            id={`${id}-category`}
            name="category"
            value={params.category}
            onChange={(event) => update("category", event.target.value)}
            className={controlClass}
          >
            <option value={ALL}>{t("allCategories")}</option>
            {categories.map((category) => (
              <option key={category.slug} value={category.slug} lang={category.lang}>
                {category.name}
              </option>
            ))}
          </select>
        </div>
        {/* a filter of its own, not among the advanced ones: a traveller asks it first. Sent as openNow=true when
        checked, and not at all when not (the default is left out of the URL) */}
        <label className="flex cursor-pointer items-center gap-2 rounded-lg border border-stone-300 bg-white px-3 py-2 font-medium whitespace-nowrap text-stone-900 has-checked:border-orange-700 has-checked:bg-orange-50">
          <input
            type="checkbox"
            name="openNow"
            value={OPEN_NOW_VALUE}
            checked={params.openNow}
            onChange={(event) => update("openNow", event.target.checked)}
            className="size-4 accent-orange-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-orange-700"
          />
          {t("openNow")}
        </label>
        <button type="submit" className={primaryButtonClass}>
          <SearchIcon size={18} />
          {` ${t("submit")}`}
        </button>
      </div>

      <details
        open={advancedOpen}
        onToggle={(event) => setAdvancedOpen(event.currentTarget.open)}
        className="group mt-3"
      >
        <summary className="inline-flex cursor-pointer list-none items-center gap-2 rounded text-sm font-medium text-orange-800 hover:text-orange-900 focus-visible:ring-2 focus-visible:ring-orange-700 focus-visible:outline-none [&::-webkit-details-marker]:hidden">
          <SlidersIcon />
          {` ${t("advancedFilters")}`}
          <ChevronDownIcon className="transition group-open:rotate-180" />
        </summary>

        <div className="mt-3 grid gap-4 border-t border-stone-200 pt-4 md:grid-cols-3">
          <div>
            <label htmlFor={`${id}-location`} className="mb-1 block text-sm font-medium text-stone-800">
              {t("nearLocation")}
            </label>
            <input
              id={`${id}-location`}
              name="location"
              maxLength={TEXT_LIMITS.line}
              list={`${id}-localities`}
              placeholder={t("locationExample")}
              value={params.location}
              onChange={(event) => update("location", event.target.value)}
              className={controlClass}
            />
            <datalist id={`${id}-localities`}>
              {LOCALITIES.map((locality) => (
                <option key={locality.name} value={locality.name} />
              ))}
            </datalist>
          </div>
          <div>
            <label htmlFor={`${id}-radius`} className="mb-1 block text-sm font-medium text-stone-800" data-radius-label>
              {radiusLabel(params.radius, language)}
            </label>
            <input
              id={`${id}-radius`}
              name="radius"
              type="range"
              min={SEARCH_RADIUS.min}
              max={SEARCH_RADIUS.max}
              step={SEARCH_RADIUS.step}
              value={params.radius}
              aria-valuetext={radiusText(params.radius, language)}
              onChange={(event) => update("radius", Number(event.target.value))}
              className="mt-2 w-full accent-orange-700"
            />
          </div>
          <div>
            <label htmlFor={`${id}-price`} className="mb-1 block text-sm font-medium text-stone-800">
              {t("priceRange")}
            </label>
            <select
              id={`${id}-price`}
              name="priceRange"
              value={params.priceRange}
              onChange={(event) => update("priceRange", event.target.value as SearchParams["priceRange"])}
              className={controlClass}
            >
              <option value={ALL}>{t("anyPrice")}</option>
              {priceFilters(language).map((filter) => (
                <option key={filter.value} value={filter.value}>
                  {filter.label}
                </option>
              ))}
            </select>
          </div>
        </div>
      </details>
    </form>
  );
}
