/**
 * A page's JavaScript waits for the page to be painted (records 142 and 159, measured): React
 * Router's modulepreload hints and module script would take bandwidth from the stylesheet, fonts
 * and main picture, so the hints go and the script imports the same files after the first
 * contentful paint. The policy's hashes of inline scripts are computed afterwards.
 */

const modulePreload = /<link rel="modulepreload" href="[^"]*"\/>/g;
const moduleScript = /<script type="module"(?: async="")?>([\s\S]*?)<\/script>/g;

/**
 * React Router's module script, as 7.x writes it:
 *   import "/assets/manifest-….js";
 *   import * as route0 from "/assets/root-….js";
 *   …
 *   window.__reactRouterRouteModules = {"root":route0,…};
 *   import("/assets/entry.client-….js");
 */
const manifestImport = /^import "([^"]+)";$/;
const routeImport = /^import \* as (route\d+) from "([^"]+)";$/;
const registration = /^window\.__reactRouterRouteModules = (\{[^\n]*\});$/;
const entryImport = /^import\("([^"]+)"\);$/;

/** The same imports, after the first contentful paint. */
export function importAfterFirstPaint(script: string): string {
  const lines = script
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean);
  const [manifestLine, ...rest] = lines;
  const manifest = manifestLine?.match(manifestImport)?.[1];
  const routes = rest.map((line) => line.match(routeImport)).filter((match) => match !== null);
  const modules = rest.map((line) => line.match(registration)?.[1]).find(Boolean);
  const entry = rest.map((line) => line.match(entryImport)?.[1]).find(Boolean);
  if (!manifest || routes.length === 0 || !modules || !entry || lines.length !== routes.length + 3) {
    throw new Error(
      `React Router's module script has changed shape; update scripts/pipeline/defer-javascript.ts:\n${script}`,
    );
  }
  const names = routes.map(([, name]) => name).join(", ");
  const urls = [manifest, ...routes.map(([, , url]) => url)].map((url) => JSON.stringify(url));
  return [
    "const hydrate = async () => {",
    `  const [, ${names}] = await Promise.all([${urls.map((url) => `import(${url})`).join(", ")}]);`,
    `  window.__reactRouterRouteModules = ${modules};`,
    `  import(${JSON.stringify(entry)});`,
    "};",
    // The first paint alone can come before the text, which waits for its fonts. A browser without
    // paint timing starts at once, as React Router's script would.
    'if (PerformanceObserver.supportedEntryTypes?.includes("paint")) {',
    "  new PerformanceObserver((entries, observer) => {",
    '    if (entries.getEntriesByName("first-contentful-paint").length === 0) return;',
    "    observer.disconnect();",
    "    hydrate();",
    '  }).observe({ type: "paint", buffered: true });',
    "} else hydrate();",
  ].join("\n");
}

export function deferJavaScript(html: string): string {
  return html
    .replace(modulePreload, "")
    .replace(moduleScript, (_script, body: string) => `<script type="module">${importAfterFirstPaint(body)}</script>`);
}
