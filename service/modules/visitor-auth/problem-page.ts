// The page a visitor lands on when sign-in cannot go on: a plain sentence and the way back, instead of
// JSON in a browser tab. It comes from the service, so it works before any site build.
import { PRODUCT_NAME } from "../../../shared/constants.ts";

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

export const SIGN_IN_PROBLEM_TITLE = "Sign-in did not work";

/** A link the page offers besides the way back, e.g. "Continue with Google". */
export interface PageLink {
  href: string;
  label: string;
}

export function signInProblemPage(message: string, backPath: string, links: PageLink[] = []): string {
  const offered = links
    .map(({ href, label }) => `<p><a href="${escapeHtml(href)}" style="color:#c2410c">${escapeHtml(label)}</a></p>`)
    .join("");
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${SIGN_IN_PROBLEM_TITLE} · ${PRODUCT_NAME}</title></head>
<body style="font-family:system-ui,sans-serif;max-width:36rem;margin:4rem auto;padding:0 1rem;color:#1c1917;line-height:1.5">
<main><h1>${SIGN_IN_PROBLEM_TITLE}</h1><p>${escapeHtml(message)}</p>${offered}
<p><a href="${escapeHtml(backPath)}" style="color:#c2410c">Back to ${PRODUCT_NAME}</a></p></main>
</body>
</html>
`;
}
