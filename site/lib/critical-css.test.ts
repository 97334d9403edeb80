import { describe, expect, it } from "vitest";
import {
  criticalCssFor,
  markupNames,
  rulesUsedBy,
  wholeSheet,
  withInlineRules,
  withoutStylesOnlyMarkup,
} from "./critical-css.ts";

const sheet = [
  "@layer theme{:root{--color-orange-700:#c2410c;--color-rose-700:#be123c;--font-sans:system-ui;--default-font-family:var(--font-sans)}}",
  "body{font-family:var(--default-font-family)}",
  ".text-orange-700{color:var(--color-orange-700)}",
  ".line-clamp-2{-webkit-line-clamp:2;-webkit-box-orient:vertical;display:-webkit-box;overflow:hidden}",
  ".shadow-sm{--tw-shadow:0 1px 3px var(--tw-shadow-color,#0000001a);box-shadow:var(--tw-shadow)}",
  '@property --tw-shadow{syntax:"*";inherits:false;initial-value:0 0 #0000}',
  '@property --tw-shadow-color{syntax:"*";inherits:false}',
  '@property --tw-blur{syntax:"*";inherits:false}',
  "@layer properties{@supports ((-webkit-hyphens:none)) and (not (margin-trim:block)){*,:before,:after{--tw-shadow:0 0 #0000;--tw-shadow-color:initial;--tw-blur:initial}}}",
  "@supports (display:grid){.grid-if-supported{display:grid}}",
  "@layer base{*,:after{box-sizing:border-box}h1,h2{font-size:inherit}table{border-collapse:collapse}}",
  "::-webkit-datetime-edit-day-field{padding-block:0}::file-selector-button{margin-inline-end:4px}::placeholder{opacity:1}",
  ".flex{display:flex}",
  ".hidden{display:none}",
  "@media (width>=48rem){.md\\:grid{display:grid}}",
  ":is(:where(.group):hover .group-hover\\:underline){text-decoration:underline}",
  "html.js [data-tabs] [role=tabpanel]:not([data-selected]){display:none}",
  "dialog.drawer{margin:0}",
  "#main:focus{outline:none}",
  ".w-\\[calc\\(100\\%-1rem\\)\\]{width:calc(100% - 1rem)}",
].join("");

const used = (html: string) => rulesUsedBy(sheet, markupNames(html));

