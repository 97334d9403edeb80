import type { APIRoute } from "astro";
import { renderRobots } from "../lib/sitemap.ts";
import { loadSnapshot } from "../lib/snapshot.ts";

export const GET: APIRoute = () =>
  new Response(renderRobots(loadSnapshot().siteUrl), { headers: { "Content-Type": "text/plain; charset=utf-8" } });
