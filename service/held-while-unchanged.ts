// What the service holds in memory while content stays the same (the hours every open-now filter asks about, the
// geography every walking distance needs): read once per content version, which every content change on this
// instance or another moves on (read-cache.ts, contentVersion), and read again after.
import type { Database } from "./db/client.ts";
import type { ReadCache } from "./read-cache.ts";

/**
 * A holder of one value: `held(key, read)` answers what was read for `key` while the key stays the same, and reads
 * again when it changes. A failed read is not held, so the next call reads again.
 */
export function holdForLatestKey<T>() {
  let kept: { key: string | number; value: Promise<T> } | undefined;
  return function held(key: string | number, read: () => Promise<T>): Promise<T> {
    if (kept?.key !== key) {
      const value = read();
      kept = { key, value };
      value.catch(() => {
        if (kept?.value === value) kept = undefined;
      });
    }
    return kept.value;
  };
}

/**
 * The one `create(db, contentVersion)` of an app, shared by the routes that need it: keyed by the app's read cache
 * (or its database when it has none, and then given no content version: each call reads again).
 */
export function onePerApp<T>(create: (db: Database, contentVersion?: () => number) => T) {
  const made = new WeakMap<object, T>();
  return ({ db, readCache }: { db: Database; readCache?: ReadCache }): T => {
    const owner = readCache ?? db;
    let one = made.get(owner);
    if (!one) {
      one = create(db, readCache && (() => readCache.contentVersion()));
      made.set(owner, one);
    }
    return one;
  };
}
