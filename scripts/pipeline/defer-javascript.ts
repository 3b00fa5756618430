/**
 * A page's JavaScript waits for the page to be painted (records 142 and 159, measured): React
 * Router's modulepreload hints and module script would take bandwidth from the stylesheet, fonts
 * and main picture, so the hints go and the module script is held, as React Router wrote it, in a
 * script the browser does not run; the site's loader runs it after the first contentful paint.
 * Nothing here reads the framework's script: it is found by the build's token (record 169), which
 * both keep, so the policy hashes the held text, the one the browser runs.
 */

const modulePreload = /<link\b[^>]*\brel="modulepreload"[^>]*>/gi;
const script = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;
const moduleType = /\btype\s*=\s*["']?module["'\s]/i;

/** The type of the held script: not JavaScript, so the browser keeps it as text. */
export const heldModuleType = "text/x-after-first-paint";

/**
 * The site's loader: once the first contentful paint is reported (the first paint alone can come
 * before the text, which waits for its fonts), each held script becomes a module script in its
 * place. A browser without paint timing starts at once, as React Router's script would. A timer
 * was not used: a paused page clock would never hydrate.
 */
export const afterFirstPaintLoader = [
  "const start = () => {",
  `  for (const held of document.querySelectorAll('script[type="${heldModuleType}"]')) {`,
  '    const script = document.createElement("script");',
  '    script.type = "module";',
  "    script.text = held.text;",
  "    held.replaceWith(script);",
  "  }",
  "};",
  'if (PerformanceObserver.supportedEntryTypes?.includes("paint")) {',
  "  new PerformanceObserver((entries, observer) => {",
  '    if (entries.getEntriesByName("first-contentful-paint").length === 0) return;',
  "    observer.disconnect();",
  "    start();",
  '  }).observe({ type: "paint", buffered: true });',
  "} else start();",
].join("\n");

/** The page with its module scripts held and the loader in the first one's place; `token` marks both. */
export function deferJavaScript(html: string, token: string): string {
  const nonce = `nonce="${token}"`;
  let loaderWritten = false;
  return html.replace(modulePreload, "").replace(script, (whole, attributes: string, body: string) => {
    if (!moduleType.test(attributes) || !attributes.includes(nonce) || /\ssrc\s*=/i.test(attributes)) return whole;
    const held = `<script type="${heldModuleType}" ${nonce}>${body}</script>`;
    if (loaderWritten) return held;
    loaderWritten = true;
    return `<script type="module" ${nonce}>${afterFirstPaintLoader}</script>${held}`;
  });
}