describe("the stylesheet rules a page uses", () => {
  it("keeps the rules of classes in the markup and drops the others", () => {
    const rules = used('<div class="flex"><h1>Hi</h1></div>');
    expect(rules).toContain(".flex{display:flex}");
    expect(rules).not.toContain(".hidden");
  });

  it("keeps a responsive variant inside its media query only when the markup uses it", () => {
    expect(used('<div class="md:grid"></div>')).toMatch(/@media \(width>=48rem\)\{\.md\\:grid\{display:grid\}\}/);
    expect(used('<div class="flex"></div>')).not.toContain("md\\:grid");
  });

  it("keeps element rules for elements in the markup and universal rules always", () => {
    const rules = used("<h2>Title</h2>");
    expect(rules).toContain("h1,h2{font-size:inherit}");
    expect(rules).not.toContain("table");
    expect(rules).toContain("box-sizing:border-box");
  });

  it("keeps only the theme variables the kept rules read, following one variable's read of another", () => {
    const rules = used('<body><p class="text-orange-700">Aarti</p></body>');
    expect(rules).toContain("--color-orange-700:#c2410c");
    expect(rules).not.toContain("--color-rose-700");
    // body reads --default-font-family, which reads --font-sans
    expect(rules).toContain("--default-font-family:var(--font-sans)");
    expect(rules).toContain("--font-sans:system-ui");
    expect(used("<p>Aarti</p>")).not.toMatch(/--font-sans|--color-orange-700/);
  });

  it("keeps properties lightningcss does not know, which it calls custom like variables", () => {
    expect(used('<p class="line-clamp-2">Aarti</p>')).toContain("-webkit-line-clamp:2");
  });

  it("gives every browser the initial values of the variables the kept rules read, in place of their registrations", () => {
    const rules = used('<div class="shadow-sm grid-if-supported"></div>');
    expect(rules).toContain("@layer properties{*,:before,:after{--tw-shadow:0 0 #0000;--tw-shadow-color:initial}}");
    expect(rules).not.toContain("@property");
    expect(rules).not.toContain("--tw-blur");
    // an @supports holding anything else stays
    expect(rules).toContain("@supports (display:grid){.grid-if-supported{display:grid}}");
    expect(used('<div class="flex"></div>')).not.toMatch(/@property|--tw-shadow/);
  });

  it("keeps the base rules for a form control's parts only when an input of a type that has them is in the markup", () => {
    const rules = used('<input type="text" placeholder="Name"><button type="submit">Send</button>');
    expect(rules).toContain("::placeholder{opacity:1}");
    expect(rules).not.toMatch(/datetime-edit|file-selector-button/);
    expect(used('<input type="date">')).toContain("::-webkit-datetime-edit-day-field{padding-block:0}");
    expect(used('<input type="file">')).toContain("::file-selector-button{margin-inline-end:4px}");
  });

  it("gives pages with inputs of other types the same rules", () => {
    const rulesFor = criticalCssFor(sheet);
    expect(rulesFor('<input type="text">')).toBe(rulesFor('<input type="email">'));
    expect(rulesFor('<input type="text">')).not.toBe(rulesFor('<input type="date">'));
  });

  it("keeps a group variant when the markup has both the group and the utility", () => {
    expect(used('<a class="group"><span class="group-hover:underline">x</span></a>')).toContain("underline");
    expect(used('<span class="group-hover:underline">x</span>')).not.toContain("underline");
  });

  it("counts the js class the head script sets before the first paint", () => {
    expect(used('<html><div data-tabs><div role="tabpanel"></div></div></html>')).toContain("[data-selected]");
  });

  it("matches element, id and entity-encoded class names", () => {
    expect(used('<dialog class="drawer"></dialog>')).toContain("dialog.drawer");
    expect(used("<dialog></dialog>")).not.toContain("dialog.drawer");
    expect(used('<main id="main"></main>')).toContain("#main:focus");
    expect(used('<div class="w-[calc(100%-1rem)]"></div>')).toContain("calc(100% - 1rem)");
  });

  it("gives pages that use the same names the same rules", () => {
    const rulesFor = criticalCssFor(sheet);
    const first = rulesFor('<div class="flex">One</div>');
    expect(rulesFor('<p class="flex">Another page</p>')).toBe(first);
    expect(rulesFor('<p class="hidden">A third</p>')).not.toBe(first);
  });
});

describe("the whole sheet", () => {
  it("registers no variables, giving every browser their initial values as the pages' inline rules do", () => {
    const whole = wholeSheet(sheet);
    expect(whole).not.toContain("@property");
    expect(whole).toContain(
      "@layer properties{*,:before,:after{--tw-shadow:0 0 #0000;--tw-shadow-color:initial;--tw-blur:initial}}",
    );
    // everything else stays, unread variables and rules no page uses included
    expect(whole).toContain("--color-rose-700:#be123c");
    expect(whole).toContain(".hidden{display:none}");
    expect(whole).toContain("@supports (display:grid){.grid-if-supported{display:grid}}");
  });
});

describe("a page with its rules inline", () => {
  const page = "<html><head><title>A page</title></head><body></body></html>";

  it("carries its rules in <head> and links the whole sheet disabled", () => {
    const rules = ".flex{display:flex}";
    const html = withInlineRules(page, rules, "/styles/site.abc.css");
    expect(html).toContain(
      `<style>${rules}</style><link rel="stylesheet" href="/styles/site.abc.css" disabled data-full-stylesheet></head>`,
    );
  });

  it("keeps the rules of styles-only markup and leaves the markup out of the page it sends", () => {
    const html =
      '<body><p class="flex">Found</p><template data-styles-only><p class="hidden">None</p></template></body>';
    expect(used(html)).toContain(".hidden{display:none}");
    expect(withoutStylesOnlyMarkup(html)).toBe('<body><p class="flex">Found</p></body>');
  });

  it("inserts rules holding $ signs as they are", () => {
    expect(withInlineRules(page, ".a{content:'$&'}", "/s.css")).toContain("<style>.a{content:'$&'}</style>");
  });
});
