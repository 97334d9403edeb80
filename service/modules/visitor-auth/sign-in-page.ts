// The pages /api/login, the callback and GET /api/logout answer in a browser tab: the providers to choose from
// (what a Sign In button leads to before, or without, the dialog's script), why sign-in cannot go on, or a button
// that signs out; a plain sentence and the way back each time, instead of JSON. They come from the service, so they work before any site build. They name
// the site's icon as the admin app does: without one the browser asks for /favicon.ico and logs its 404.
import { PRODUCT_NAME } from "../../../shared/constants.ts";
import { messagesIn } from "../../../shared/i18n/catalogues.ts";
import { DEFAULT_LANGUAGE, type Language, textDirection } from "../../../shared/i18n/languages.ts";

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

export const SIGN_IN_PROBLEM_TITLE = "Sign-in did not work";
/** The sign-in dialog's title, which the page offering the providers shares. */
export const SIGN_IN_CHOICE_TITLE = `Welcome to ${PRODUCT_NAME}`;

/**
 * What the page offers besides the way back, e.g. "Continue with Google"; without an href it is a plain line. A
 * `post` one is a button posting a form there: what changes state is never a link another site could send.
 */
export interface PageLink {
  href?: string;
  label: string;
  post?: boolean;
}

const LINK_STYLE = "color:#c2410c";
const BUTTON_STYLE =
  "font:inherit;color:#fff;background:#c2410c;border:0;border-radius:.5rem;padding:.5rem 1rem;cursor:pointer";

function offeredMarkup({ href, label, post }: PageLink): string {
  if (href === undefined) return `<p>${escapeHtml(label)}</p>`;
  if (post) {
    return `<form method="post" action="${escapeHtml(href)}"><button type="submit" style="${BUTTON_STYLE}">${escapeHtml(label)}</button></form>`;
  }
  return `<p><a href="${escapeHtml(href)}" style="${LINK_STYLE}">${escapeHtml(label)}</a></p>`;
}

/** The page, its texts given in `language` (a public form's answer speaks the language of the page it was on). */
export function signInPage(
  title: string,
  message: string,
  backPath: string,
  links: PageLink[] = [],
  language: Language = DEFAULT_LANGUAGE,
): string {
  const offered = links.map(offeredMarkup).join("");
  const back = messagesIn(language, "forms")("backToSite", { product: PRODUCT_NAME });
  return `<!doctype html>
<html lang="${language}"${textDirection(language) === "rtl" ? ' dir="rtl"' : ""}>
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(title)} · ${PRODUCT_NAME}</title>
<link rel="icon" href="/favicon.svg" type="image/svg+xml"></head>
<body style="font-family:system-ui,sans-serif;max-width:36rem;margin:4rem auto;padding:0 1rem;color:#1c1917;line-height:1.5">
<main><h1>${escapeHtml(title)}</h1><p>${escapeHtml(message)}</p>${offered}
<p><a href="${escapeHtml(backPath)}" style="${LINK_STYLE}">${escapeHtml(back)}</a></p></main>
</body>
</html>
`;
}
