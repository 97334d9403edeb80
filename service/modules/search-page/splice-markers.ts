// Where a search's results go in the live release's /search page (render.tsx): the search island's slot, as Astro
// writes a React island's children (one <astro-slot>, which React leaves as it is when the island hydrates), and
// the search box's form, which shows what was searched for. The builder checks a release's /search page has both
// before it goes live (service/publish/build/builder.ts), so a change in how Astro writes islands fails the build that
// meets it rather than every search after it.

export const ISLAND_SLOT = /<astro-slot>[\s\S]*?<\/astro-slot>/;
export const SEARCH_FORM = /<form\b[^>]*\brole="search"[^>]*>[\s\S]*?<\/form>/;

/** The markers a /search page lacks, as the error that names them says them; none when results can go in. */
export function missingSpliceMarkers(page: string): string[] {
  return [
    !ISLAND_SLOT.test(page) && "the search island's <astro-slot>…</astro-slot>",
    !SEARCH_FORM.test(page) && 'the search box\'s <form role="search">',
  ].filter((missing) => missing !== false);
}
