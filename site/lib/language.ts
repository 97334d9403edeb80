// A public page's language (issue 47). Every page lives under site/pages/[...lang]/: its getStaticPaths returns each
// page once per language, with `lang` undefined for English (today's addresses) and "hi" or "he" for the prefixed
// ones. A component reads the language from the page's address, so nothing passes it down; an island is handed it as
// a prop, since it renders in the browser too.
import type { AstroGlobal } from "astro";
import { DEFAULT_LANGUAGE, LANGUAGES, type Language, splitLanguage } from "../../shared/i18n/languages.ts";

/** The language of the page being rendered, read from its address. */
export function pageLanguage(astro: Pick<AstroGlobal, "url">): Language {
  return splitLanguage(astro.url.pathname).language;
}

/** The `lang` route parameter of a language: none for English, whose pages keep their unprefixed addresses. */
export function languageParam(language: Language): string | undefined {
  return language === DEFAULT_LANGUAGE ? undefined : language;
}

/** getStaticPaths for a page made once per language, from the same props: `{ params: { lang }, props: { language } }`. */
export function inEveryLanguage<Params extends object, Props extends object>(
  pages: readonly { params: Params; props: Props }[],
) {
  return LANGUAGES.flatMap((language) =>
    pages.map((page) => ({
      params: { ...page.params, lang: languageParam(language) },
      props: { ...page.props, language },
    })),
  );
}

/** getStaticPaths for a page with nothing but its language: /about, /hi/about, /he/about. */
export function languagePaths() {
  return inEveryLanguage([{ params: {}, props: {} }]);
}
