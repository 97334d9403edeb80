// A quiet line at the top of an English page, in the visitor's own language, offering the same page in it: "הדף הזה
// קיים גם בעברית. לקריאה בעברית · לא, תודה". Imported only when the browser asks for Hindi or Hebrew before English
// (language-preference.ts); "No, thanks" is remembered (localStorage) and the line never comes back.
import he from "../../../shared/i18n/catalogues/he/language.json";
import hi from "../../../shared/i18n/catalogues/hi/language.json";
import { textDirection } from "../../../shared/i18n/languages.ts";
import { enableFullStylesheet } from "./full-stylesheet.ts";

const TEXTS = { hi, he };

/** The page's address in `language`, as its head names it (hreflang); none for a page made in English only. */
function pageAddressIn(language: "hi" | "he"): string | undefined {
  const alternate = document.querySelector<HTMLLinkElement>(`link[rel="alternate"][hreflang="${language}"]`);
  // the head names the public origin; the page may be read at another (a preview, a test's port)
  return alternate ? new URL(alternate.href).pathname + location.search : undefined;
}

/** Shows the line offering the page in `language`; its "No, thanks" calls `dismissed` (which remembers it). */
export async function offerPageIn(language: "hi" | "he", dismissed: () => void): Promise<void> {
  const main = document.getElementById("main");
  const address = pageAddressIn(language);
  if (!main || address === undefined || document.querySelector("[data-language-hint]")) return;
  const texts = TEXTS[language];
  // the line's classes are the whole sheet's, not the page's own rules
  await enableFullStylesheet();
  const line = document.createElement("div");
  line.dataset.languageHint = "";
  line.lang = language;
  line.dir = textDirection(language);
  line.className = "border-b border-orange-200 bg-orange-50";
  const inner = document.createElement("p");
  inner.className =
    "mx-auto flex max-w-7xl flex-wrap items-center gap-x-3 gap-y-1 px-4 py-2 text-sm text-stone-800 sm:px-6";
  const link = document.createElement("a");
  link.href = address;
  link.hreflang = language;
  link.className = "font-semibold text-orange-800 underline hover:text-orange-900";
  link.textContent = texts.suggestionLink;
  const dismiss = document.createElement("button");
  dismiss.type = "button";
  dismiss.className = "text-stone-600 underline hover:text-stone-900";
  dismiss.textContent = texts.dismiss;
  dismiss.addEventListener("click", () => {
    dismissed();
    line.remove();
  });
  inner.append(texts.suggestion, " ", link, " ", dismiss);
  line.append(inner);
  main.prepend(line);
}
