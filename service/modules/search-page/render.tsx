// Puts the first page of a search into the live release's /search page, in place of the prebuilt first page of
// every business: the search island's slot (Astro writes a React island's children into one <astro-slot>), which
// React leaves as it is when the island hydrates. The island reads which search it is from the markup. A release
// whose /search page lacks the slot or the search form does not go live (splice-markers.ts).
import { renderToStaticMarkup } from "react-dom/server";
import { DEFAULT_LANGUAGE, type Language } from "../../../shared/i18n/languages.ts";
import { cardStatusAt, toBusinessCard, type BusinessCardData } from "../../../site/islands/business/BusinessCard.tsx";
import {
  ALL,
  DEFAULT_SEARCH,
  radiusLabel,
  radiusText,
  type SearchParams,
  toSearchQueryString,
} from "../../../site/islands/search/params.ts";
import { RenderedResults } from "../../../site/islands/search/RenderedResults.tsx";
import { ISLAND_SLOT, SEARCH_FORM } from "./splice-markers.ts";

/**
 * React writes a preload for each image it renders eagerly ahead of the markup it renders. In a page's body, just
 * before the images themselves, they find nothing sooner and cost the page's first response bytes.
 */
const LEADING_IMAGE_PRELOADS = /^(?:<link rel="preload" as="image"[^>]*>)+/;

/**
 * `page` with the results of `params`, or null when the page has no place for them (it is then sent as built): a
 * release made before the builder checked its /search page (splice-markers.ts), kept for a rollback.
 */
export function withSearchResults(
  page: string,
  params: SearchParams,
  results: { businesses: readonly BusinessCardData[]; total: number },
  now = new Date(),
  language: Language = DEFAULT_LANGUAGE,
): string | null {
  if (!ISLAND_SLOT.test(page)) return null;
  // each card's status line at this moment, on the business's own clock: the page loads no cards' script for them
  const cards = results.businesses.map((business) => {
    const card = toBusinessCard(business);
    return card.hours ? { ...card, status: cardStatusAt(card.hours, now, language) } : card;
  });
  const rendered = renderToStaticMarkup(
    <RenderedResults params={params} total={results.total} businesses={cards} language={language} />,
  ).replace(LEADING_IMAGE_PRELOADS, "");
  // the box shows what was searched for from the first paint; the island, once it runs, keeps it
  return page
    .replace(SEARCH_FORM, (form) => showingSearch(form, params, language))
    .replace(ISLAND_SLOT, () => `<astro-slot>${rendered}</astro-slot>`)
    .replace(
      LANGUAGE_LINK,
      (_, path: string) => `<a href="${path}?${escapeAttribute(toSearchQueryString(params))}" hreflang=`,
    );
}

/**
 * The search box's form, prebuilt with the defaults, showing `params` as SearchBox renders them: each field's
 * value, the chosen options, "Open now" checked when on, the radius label, and the advanced filters open when one is
 * set.
 */
function showingSearch(form: string, params: SearchParams, language: Language): string {
  const advanced = params.location !== "" || params.radius !== DEFAULT_RADIUS || params.priceRange !== ALL;
  return form
    .replace(elementNamed("input", "q"), (input) => withAttribute(input, "value", params.q))
    .replace(elementNamed("input", "location"), (input) => withAttribute(input, "value", params.location))
    .replace(elementNamed("input", "radius"), (input) =>
      withAttribute(
        withAttribute(input, "value", String(params.radius)),
        "aria-valuetext",
        radiusText(params.radius, language),
      ),
    )
    .replace(
      /(<label\b[^>]*\bdata-radius-label\b[^>]*>)[^<]*/,
      (_, label: string) => label + radiusLabel(params.radius, language),
    )
    .replace(elementNamed("input", "openNow"), (input) => (params.openNow ? checked(input) : input))
    .replace(elementNamed("select", "category"), (select) => withChosenOption(select, params.category))
    .replace(elementNamed("select", "priceRange"), (select) => withChosenOption(select, params.priceRange))
    .replace(/<details(?=[\s>])(?![^>]*\bopen=)/, (details) => (advanced ? `${details} open=""` : details));
}

const DEFAULT_RADIUS = DEFAULT_SEARCH.radius;

/**
 * The language switcher's links to the search page (site/components/LanguageSwitcher.astro): they carry the search, so
 * a reader who switches language sees the same results.
 */
const LANGUAGE_LINK = /<a href="((?:\/h[ie])?\/search)" hreflang=/g;

/** The first `<input>` tag, or whole `<select>` element, named `name`. */
const elementNamed = (tag: "input" | "select", name: string) =>
  tag === "input"
    ? new RegExp(`<input\\b[^>]*\\bname="${name}"[^>]*>`)
    : new RegExp(`<select\\b[^>]*\\bname="${name}"[^>]*>[\\s\\S]*?</select>`);

/** A start tag with the attribute set to `value`, in place when it has one (React renders name and value last). */
function withAttribute(tag: string, attribute: string, value: string): string {
  const written = `${attribute}="${escapeAttribute(value)}"`;
  const existing = new RegExp(`\\s${attribute}="[^"]*"`);
  return existing.test(tag)
    ? tag.replace(existing, () => ` ${written}`)
    : tag.replace(/\/?>$/, (end) => ` ${written}${end}`);
}

/** A checkbox's tag checked, where React writes it: after its name, before its value. */
const checked = (input: string) =>
  /\schecked=/.test(input) ? input : input.replace(/\sname="[^"]*"/, '$& checked=""');

/** A select with `value`'s option chosen; as it was when it has no such option (an unknown category, say). */
function withChosenOption(select: string, value: string): string {
  const option = `<option value="${escapeAttribute(value)}"`;
  if (!select.includes(option)) return select;
  return select.replaceAll(' selected=""', "").replace(option, () => `${option} selected=""`);
}

function escapeAttribute(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}
