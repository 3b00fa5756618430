import { useEffect } from "react";
import { prefetchedPages } from "#app/data/navigation.ts";
import { prefetchPages, registerServiceWorker, whenPageIsIdle } from "#app/lib/browser/start-up.ts";

/**
 * Prefetching the likely next pages (specification: page head) and installing the service worker,
 * once the page has hydrated and gone quiet: earlier, they competed with the first paint and with
 * hydration (docs/decisions/142-scripts-after-the-content.md).
 */
export function useIdleStartUp(): void {
  useEffect(() => {
    whenPageIsIdle(() => {
      prefetchPages(document, prefetchedPages);
      if (import.meta.env.PROD) void registerServiceWorker(navigator.serviceWorker);
    });
  }, []);
}
