// The web app manifest (site/lib/app-manifest.ts), linked from every page's head.
import type { APIRoute } from "astro";
import { APP_MANIFEST } from "../lib/app-manifest.ts";

export const GET: APIRoute = () =>
  new Response(JSON.stringify(APP_MANIFEST), { headers: { "content-type": "application/manifest+json" } });
