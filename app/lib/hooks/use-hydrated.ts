import { startTransition, useEffect, useState } from "react";
import { useNavigation } from "react-router";

let navigated = false;

/** Notes the first client-side navigation: what mounts from then on has no prerendered markup to match. */
export function useNavigatedMark(): void {
  const navigating = useNavigation().state !== "idle";
  useEffect(() => {
    if (navigating) navigated = true;
  }, [navigating]);
}

/**
 * False while React hydrates the first page, in whichever pass a Suspense boundary of it hydrates
 * (and on the server), true after; true at once in what a client-side navigation mounts. The change
 * is a transition: useSyncExternalStore redrew every such component in one task
 * (docs/decisions/142-scripts-after-the-content.md).
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(navigated);
  useEffect(() => {
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return hydrated;
}
