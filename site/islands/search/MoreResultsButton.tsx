// The search island's "Show more businesses" button. The first page of a search comes with a prebuilt copy
// (RenderedResults), shown until the island has taken over (global.css): the island hydrates only when someone
// engages with it, and a press before then is remembered for it (site/lib/client/engaged-directive.ts). The island
// then shows its own, which loads the next page. The prebuilt /search also carries an inert copy (SearchScreen.astro),
// so the button's rules are among the page's own whatever the first page holds.
import { PRESS_REMEMBERED_ATTRIBUTE } from "../../lib/client/engaged-directive.ts";
import type { Language } from "../../../shared/i18n/languages.ts";
import { primaryButtonClass } from "../forms/classes.ts";
import { searchTexts } from "./texts.ts";

/** Set on what holds the prebuilt results once the island shows its own button: global.css hides the prebuilt one. */
export const ISLAND_TOOK_OVER_ATTRIBUTE = "data-island-took-over";

export function MoreResultsButton({
  language,
  loading,
  onClick,
  prebuilt = false,
}: {
  language: Language;
  loading: boolean;
  onClick?: () => void;
  /** the copy in the page's HTML, pressed before the island runs */
  prebuilt?: boolean;
}) {
  const t = searchTexts(language);
  return (
    <div className="mt-8 text-center" {...(prebuilt ? { [PRESS_REMEMBERED_ATTRIBUTE]: "" } : {})}>
      <button type="button" onClick={onClick} disabled={loading} className={primaryButtonClass}>
        {t(loading ? "loading" : "showMore")}
      </button>
    </div>
  );
}
