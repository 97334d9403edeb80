// Instant text matches from the Pagefind index the build writes next to the pages. It is loaded
// on first use, at runtime (it is not part of the bundle), and a site built without it simply
// shows no instant matches.
import { useEffect, useState } from "react";
import type { Language } from "../../../shared/i18n/languages.ts";

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

const pagefind: Partial<Record<Language, Promise<PagefindModule | null>>> = {};

/**
 * Pagefind for the page's language: its index is split by the pages' <html lang> (issue 47), and it searches the one
 * of the page it runs in. `language` is where the page's language reaches Pagefind; an option telling it which index,
 * or a fallback to English's, belongs here.
 */
function loadPagefind(language: Language): Promise<PagefindModule | null> {
  pagefind[language] ??= import(/* @vite-ignore */ PAGEFIND_URL).then(
    (module: PagefindModule) => module,
    () => null,
  );
  return pagefind[language];
}

async function findMatches(term: string, language: Language): Promise<InstantMatch[]> {
  const index = await loadPagefind(language);
  if (!index) return [];
  const { results } = await index.search(term);
  const pages = await Promise.all(results.slice(0, MATCH_LIMIT).map((result) => result.data()));
  return pages.map((page) => ({ url: page.url, title: page.meta.title ?? page.url }));
}

/** Matches for the text being typed, in the page's language, after a short pause; empty for blank text or without an index. */
export function useInstantMatches(term: string, language: Language): InstantMatch[] {
  const [matches, setMatches] = useState<InstantMatch[]>([]);
  useEffect(() => {
    const text = term.trim();
    if (!text) {
      setMatches([]);
      return;
    }
    let current = true;
    const timer = setTimeout(() => {
      findMatches(text, language).then(
        (found) => current && setMatches(found),
        () => current && setMatches([]),
      );
    }, TYPING_PAUSE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [term, language]);
  return matches;
}
