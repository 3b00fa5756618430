import { startTransition, useEffect, useState } from "react";

/** Whether the root has hydrated this document: components mounted after that start hydrated. */
let documentHydrated = false;

/** Called by the root once the page has hydrated and rendered what waited for it. */
export function markDocumentHydrated(): void {
  documentHydrated = true;
}

/**
 * False while React hydrates the prerendered HTML (and on the server), true ever after, and at once
 * for a component mounted by a client-side navigation. State the prerendered page could not know,
 * such as the URL's query string, waits for it, so that the first client render matches the HTML.
 *
 * The change is a transition: React renders what follows hydration in slices between the
 * browser's frames. A store read with useSyncExternalStore, whose server value differs from the
 * browser's, made React redraw every such component synchronously, inside the task that runs the
 * effects after hydration (docs/decisions/142-scripts-after-the-content.md).
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(documentHydrated);
  useEffect(() => {
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return hydrated;
}
