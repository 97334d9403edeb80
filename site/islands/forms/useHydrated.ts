import { useSyncExternalStore } from "react";

const subscribeToNothing = () => () => {};

/**
 * False in the server-rendered HTML and during hydration, true once the island runs. Forms keep
 * their submit button disabled until then, so a click before hydration cannot send the form as a
 * plain page request that drops what was typed.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}
