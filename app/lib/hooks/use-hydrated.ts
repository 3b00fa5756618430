import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/**
 * False while React hydrates the prerendered HTML, true ever after (and at once on a client-side
 * navigation). State the prerendered page could not know, such as the URL's query string, waits
 * for it, so that the first client render matches the HTML exactly.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
