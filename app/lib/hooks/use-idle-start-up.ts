import { useEffect } from "react";
import { prefetchedPages } from "#app/data/navigation.ts";
import { prefetchPages, registerServiceWorker, whenPageIsIdle } from "#app/lib/browser/start-up.ts";

/**
 * The work a reader does not wait for, done once the page has hydrated (this effect runs after
 * React's first commit), loaded and gone quiet:
 * - the head asks for the pages a reader is likely to open next (specification: page head), so that
 *   their bytes never share the connection with what the first paint needs
 *   (docs/decisions/136-the-sites-speed-measured-by-lighthouse-ci.md);
 * - in the production build, the service worker is registered. Installing it downloads and stores
 *   every script, stylesheet and first-render font; begun any earlier, it competed with hydration
 *   for the processor (docs/decisions/142-scripts-after-the-content.md).
 */
export function useIdleStartUp(): void {
  useEffect(() => {
    whenPageIsIdle(() => {
      prefetchPages(document, prefetchedPages);
      if (import.meta.env.PROD) void registerServiceWorker(navigator.serviceWorker);
    });
  }, []);
}
