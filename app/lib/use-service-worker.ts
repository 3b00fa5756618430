import { useEffect } from "react";
import { registerServiceWorker, whenPageIsIdle } from "./start-up";

/**
 * Registers the service worker in the production build, once the page has hydrated (this effect runs
 * after React's first commit), loaded and gone quiet. Installing the worker downloads and stores every
 * script, stylesheet and first-render font; begun any earlier, it competed with hydration for the
 * processor (docs/decisions/016-service-worker-after-hydration.md).
 */
export function useServiceWorker(): void {
  useEffect(() => {
    if (import.meta.env.PROD) whenPageIsIdle(() => void registerServiceWorker(navigator.serviceWorker));
  }, []);
}
