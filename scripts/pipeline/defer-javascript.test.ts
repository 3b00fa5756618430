import { describe, expect, it } from "vitest";
import { deferJavaScript, importAfterFirstPaint } from "./defer-javascript.ts";

// As React Router 7.18 writes it into a prerendered page.
const reactRouterScript = `import "/assets/manifest-0eecbe29.js";
import * as route0 from "/assets/root-DkqkWAoL.js";
import * as route1 from "/assets/home-DK3cGav-.js";
  
  window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};

import("/assets/entry.client-vVlB_kqJ.js");`;

const page = `<!DOCTYPE html><html><head><link rel="modulepreload" href="/assets/manifest-0eecbe29.js"/><link rel="modulepreload" href="/assets/root-DkqkWAoL.js"/><link rel="stylesheet" href="/assets/root.css"/></head><body><h1>Home</h1><script>window.__reactRouterContext = {};</script><script type="module" async="">${reactRouterScript}</script></body></html>`;

describe("deferring a page's JavaScript", () => {
  it("drops the module preload hints and keeps everything else", () => {
    const html = deferJavaScript(page);
    expect(html).not.toContain("modulepreload");
    expect(html).toContain('<link rel="stylesheet" href="/assets/root.css"/>');
    expect(html).toContain("<h1>Home</h1><script>window.__reactRouterContext = {};</script>");
  });

  it("imports the same modules, in parallel, once the first contentful paint is reported", () => {
    const script = importAfterFirstPaint(reactRouterScript);
    expect(script).toContain(
      'await Promise.all([import("/assets/manifest-0eecbe29.js"), import("/assets/root-DkqkWAoL.js"), import("/assets/home-DK3cGav-.js")])',
    );
    expect(script).toContain('window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};');
    expect(script).toContain('import("/assets/entry.client-vVlB_kqJ.js");');
    expect(script).toContain('observe({ type: "paint", buffered: true })');
    expect(script).not.toMatch(/^import /m);
  });

  /** Runs the rewritten script with stand-ins for import() and the browser's paint timing. */
  function runScript(paintTiming: boolean) {
    const loaded: string[] = [];
    const observers: { report: (...paints: string[]) => void; options?: unknown }[] = [];
    const window: { __reactRouterRouteModules?: Record<string, unknown> } = {};
    const load = (url: string) => {
      loaded.push(url);
      if (url.includes("entry.client"))
        expect(Object.keys(window.__reactRouterRouteModules ?? {})).toEqual(["root", "routes/home"]);
      return Promise.resolve({ url });
    };
    class PerformanceObserver {
      static supportedEntryTypes = paintTiming ? ["paint", "navigation"] : ["navigation"];
      private connected = true;
      constructor(private readonly callback: (entries: unknown, observer: unknown) => void) {}
      observe(options: unknown) {
        const report = (...paints: string[]) => {
          if (!this.connected) return;
          const entries = { getEntriesByName: (name: string) => paints.filter((paint) => paint === name) };
          this.callback(entries, { disconnect: () => (this.connected = false) });
        };
        observers.push({ report, options });
      }
    }
    const body = importAfterFirstPaint(reactRouterScript).replaceAll("import(", "load(");
    new Function("load", "window", "PerformanceObserver", body)(load, window, PerformanceObserver);
    return { loaded, observers, window };
  }
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

  it("waits for the first contentful paint, then registers the route modules before the client entry starts", async () => {
    const { loaded, observers, window } = runScript(true);
    expect(loaded).toEqual([]);
    expect(observers.map(({ options }) => options)).toEqual([{ type: "paint", buffered: true }]);
    // Backgrounds painted while the text still waits for its fonts: not yet.
    observers[0]?.report("first-paint");
    await settle();
    expect(loaded).toEqual([]);
    observers[0]?.report("first-contentful-paint");
    observers[0]?.report("first-contentful-paint");
    await settle();
    expect(loaded).toHaveLength(4);
    expect(loaded.at(-1)).toBe("/assets/entry.client-vVlB_kqJ.js");
    expect(window.__reactRouterRouteModules).toEqual({
      root: { url: "/assets/root-DkqkWAoL.js" },
      "routes/home": { url: "/assets/home-DK3cGav-.js" },
    });
  });

  it("starts at once in a browser without paint timing", async () => {
    const { loaded, observers } = runScript(false);
    await settle();
    expect(observers).toEqual([]);
    expect(loaded.at(-1)).toBe("/assets/entry.client-vVlB_kqJ.js");
  });

  it("refuses a module script of another shape rather than break hydration", () => {
    expect(() => deferJavaScript('<script type="module">import "/a.js"; start();</script>')).toThrow(/changed shape/);
  });

  it("leaves a page without a module script alone", () => {
    expect(deferJavaScript("<p>Offline</p>")).toBe("<p>Offline</p>");
  });
});
