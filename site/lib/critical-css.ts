// Each page inlines only the rules of the site's stylesheet its own markup can use, so its first paint needs one
// round trip and no stylesheet request (the whole sheet was 8.2 KB gzip in every page; a page's rules are 5.6-6.6:
// docs/measurements.md, "First paint and page weight"). The whole sheet comes when the page may need it
// (site/lib/client/full-stylesheet.ts), for what islands and scripts show later: error messages, opened menus,
// results of another search.
import { type ReturnedRule, type Rule, type SelectorComponent, transform } from "lightningcss";
import { SIGNED_IN_HINT_CLASS } from "./client/current-user.ts";
import { SEARCH_PENDING_CLASS } from "./inline-scripts.ts";

/** Classes the page's inline scripts put on <html> before the first paint (site/lib/inline-scripts.ts). */
const CLASSES_SET_BEFORE_PAINT = ["js", SEARCH_PENDING_CLASS, SIGNED_IN_HINT_CLASS];

/** The class names, ids, element names and input types a page's markup holds, templates included. */
export function markupNames(html: string): Set<string> {
  const names = new Set<string>(CLASSES_SET_BEFORE_PAINT.map((name) => `.${name}`));
  // It runs for every page of a build, so two plain patterns with exec (one pattern with an alternative, or
  // matchAll's arrays, cost twice the time), and a class attribute's value is split once a build: pages repeat them.
  const tags = /<([a-zA-Z][a-zA-Z0-9-]*)/g;
  for (let match = tags.exec(html); match; match = tags.exec(html)) names.add(match[1]!.toLowerCase());
  const attributes = /\s(class|id|type)="([^"]*)"/g;
  for (let match = attributes.exec(html); match; match = attributes.exec(html)) {
    const [, attribute, value] = match as unknown as [string, string, string];
    if (attribute === "id") names.add(`#${decodeEntities(value)}`);
    else if (attribute === "type") names.add(`[type=${value.toLowerCase()}]`);
    else for (const name of classNamesOf(value)) names.add(name);
  }
  return names;
}

/** A class attribute's names as markupNames gives them (".name"); a build's pages share a few hundred values. */
const classNamesByValue = new Map<string, string[]>();
const CLASS_VALUES_KEPT = 20_000;

function classNamesOf(value: string): string[] {
  let classNames = classNamesByValue.get(value);
  if (classNames === undefined) {
    classNames = value
      .split(/\s+/)
      .filter(Boolean)
      .map((name) => `.${decodeEntities(name)}`);
    // a page's own values (a name in a class) must not grow it without end in the warm build process
    if (classNamesByValue.size >= CLASS_VALUES_KEPT) classNamesByValue.clear();
    classNamesByValue.set(value, classNames);
  }
  return classNames;
}

const DATE_AND_TIME_TYPES = ["date", "datetime-local", "month", "time", "week"];
/**
 * The parts of a form control only some input types have, and those types: Tailwind's base styles reset them all
 * (a dozen date-field parts among them), and a page whose inputs have none of these types needs none of it.
 */
const INPUT_TYPES_OF_PART: Record<string, string[]> = {
  "file-selector-button": ["file"],
  "-webkit-inner-spin-button": ["number"],
  "-webkit-outer-spin-button": ["number"],
  "-webkit-search-decoration": ["search"],
  "-webkit-date-and-time-value": DATE_AND_TIME_TYPES,
  "-webkit-calendar-picker-indicator": DATE_AND_TIME_TYPES,
};

function inputTypesOfPart(component: SelectorComponent): string[] | undefined {
  if (component.type !== "pseudo-element") return undefined;
  const name = component.kind === "custom" ? (component as { name: string }).name : component.kind;
  return name.startsWith("-webkit-datetime-edit") ? DATE_AND_TIME_TYPES : INPUT_TYPES_OF_PART[name];
}

