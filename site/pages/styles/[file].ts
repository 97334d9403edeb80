// The whole stylesheet as a file of the release (site/lib/site-stylesheet.ts), under a name that changes with it.
import type { APIRoute, GetStaticPaths } from "astro";
import { SITE_STYLESHEET_CSS, SITE_STYLESHEET_FILE } from "../../lib/site-stylesheet.ts";

export const getStaticPaths = (() => [{ params: { file: SITE_STYLESHEET_FILE } }]) satisfies GetStaticPaths;

export const GET: APIRoute = () =>
  new Response(SITE_STYLESHEET_CSS, { headers: { "content-type": "text/css; charset=utf-8" } });
