// @vitest-environment jsdom
import { describe, expect, it, vi } from "vitest";
import { findRootElement, registerServiceWorker } from "./start-up";

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
    await expect(registerServiceWorker({ register } as unknown as ServiceWorkerContainer, logger)).resolves.toBeUndefined();
    expect(logger.warn).toHaveBeenCalledWith("SW registration failed", expect.any(Error));
  });

  it("does nothing in a browser without service workers", async () => {
    await expect(registerServiceWorker(undefined)).resolves.toBeUndefined();
  });
});
