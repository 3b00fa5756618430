import { describe, expect, it } from "vitest";
import { afterFirstPaintLoader, deferJavaScript, heldModuleType } from "./defer-javascript.ts";

const token = "tGMkL8vQ2xA";
// A module script as a framework may write it: its text is never read, only carried.
const moduleScript = `import "/assets/manifest.js";
import * as route0 from "/assets/root.js";
window.__reactRouterRouteModules = {"root":route0};
import("/assets/entry.client.js");`;

const page = `<!DOCTYPE html><html><head><link rel="modulepreload" href="/assets/manifest.js" nonce="${token}"/><link rel="stylesheet" href="/assets/root.css"/></head><body><h1>Home</h1><script nonce="${token}">window.__reactRouterContext = {};</script><script type="module" async="" nonce="${token}">${moduleScript}</script></body></html>`;

describe("deferring a page's JavaScript", () => {
  it("drops the module hints, holds the module script as written behind the site's loader, and keeps everything else", () => {
    const html = deferJavaScript(page, token);
    expect(html).not.toContain("modulepreload");
    expect(html).toContain('<link rel="stylesheet" href="/assets/root.css"/>');
    expect(html).toContain(
      `<h1>Home</h1><script nonce="${token}">window.__reactRouterContext = {};</script>` +
        `<script type="module" nonce="${token}">${afterFirstPaintLoader}</script>` +
        `<script type="${heldModuleType}" nonce="${token}">${moduleScript}</script></body>`,
    );
  });

  it("leaves a module script the build did not mark, and a page without one, alone", () => {
    const unmarked = '<script type="module">import "/a.js";</script>';
    expect(deferJavaScript(unmarked, token)).toBe(unmarked);
    expect(deferJavaScript("<p>Offline</p>", token)).toBe("<p>Offline</p>");
  });

  /** Runs the loader with stand-ins for the document and the browser's paint timing. */
  function runLoader(paintTiming: boolean) {
    const held = {
      text: moduleScript,
      replacedBy: undefined as unknown,
      replaceWith: (node: unknown) => (held.replacedBy = node),
    };
    const observers: { report: (...paints: string[]) => void; options?: unknown }[] = [];
    const document = {
      querySelectorAll: (selector: string) => (selector === `script[type="${heldModuleType}"]` ? [held] : []),
      createElement: (tag: string) => ({ tag, type: "", text: "" }),
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
    new Function("document", "PerformanceObserver", afterFirstPaintLoader)(document, PerformanceObserver);
    return { held, observers };
  }

  it("runs the held script as a module once the first contentful paint is reported, not before", () => {
    const { held, observers } = runLoader(true);
    expect(observers.map(({ options }) => options)).toEqual([{ type: "paint", buffered: true }]);
    // Backgrounds painted while the text still waits for its fonts: not yet.
    observers[0]?.report("first-paint");
    expect(held.replacedBy).toBeUndefined();
    observers[0]?.report("first-contentful-paint");
    expect(held.replacedBy).toEqual({ tag: "script", type: "module", text: moduleScript });
  });

  it("starts at once in a browser without paint timing", () => {
    const { held, observers } = runLoader(false);
    expect(observers).toEqual([]);
    expect(held.replacedBy).toEqual({ tag: "script", type: "module", text: moduleScript });
  });
});
