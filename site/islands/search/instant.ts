// Instant text matches from the Pagefind index the build writes next to the pages. It is loaded
// on first use, at runtime (it is not part of the bundle), and a site built without it simply
// shows no instant matches.
import { useEffect, useState } from "react";

/** The part of Pagefind's browser API these matches use. */
interface PagefindModule {
  search(term: string): Promise<{ results: { id: string; data(): Promise<PagefindPage> }[] }>;
}
interface PagefindPage {
  url: string;
  meta: { title?: string };
}

export interface InstantMatch {
  url: string;
  title: string;
}

const PAGEFIND_URL = "/pagefind/pagefind.js";
const MATCH_LIMIT = 5;
const TYPING_PAUSE_MS = 150;

let pagefind: Promise<PagefindModule | null> | undefined;

function loadPagefind(): Promise<PagefindModule | null> {
  pagefind ??= import(/* @vite-ignore */ PAGEFIND_URL).then(
    (module: PagefindModule) => module,
    () => null,
  );
  return pagefind;
}

async function findMatches(term: string): Promise<InstantMatch[]> {
  const index = await loadPagefind();
  if (!index) return [];
  const { results } = await index.search(term);
  const pages = await Promise.all(results.slice(0, MATCH_LIMIT).map((result) => result.data()));
  return pages.map((page) => ({ url: page.url, title: page.meta.title ?? page.url }));
}

/** Matches for the text being typed, after a short pause; empty for blank text or without an index. */
export function useInstantMatches(term: string): InstantMatch[] {
  const [matches, setMatches] = useState<InstantMatch[]>([]);
  useEffect(() => {
    const text = term.trim();
    if (!text) {
      setMatches([]);
      return;
    }
    let current = true;
    const timer = setTimeout(() => {
      findMatches(text).then(
        (found) => current && setMatches(found),
        () => current && setMatches([]),
      );
    }, TYPING_PAUSE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [term]);
  return matches;
}
