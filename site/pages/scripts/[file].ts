// The island runtime as a file of the release (site/lib/island-runtime.ts), under a name that changes with it.
import type { APIRoute, GetStaticPaths } from "astro";
import { ISLAND_RUNTIME_FILE, ISLAND_RUNTIME_SCRIPT } from "../../lib/island-runtime.ts";

export const getStaticPaths = (() => [{ params: { file: ISLAND_RUNTIME_FILE } }]) satisfies GetStaticPaths;

export const GET: APIRoute = () =>
  new Response(ISLAND_RUNTIME_SCRIPT, { headers: { "content-type": "text/javascript; charset=utf-8" } });
