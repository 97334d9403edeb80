// The service worker at the site's root (its scope is the whole site): one line that imports the worker Vite bundles
// (site/lib/client/offline/service-worker.ts) under a name that changes with its code, so that a release with a new
// worker serves a new /sw.js and browsers install it.
import type { APIRoute } from "astro";
import workerScript from "../lib/client/offline/service-worker.ts?worker&url";

export const GET: APIRoute = () =>
  new Response(`importScripts(${JSON.stringify(workerScript)})`, {
    headers: { "content-type": "text/javascript; charset=utf-8" },
  });
