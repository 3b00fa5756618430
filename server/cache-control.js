// @ts-check
/**
 * How long browsers and proxies may keep each file of the build: one rule, used by the Node server
 * (app.js) and written into the headers file for static hosts (scripts/pipeline/host-headers.ts).
 */

/** Hashed build output: safe to cache for a year. */
const immutable = "public, max-age=31536000, immutable";
/** Pages, their data and the service worker: always revalidated, so a deploy shows at once. */
export const revalidate = "no-cache";
/** Anything else (favicon, manifest): an hour. */
const shortLived = "public, max-age=3600";

/**
 * @param {string} file path relative to the root
 * @returns {string} the Cache-Control value for it
 */
export function cacheControlFor(file) {
  if (file.startsWith("assets/")) return immutable;
  if (file.endsWith(".html") || file.endsWith(".data") || file === "sw.js") return revalidate;
  return shortLived;
}
