// The Content-Security-Policy, in one place for the site's build and the service. Astro writes each public page's
// policy into the page's <meta http-equiv> (these directives, with the hashes of the page's own inline scripts and
// styles); the service sends the admin app's and the API's as a header (service/security-headers.ts), and on every
// response the directives a <meta> cannot carry (frame-ancestors).

/**
 * What every page and the admin app may load: their own origin only, except images, which owners and admins give as
 * web addresses. No plugins, no <base> redirecting relative links, forms post only here.
 */
export const CSP_DIRECTIVES = [
  "default-src 'self'",
  "img-src 'self' data: https: http:",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
] as const;

/** Scripts come from this origin (or are hashed inline); Pagefind's search compiles WebAssembly. */
export const CSP_SCRIPT_SOURCES = ["'self'", "'wasm-unsafe-eval'"] as const;

/**
 * Style sheets come from this origin (or are hashed inline). A style attribute in the markup (a category's colour)
 * can run no script, so attributes are allowed inline.
 */
export const CSP_STYLE_ATTRIBUTE_SOURCE = "'unsafe-inline'";
