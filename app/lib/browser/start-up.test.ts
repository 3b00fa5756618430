// @vitest-environment jsdom
import { describe, expect, it, vi } from "vitest";
import {
  findRootElement,
  idleFallbackDelayMs,
  idleTimeoutMs,
  prefetchPages,
  registerServiceWorker,
  whenPageIsIdle,
} from "./start-up";

describe("start-up", () => {
  it("finds the root element the shell renders", () => {
    document.body.innerHTML = '<div id="root"><main></main></div>';
    expect(findRootElement(document).id).toBe("root");
  });

  it("fails with 'Failed to find the root element' when the page has none", () => {
    document.body.innerHTML = "<main></main>";
    expect(() => findRootElement(document)).toThrowError("Failed to find the root element");
  });
});

describe("pages fetched ahead of time", () => {
  it("asks for each page with a prefetch hint at the end of the head", () => {
    document.head.innerHTML = '<link rel="stylesheet" href="/app.css">';
    prefetchPages(document, ["/destinations", "/about"]);
    const hints = [...document.head.querySelectorAll("link")].map((link) => [link.rel, link.getAttribute("href")]);
    expect(hints).toEqual([
      ["stylesheet", "/app.css"],
      ["prefetch", "/destinations"],
      ["prefetch", "/about"],
    ]);
  });
});

describe("service worker registration", () => {
  it("registers /sw.js and says 'SW registered'", async () => {
    const register = vi.fn().mockResolvedValue({ scope: "http://localhost/" });
    const logger = { log: vi.fn(), warn: vi.fn() };
    await registerServiceWorker({ register } as unknown as ServiceWorkerContainer, logger);
    expect(register).toHaveBeenCalledWith("/sw.js", { scope: "/" });
    expect(logger.log).toHaveBeenCalledWith("SW registered", "http://localhost/");
  });

  it("says 'SW registration failed' and carries on when registration fails", async () => {
    const register = vi.fn().mockRejectedValue(new Error("blocked"));
    const logger = { log: vi.fn(), warn: vi.fn() };
    await expect(
      registerServiceWorker({ register } as unknown as ServiceWorkerContainer, logger),
    ).resolves.toBeUndefined();
    expect(logger.warn).toHaveBeenCalledWith("SW registration failed", expect.any(Error));
  });

  it("does nothing in a browser without service workers", async () => {
    await expect(registerServiceWorker(undefined)).resolves.toBeUndefined();
  });
});

describe("work deferred until the page is idle", () => {
  function fakeWindow(readyState: DocumentReadyState, withIdleCallback = true) {
    const listeners = new Map<string, () => void>();
    return {
      document: { readyState },
      addEventListener: vi.fn((type: string, listener: () => void) => listeners.set(type, listener)),
      setTimeout: vi.fn(),
      requestIdleCallback: withIdleCallback ? vi.fn() : undefined,
      fireLoad: () => listeners.get("load")?.(),
    };
  }

  it("waits for the load event, then for a quiet moment, before it runs", () => {
    const win = fakeWindow("interactive");
    const task = vi.fn();
    whenPageIsIdle(task, win as never);
    expect(win.requestIdleCallback).not.toHaveBeenCalled();
    win.fireLoad();
    expect(win.requestIdleCallback).toHaveBeenCalledWith(expect.any(Function), { timeout: idleTimeoutMs });
    expect(task).not.toHaveBeenCalled();
    win.requestIdleCallback!.mock.calls[0]![0]();
    expect(task).toHaveBeenCalledOnce();
  });

  it("asks for a quiet moment at once when the page has already loaded", () => {
    const win = fakeWindow("complete");
    whenPageIsIdle(vi.fn(), win as never);
    expect(win.addEventListener).not.toHaveBeenCalled();
    expect(win.requestIdleCallback).toHaveBeenCalledOnce();
  });

  it("falls back to a short timer in browsers without requestIdleCallback", () => {
    const win = fakeWindow("complete", false);
    const task = vi.fn();
    whenPageIsIdle(task, win as never);
    expect(win.setTimeout).toHaveBeenCalledWith(task, idleFallbackDelayMs);
  });
});
