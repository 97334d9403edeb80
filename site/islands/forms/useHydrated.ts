import { useSyncExternalStore } from "react";

const subscribeToNothing = () => () => {};

/**
 * False in the server-rendered HTML and during hydration, true once the island runs: a form leaves the browser's
 * own checks on until then, as it is a plain HTML form until then.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}
