// A text in the page's language with the names in it kept as they are written (a landmark's, a brand's) marked
// translate="no": components/AsWritten.astro for the islands and the cards. On an English page it is the text alone.
import { apartFromNames, type Language } from "../../shared/i18n/languages.ts";

export function AsWritten({
  text,
  names,
  language,
}: {
  text: string;
  /** the names as they appear in the text */
  names: readonly (string | null | undefined)[];
  language: Language;
}) {
  return apartFromNames(text, names, language).map((part, index) =>
    index % 2 === 1 ? (
      <span key={index} translate="no">
        {part}
      </span>
    ) : (
      part
    ),
  );
}
