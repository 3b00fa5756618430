/** The element the prerendered shell wraps the page in; the client entry hydrates the document around it. */
export const rootElementId = "root";

/** Fails start-up loudly when the page does not hold the app's root element. */
export function findRootElement(doc: Document): HTMLElement {
  const element = doc.getElementById(rootElementId);
  if (!element) throw new Error("Failed to find the root element");
  return element;
}

type Logger = Pick<Console, "log" | "warn">;

/**
 * Registers the service worker at /sw.js. Failure is logged and otherwise ignored: the site works
 * without it, only offline visits are lost.
 */
export async function registerServiceWorker(
  container: ServiceWorkerContainer | undefined,
  logger: Logger = console,
): Promise<ServiceWorkerRegistration | undefined> {
  if (!container) return undefined;
  try {
    const registration = await container.register("/sw.js", { scope: "/" });
    logger.log("SW registered", registration.scope);
    return registration;
  } catch (error) {
    logger.warn("SW registration failed", error);
    return undefined;
  }
}
