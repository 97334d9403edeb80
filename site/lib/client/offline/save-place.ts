// Saving a place and removing it, imported when someone presses Save: the business page goes into the saved
// places' cache with its photos' smallest size and the scripts and stylesheet it names, its details into IndexedDB.
// The page is read as the visitor would get it now (through the worker, from the network), so what is kept is the
// release that is live, with that release's own files.
import type { OpeningHours } from "../../../../shared/schemas/hours.ts";
import { MEDIA_PATH_PREFIX } from "../../../../shared/media.ts";
import { HOURS_ATTRIBUTE } from "../status-line.ts";
import { keepAssetsOf, pruneAssets, SAVED_AT_HEADER, SAVED_CACHE } from "./caches.ts";
import { deleteSavedPlace, putSavedPlace, type SavedPlace, savedPlace } from "./saved-places.ts";

/** What the img elements ask for: a photo kept under its address answers them whatever format it came in. */
const IMAGE_ACCEPT = "image/avif,image/webp,image/*,*/*;q=0.8";

/** The smallest width of each content photo a page shows (its srcset's first), as the page names them. */
export function smallPhotosOf(page: Document): string[] {
  const photos = new Set<string>();
  for (const image of page.querySelectorAll("img[srcset]")) {
    const candidates = image
      .getAttribute("srcset")!
      .split(",")
      .map((candidate) => candidate.trim().split(/\s+/))
      .filter(([url]) => url?.startsWith(MEDIA_PATH_PREFIX))
      .map(([url, width]) => ({ url: url!, width: Number.parseInt(width ?? "", 10) || Infinity }))
      .sort((a, b) => a.width - b.width);
    if (candidates[0]) photos.add(candidates[0].url);
  }
  return [...photos];
}

/** What /saved lists of a business page, read from the page itself. */
export function placeOnPage(page: Document, path: string): Omit<SavedPlace, "savedAt" | "files"> {
  const text = (selector: string) => page.querySelector(selector)?.textContent?.trim() || null;
  const hours = page.querySelector(`[${HOURS_ATTRIBUTE}]`)?.getAttribute(HOURS_ATTRIBUTE);
  return {
    path,
    name: text("h1") ?? path,
    address: text("aside address"),
    phone: text('aside a[href^="tel:"]'),
    hours: hours ? (JSON.parse(hours) as OpeningHours) : null,
  };
}

/**
 * Saves the business page at `path`: its page, photos and assets in the caches, its details in IndexedDB; asks the
 * browser to keep this site's storage when it would evict it. Throws when the page cannot be fetched.
 */
export async function savePlace(path: string): Promise<SavedPlace> {
  const response = await fetch(path);
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  const html = await response.clone().text();
  const page = new DOMParser().parseFromString(html, "text/html");
  const saved = await caches.open(SAVED_CACHE);
  const savedAt = new Date().toISOString();
  const headers = new Headers(response.headers);
  headers.set(SAVED_AT_HEADER, savedAt);
  await saved.put(path, new Response(html, { headers }));
  const photos = smallPhotosOf(page);
  await Promise.all(
    photos.map(async (photo) => {
      const image = await fetch(photo, { headers: { accept: IMAGE_ACCEPT } }).catch(() => null);
      if (image?.ok) await saved.put(photo, image);
    }),
  );
  await keepAssetsOf(html);
  const place: SavedPlace = { ...placeOnPage(page, path), savedAt, files: [path, ...photos] };
  await putSavedPlace(place);
  await navigator.storage?.persist?.().catch(() => false);
  return place;
}

/** Removes the place at `path` and the files kept for it, and the assets no other kept page needs. */
export async function removePlace(path: string): Promise<void> {
  const place = await savedPlace(path);
  await deleteSavedPlace(path);
  const saved = await caches.open(SAVED_CACHE);
  await Promise.all((place?.files ?? [path]).map((file) => saved.delete(file, { ignoreVary: true })));
  await pruneAssets();
}

/**
 * A Save button pressed: saves the place at `path`, or removes it when the button (aria-pressed) says it is saved,
 * and shows the outcome with `show` (what it was, if that failed).
 */
export async function toggleSaved(button: HTMLButtonElement, path: string, show: (isSaved: boolean) => void) {
  const isSaved = button.getAttribute("aria-pressed") === "true";
  button.disabled = true;
  try {
    if (isSaved) await removePlace(path);
    else await savePlace(path);
    show(!isSaved);
  } catch {
    show(isSaved);
  } finally {
    button.disabled = false;
  }
}
