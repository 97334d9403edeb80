// The scripts Astro bundles from components (the header's menus, the home search form) are enhancements: nothing
// on the first screen waits for them. Requested from <head> as Astro writes them, they and the chunks they import
// (three round trips deep for the header) were fetched before the first paint, and a slow phone painted a second
// later for it. The build writes each as a marker instead (site/middleware.ts), and the head script imports them
// once the parsed page has painted. (Lighthouse at a slow phone's profile: `npm run bench`.)
import { FIRST_PAINT_EVENT, PAINTED_ATTRIBUTE } from "./first-paint-signal.ts";

/**
 * Marks a bundled module the page imports after its first paint: an empty <template>, which may stand wherever
 * Astro put the script (in <body> as often as in <head>) and which the browser neither shows nor fetches.
 */
export const MODULE_MARKER_ATTRIBUTE = "data-module-after-first-paint";

export const afterFirstPaintMarker = (src: string) => `<template ${MODULE_MARKER_ATTRIBUTE}="${src}"></template>`;

/** `html` with its bundled module scripts turned into markers (see the head script's part below). */
export function deferModuleScripts(html: string): string {
  return html.replace(/<script type="module" src="(\/_astro\/[^"]+\.js)"><\/script>/g, (_, src: string) =>
    afterFirstPaintMarker(src),
  );
}

/**
 * The head script's part that imports the marked modules and signals the first paint to the page's own code
 * (first-paint-signal.ts), once the page is parsed and its first contentful paint has been reported. Where paints
 * are not reported (an older browser, a tab loading in the background) it goes by the load event, and 3 s after it
 * if a report never comes.
 */
export const IMPORT_AFTER_FIRST_PAINT_SCRIPT =
  "(function(){var painted=false,parsed=false,done=false;" +
  "function go(){if(done||!painted||!parsed)return;done=true;" +
  `document.querySelectorAll("template[${MODULE_MARKER_ATTRIBUTE}]").forEach(function(t){import(t.getAttribute("${MODULE_MARKER_ATTRIBUTE}"))});` +
  `document.documentElement.setAttribute("${PAINTED_ATTRIBUTE}","");document.dispatchEvent(new Event("${FIRST_PAINT_EVENT}"))}` +
  "function paint(){painted=true;go()}" +
  'var reported=typeof PerformanceObserver!=="undefined"&&(PerformanceObserver.supportedEntryTypes||[]).indexOf("paint")>=0;' +
  'if(reported)new PerformanceObserver(function(list,observer){if(list.getEntriesByName("first-contentful-paint").length){' +
  'observer.disconnect();paint()}}).observe({type:"paint",buffered:true});' +
  'addEventListener("load",function(){if(!reported||document.visibilityState==="hidden")paint();else setTimeout(paint,3000)});' +
  'document.addEventListener("DOMContentLoaded",function(){parsed=true;go()})})()';
