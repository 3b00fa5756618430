import { describe, expect, it } from "vitest";
import { withoutScripts } from "./without-scripts.ts";

const page = `<!DOCTYPE html><html><head><link rel="modulepreload" href="/assets/root.js"/><link rel="stylesheet" href="/assets/root.css"/><script type="application/ld+json">{"@type":"TravelAgency"}</script></head><body><h1>Home</h1><script>window.__reactRouterContext = {};</script><script type="module" async="">import("/assets/entry.client.js");</script><script src="https://tally.so/widgets/embed.js" async></script></body></html>`;

describe("a page without its scripts", () => {
  const twin = withoutScripts(page);

  it("has no script and no module hint left", () => {
    expect(twin).not.toMatch(/<script(?![^>]*application\/ld\+json)/);
    expect(twin).not.toContain("modulepreload");
  });

  it("keeps the markup, the stylesheet and the structured data as they were", () => {
    expect(twin).toBe(
      '<!DOCTYPE html><html><head><link rel="stylesheet" href="/assets/root.css"/><script type="application/ld+json">{"@type":"TravelAgency"}</script></head><body><h1>Home</h1></body></html>',
    );
  });
});
