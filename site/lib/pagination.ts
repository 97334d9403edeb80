// Prebuilt listings in pages of LISTING_PAGE_SIZE: a category's businesses are static HTML on
// /categories/{slug}, /categories/{slug}/page/2, … with real links between them, so a crawler and a browser
// without JavaScript reach every business.
import { LISTING_PAGE_SIZE } from "../../shared/constants.ts";

export interface ListingPage<Item> {
  /** 1-based */
  page: number;
  pageCount: number;
  /** every item on all pages */
  total: number;
  items: Item[];
}

/** The pages of a list; an empty list still has its first page (which says that nothing was found). */
export function paginate<Item>(items: readonly Item[], pageSize: number = LISTING_PAGE_SIZE): ListingPage<Item>[] {
  const pageCount = Math.max(1, Math.ceil(items.length / pageSize));
  return Array.from({ length: pageCount }, (_, index) => ({
    page: index + 1,
    pageCount,
    total: items.length,
    items: items.slice(index * pageSize, (index + 1) * pageSize),
  }));
}

/** A page number to link, or a gap ("…") between the numbers shown. */
export type PageLink = { page: number; current: boolean } | { gap: true };

/**
 * The numbers a pagination bar shows: the first and last pages, and `around` pages either side of the current
 * one, with a gap where numbers are left out. Every page stays reachable: each links onwards to its neighbours.
 */
export function pageLinks(current: number, pageCount: number, around = 2): PageLink[] {
  const shown = new Set([1, pageCount]);
  for (let page = current - around; page <= current + around; page++) {
    if (page >= 1 && page <= pageCount) shown.add(page);
  }
  const links: PageLink[] = [];
  let previous = 0;
  for (const page of [...shown].sort((a, b) => a - b)) {
    // a gap of one page is shown as that page: "…" would hide no more than the number itself
    if (page - previous === 2) links.push({ page: previous + 1, current: previous + 1 === current });
    else if (page - previous > 2) links.push({ gap: true });
    links.push({ page, current: page === current });
    previous = page;
  }
  return links;
}
