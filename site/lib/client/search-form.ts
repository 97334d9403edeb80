// The search box where it is plain HTML (home and category pages, no React): the radius label follows the
// slider, and the GET to /search carries only what narrows the search, as the search page writes its URL.
import { fromSearchParams, radiusLabel, radiusText, toSearchQueryString } from "../../islands/search/params.ts";

export function setUpSearchForms(): void {
  for (const form of document.querySelectorAll<HTMLFormElement>('form[role="search"]')) {
    form.addEventListener("input", (event) => {
      const slider = event.target;
      if (!(slider instanceof HTMLInputElement) || slider.name !== "radius") return;
      const radius = Number(slider.value);
      const label = form.querySelector("[data-radius-label]");
      if (label) label.textContent = radiusLabel(radius);
      slider.setAttribute("aria-valuetext", radiusText(radius));
    });
    form.addEventListener("formdata", ({ formData }) => {
      // a search form has no file inputs: every value is text
      const sent = new URLSearchParams([...formData].map(([key, value]) => [key, value as string]));
      const tidy = new URLSearchParams(toSearchQueryString(fromSearchParams(sent)));
      for (const key of [...new Set(formData.keys())]) formData.delete(key);
      for (const [key, value] of tidy) formData.append(key, value);
    });
  }
}
