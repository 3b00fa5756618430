const script = /<script\b([^>]*)>[\s\S]*?<\/script>/gi;
const modulePreload = /<link\b[^>]*\brel="modulepreload"[^>]*>/gi;
/** JSON-LD is data for search engines, not code: it stays, like any other markup. */
const structuredData = /\btype\s*=\s*["']?application\/ld\+json/i;

/**
 * A page without its scripts and module hints; everything else, byte for byte the same. Used for
 * the bench's script-free twin of every page and for the 400 and offline pages, which must not hydrate.
 */
export function withoutScripts(html: string): string {
  return html
    .replace(script, (whole, attributes: string) => (structuredData.test(attributes) ? whole : ""))
    .replace(modulePreload, "");
}
