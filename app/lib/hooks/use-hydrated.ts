import { startTransition, useEffect, useState } from "react";

let documentHydrated = false;

export function markDocumentHydrated(): void {
  documentHydrated = true;
}

/**
 * False while React hydrates (and on the server), true after, and at once after a client-side
 * navigation. The change is a transition: useSyncExternalStore redrew every such component in one
 * task (docs/decisions/142-scripts-after-the-content.md).
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(documentHydrated);
  useEffect(() => {
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return hydrated;
}
