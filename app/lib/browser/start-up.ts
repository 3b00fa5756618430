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

/**
 * Asks the browser to fetch `pages` ahead of time, at idle priority: a `<link rel="prefetch">` for
 * each, added to the head.
 */
export function prefetchPages(doc: Document, pages: readonly string[]): void {
  for (const href of pages) {
    const link = doc.createElement("link");
    link.rel = "prefetch";
    link.href = href;
    doc.head.append(link);
  }
}

/** The longest a quiet moment is waited for before a deferred task runs anyway. */
export const idleTimeoutMs = 4000;

/** Where requestIdleCallback is missing (Safari), a deferred task runs this long after the load event. */
export const idleFallbackDelayMs = 1000;

type IdleWindow = Pick<Window, "addEventListener" | "setTimeout"> & {
  document: Pick<Document, "readyState">;
  requestIdleCallback?: (callback: () => void, options?: { timeout: number }) => number;
};

/**
 * Runs `task` once the page has loaded and the main thread has a quiet moment: work that the reader
 * does not wait for (installing the service worker, which downloads every script, stylesheet and font
 * again) must not compete with the page's own first seconds.
 */
export function whenPageIsIdle(task: () => void, win: IdleWindow = window): void {
  const afterLoad = () => {
    if (win.requestIdleCallback) win.requestIdleCallback(() => task(), { timeout: idleTimeoutMs });
    else win.setTimeout(task, idleFallbackDelayMs);
  };
  if (win.document.readyState === "complete") afterLoad();
  else win.addEventListener("load", afterLoad, { once: true });
}
