// The scripts a page fetches when someone first uses what they serve: the sign-in dialog, the search forms' script,
// Near me and Map. Imported through this module, itself fetched at that first use, the modules each of them imports
// are listed here rather than in the scripts every page loads: such lists cost those scripts a few hundred bytes, and
// a page's JavaScript on load has a budget of 6 KB (docs/measurements.md, "Languages"). The price is one more request
// at the first use.
export const signInDialog = () => import("../../islands/sign-in/open.tsx");
export const searchForms = () => import("./search-form.ts");
export const resultsTools = () => import("./results-tools.ts");
