// The search box where it is plain HTML: on the home and category pages (no React), and on the search page until its
// island runs. The GET to /search carries only what narrows the search, as the search page writes its URL; where no
// island draws the box, the radius label follows the slider.
import { fromSearchParams, radiusLabel, radiusText, toSearchQueryString } from "../../islands/search/params.ts";
import { documentLanguage } from "./document-language.ts";

const searchForms = () => document.querySelectorAll<HTMLFormElement>('form[role="search"]');

/** The search forms' plain submissions send only what narrows the search (a submission React handles sends none). */
export function tidySearchSubmissions(): void {
  for (const form of searchForms()) {
    form.addEventListener("formdata", ({ formData }) => {
      // a search form has no file inputs: every value is text
      const sent = new URLSearchParams([...formData].map(([key, value]) => [key, value as string]));
      const tidy = new URLSearchParams(toSearchQueryString(fromSearchParams(sent)));
      for (const key of [...new Set(formData.keys())]) formData.delete(key);
      for (const [key, value] of tidy) formData.append(key, value);
    });
  }
}

/** Search forms no island draws: the radius label follows the slider, and submissions are tidy. */
export function setUpSearchForms(): void {
  const language = documentLanguage();
  for (const form of searchForms()) {
    form.addEventListener("input", (event) => {
      const slider = event.target;
      if (!(slider instanceof HTMLInputElement) || slider.name !== "radius") return;
      const radius = Number(slider.value);
      const label = form.querySelector("[data-radius-label]");
      if (label) label.textContent = radiusLabel(radius, language);
      slider.setAttribute("aria-valuetext", radiusText(radius, language));
    });
  }
  tidySearchSubmissions();
}
