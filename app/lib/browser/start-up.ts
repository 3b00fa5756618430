export const rootElementId = "root";

export function findRootElement(doc: Document): HTMLElement {
  const element = doc.getElementById(rootElementId);
  if (!element) throw new Error("Failed to find the root element");
  return element;
}

type Logger = Pick<Console, "log" | "warn">;

/** A failure is only logged: without the worker, only offline visits are lost. */
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

export function prefetchPages(doc: Document, pages: readonly string[]): void {
  for (const href of pages) {
    const link = doc.createElement("link");
    link.rel = "prefetch";
    link.href = href;
    doc.head.append(link);
  }
}

/** The longest a deferred task waits for a quiet moment. */
export const idleTimeoutMs = 4000;

/** Where requestIdleCallback is missing (Safari), a deferred task runs this long after the load event. */
export const idleFallbackDelayMs = 1000;

type IdleWindow = Pick<Window, "addEventListener" | "setTimeout"> & {
  document: Pick<Document, "readyState">;
  requestIdleCallback?: (callback: () => void, options?: { timeout: number }) => number;
};

/** Runs `task` once the page has loaded and gone quiet, not competing with its first seconds. */
export function whenPageIsIdle(task: () => void, win: IdleWindow = window): void {
  const afterLoad = () => {
    if (win.requestIdleCallback) win.requestIdleCallback(() => task(), { timeout: idleTimeoutMs });
    else win.setTimeout(task, idleFallbackDelayMs);
  };
  if (win.document.readyState === "complete") afterLoad();
  else win.addEventListener("load", afterLoad, { once: true });
}