/** Class names such as `w-[calc(100%&#39;…)]` or `aria-[sort=ascending]:…` reach the markup entity-encoded. */
function decodeEntities(text: string): string {
  if (!text.includes("&")) return text;
  return text.replace(/&(amp|quot|#39|#x27|lt|gt);/g, (_, entity: string) =>
    entity === "amp" ? "&" : entity === "quot" ? '"' : entity === "lt" ? "<" : entity === "gt" ? ">" : "'",
  );
}

/**
 * Whether a selector could match in a page whose markup holds `names`: each class, id and element it requires is
 * there, and the input type a form control's part needs. Attributes, states and other pseudo-elements are not judged (they may change after the first paint); of
 * :is/:where/:has alternatives one must be possible; :not() requires nothing.
 */
function mayMatch(selector: SelectorComponent[], names: Set<string>): boolean {
  return selector.every((component) => {
    switch (component.type) {
      case "class":
        return names.has(`.${component.name}`);
      case "id":
        return names.has(`#${component.name}`);
      case "type":
        return names.has(component.name.toLowerCase());
      case "pseudo-class": {
        const alternatives = alternativesOf(component);
        return alternatives === undefined || alternatives.some((alternative) => mayMatch(alternative, names));
      }
      case "pseudo-element": {
        const types = inputTypesOfPart(component);
        return types === undefined || types.some((type) => names.has(`[type=${type}]`));
      }
      default:
        return true;
    }
  });
}

/** The selectors inside :is(), :where(), :any() and :has(); :not() and other states require nothing. */
function alternativesOf(component: SelectorComponent): SelectorComponent[][] | undefined {
  if (component.type !== "pseudo-class" || !["is", "where", "any", "has"].includes(component.kind)) return undefined;
  const selectors = (component as { selectors?: SelectorComponent[][] | null }).selectors;
  return Array.isArray(selectors) ? selectors : undefined;
}

/**
 * The rules of `css` that the markup holding `names` can use, with only the custom properties those rules read
 * (see withoutUnreadVariables); other at-rules (keyframes, media queries of kept rules) are kept.
 */
export function rulesUsedBy(css: string, names: Set<string>): string {
  const { code } = transform({
    filename: "site.css",
    code: Buffer.from(css),
    minify: true,
    visitor: {
      Rule: {
        style(rule) {
          // undefined keeps the rule as it is
          return rule.value.selectors.some((selector) => mayMatch(selector, names)) ? undefined : [];
        },
      },
    },
  });
  return withoutUnreadVariables(code.toString());
}

const CUSTOM_PROPERTY_DEFINITION = /(--[\w-]+):((?:[^;}"]|"[^"]*")*)/g;
const VARIABLE_READ = /var\(\s*(--[\w-]+)/g;

/** The custom properties `css` reads: var() outside definitions, and what the definitions of those read in turn. */
function variablesRead(css: string): Set<string> {
  const readsOf = new Map<string, string[]>();
  for (const [, name, value] of css.matchAll(CUSTOM_PROPERTY_DEFINITION)) {
    const reads = [...value!.matchAll(VARIABLE_READ)].map(([, read]) => read!);
    readsOf.set(name!, [...(readsOf.get(name!) ?? []), ...reads]);
  }
  const pending = [...css.replace(CUSTOM_PROPERTY_DEFINITION, "").matchAll(VARIABLE_READ)].map(([, read]) => read!);
  const read = new Set<string>();
  for (let name = pending.pop(); name !== undefined; name = pending.pop()) {
    if (read.has(name)) continue;
    read.add(name);
    pending.push(...(readsOf.get(name) ?? []));
  }
  return read;
}

/**
 * `css` without the custom properties it never reads: theme variables, the @property registrations of utilities'
 * variables and their fallback for browsers without @property. They were a third of a page's inline rules; the
 * whole sheet brings them all when a page enables it. The registrations it keeps give way to that fallback (see
 * initialValuesForAll): the same initial values, as one rule instead of one at-rule each, 0.3 KB brotli a page
 * (docs/measurements.md, "First paint and page weight").
 */
function withoutUnreadVariables(css: string): string {
  const read = variablesRead(css);
  const { code } = transform({
    filename: "site.css",
    code: Buffer.from(css),
    minify: true,
    visitor: {
      Declaration: {
        // lightningcss calls every property it does not know "custom" (-webkit-line-clamp too): only --names go
        custom: (property) => (!property.name.startsWith("--") || read.has(property.name) ? undefined : []),
      },
      Rule: WITHOUT_REGISTRATIONS,
    },
  });
  return code.toString();
}

/** Drops the @property registrations and gives every element their initial values instead (initialValuesForAll). */
const WITHOUT_REGISTRATIONS = { property: () => [], supports: initialValuesForAll };

/**
 * The whole sheet as pages enable it: without @property registrations, as their inline rules are (see
 * withoutUnreadVariables). A sheet that registers properties makes the browser compute every element's style again
 * when it arrives, with the registered ones among them: on the home page, at 4x CPU, 256 ms against 115 without them
 * (median of five Chromium traces: docs/measurements.md), a long task that cost Lighthouse's blocking time.
 */
export function wholeSheet(css: string): string {
  const { code } = transform({
    filename: "site.css",
    code: Buffer.from(css),
    minify: true,
    visitor: { Rule: WITHOUT_REGISTRATIONS },
  });
  return code.toString();
}

/**
 * Tailwind registers its utilities' variables (--tw-shadow and the like) with @property, for their initial values,
 * and gives browsers without @property the same values in `@layer properties`, inside an @supports that only those
 * browsers pass. Taken out of that @supports, the block gives every browser the values, on every element, in the
 * lowest layer: what the registrations did for the rules a page inlines. Other @supports rules stay as they are.
 */
function initialValuesForAll(rule: Extract<Rule, { type: "supports" }>): ReturnedRule[] | undefined {
  const onlyTailwindVariables = rule.value.rules.every(
    (inner) =>
      inner.type === "style" &&
      inner.value.declarations?.declarations?.every(
        (declaration) => declaration.property === "custom" && declaration.value.name.startsWith("--tw-"),
      ),
  );
  return onlyTailwindVariables ? rule.value.rules : undefined;
}

/**
 * Marks markup a page does not show, there only so that its rules are among the page's inline ones: what an island
 * adds as it hydrates, before the whole stylesheet may be enabled (site/components/StylesOnly.astro).
 */
export const STYLES_ONLY_ATTRIBUTE = "data-styles-only";
const STYLES_ONLY_MARKUP = new RegExp(`<template ${STYLES_ONLY_ATTRIBUTE}(?:="")?>[\\s\\S]*?</template>`, "g");

/**
 * `html` without its styles-only markup (which holds no <template> of its own), once its rules are worked out: nothing
 * reads it after, and every byte counts where a page is just short of a second round trip on a slow phone.
 */
export function withoutStylesOnlyMarkup(html: string): string {
  return html.replace(STYLES_ONLY_MARKUP, "");
}

/**
 * `html` with `rules` inline and the whole sheet at `stylesheetHref` linked disabled: not fetched until a script
 * enables it. The page's policy lists the rules' hash once its markup is final (site/lib/page-policy.ts).
 */
export function withInlineRules(html: string, rules: string, stylesheetHref: string): string {
  const head = `<style>${rules}</style><link rel="stylesheet" href="${stylesheetHref}" disabled data-full-stylesheet>`;
  return html.replace("</head>", () => `${head}</head>`);
}

/** The CSS names (see markupNames) a stylesheet's selectors mention: only these tell two pages' needs apart. */
function namesInSelectors(css: string): Set<string> {
  const names = new Set<string>();
  const collect = (selector: SelectorComponent[]) => {
    for (const component of selector) {
      if (component.type === "class") names.add(`.${component.name}`);
      else if (component.type === "id") names.add(`#${component.name}`);
      else if (component.type === "type") names.add(component.name.toLowerCase());
      else if (component.type === "pseudo-element")
        inputTypesOfPart(component)?.forEach((t) => names.add(`[type=${t}]`));
      else alternativesOf(component)?.forEach(collect);
    }
  };
  transform({
    filename: "site.css",
    code: Buffer.from(css),
    visitor: { Rule: { style: (rule) => void rule.value.selectors.forEach(collect) } },
  });
  return names;
}

/**
 * Rewrites pages to inline the part of `css` each uses. Pages of one kind use the same names, so the rules are
 * worked out once per set of names: a build of 20,000 pages filters the sheet a few dozen times.
 */
export function criticalCssFor(css: string) {
  // in the sheet's order, so that a page's names are a key without sorting them
  const namesInSheet = [...namesInSelectors(css)];
  const byNames = new Map<string, string>();
  return (html: string): string => {
    const inPage = markupNames(html);
    const used = namesInSheet.filter((name) => inPage.has(name));
    const key = used.join(" ");
    let rules = byNames.get(key);
    if (rules === undefined) {
      rules = rulesUsedBy(css, new Set(used));
      byNames.set(key, rules);
    }
    return rules;
  };
}
