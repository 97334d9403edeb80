// The places a traveller saved, on this phone only (IndexedDB): no account, nothing sent. Each record holds what
// /saved lists without opening the page (name, address, phone, the hours its status is worked out from) and the
// files kept for it, so that removing the place removes them (save-place.ts).
import type { OpeningHours } from "../../../../shared/schemas/hours.ts";

export interface SavedPlace {
  /** the business page's path, /business/12: the record's key */
  path: string;
  name: string;
  address: string | null;
  phone: string | null;
  hours: OpeningHours | null;
  /** when it was saved, an ISO instant */
  savedAt: string;
  /** the addresses kept in the saved places' cache for it: its page and its photos' small sizes */
  files: string[];
}

const DATABASE = "saved-places";
const STORE = "places";

let opened: Promise<IDBDatabase> | undefined;

function database(): Promise<IDBDatabase> {
  opened ??= new Promise((resolve, reject) => {
    const request = indexedDB.open(DATABASE, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE, { keyPath: "path" });
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error("IndexedDB did not open"));
  });
  return opened;
}

async function inStore<T>(mode: IDBTransactionMode, act: (store: IDBObjectStore) => IDBRequest<T>): Promise<T> {
  const store = (await database()).transaction(STORE, mode).objectStore(STORE);
  return new Promise((resolve, reject) => {
    const request = act(store);
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error("IndexedDB refused the request"));
  });
}

/** Every saved place, the latest saved first. */
export async function savedPlaces(): Promise<SavedPlace[]> {
  const places = await inStore("readonly", (store) => store.getAll() as IDBRequest<SavedPlace[]>);
  return places.sort((a, b) => b.savedAt.localeCompare(a.savedAt));
}

export const savedPlace = (path: string): Promise<SavedPlace | undefined> =>
  inStore("readonly", (store) => store.get(path) as IDBRequest<SavedPlace | undefined>);

export const putSavedPlace = (place: SavedPlace) => inStore("readwrite", (store) => store.put(place));

export const deleteSavedPlace = (path: string) => inStore("readwrite", (store) => store.delete(path));
