// @ts-check
/** Pages, their data and the service worker are revalidated, so that a deploy shows at once. */
export const revalidate = "no-cache";

/**
 * The Cache-Control of a file of the build, for the Node server and the static host's `_headers`.
 * @param {string} file path relative to the root
 */
export function cacheControlFor(file) {
  if (file.startsWith("assets/")) return "public, max-age=31536000, immutable";
  if (file.endsWith(".html") || file.endsWith(".data") || file === "sw.js") return revalidate;
  return "public, max-age=3600";
}
