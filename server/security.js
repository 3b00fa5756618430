// @ts-check
import { createHash } from "node:crypto";
import { inlineScripts } from "./inline-scripts.js";

/**
 * The site's security headers, sent by the Node server and written by the build into `_headers` for
 * the static host; each page's policy is declared in app/lib/page-policies.ts (record 137).
 */

/**
 * Every powerful feature off but full screen for the site itself; a page may allow more
 * (app/lib/page-policies.ts), each feature listing the origins allowed it ("self" for the site).
 * @type {Readonly<Record<string, readonly string[]>>}
 */
const permissionDefaults = Object.fromEntries(
  [
    "accelerometer",
    "autoplay",
    "camera",
    "display-capture",
    "encrypted-media",
    "fullscreen",
    "geolocation",
    "gyroscope",
    "hid",
    "idle-detection",
    "magnetometer",
    "microphone",
    "midi",
    "payment",
    "picture-in-picture",
    "publickey-credentials-get",
    "screen-wake-lock",
    "serial",
    "usb",
    "xr-spatial-tracking",
  ].map((feature) => [feature, feature === "fullscreen" ? ["self"] : []]),
);

/**
 * The Permissions-Policy header: the defaults, with what `allowances` adds.
 * @param {Readonly<Record<string, readonly string[]>>} [allowances] e.g. { geolocation: ["self"] }
 */
export function permissionsPolicy(allowances = {}) {
  const allowed = { ...permissionDefaults };
  for (const [feature, origins] of Object.entries(allowances))
    allowed[feature] = [...new Set([...(allowed[feature] ?? []), ...origins])];
  return Object.entries(allowed)
    .map(([feature, origins]) => `${feature}=(${origins.map((o) => (o === "self" ? o : `"${o}"`)).join(" ")})`)
    .join(", ");
}

export const securityHeaders = {
  "strict-transport-security": "max-age=63072000; includeSubDomains; preload",
  "x-content-type-options": "nosniff",
  "referrer-policy": "strict-origin-when-cross-origin",
  "permissions-policy": permissionsPolicy(),
  "cross-origin-opener-policy": "same-origin",
  "cross-origin-resource-policy": "same-origin",
  "x-frame-options": "DENY",
};

/**
 * sha256 sources for the inline scripts the build marked with its token (server/inline-scripts.js);
 * any other inline script gets no hash, so it never runs.
 * @param {string} html the page before the token is removed
 * @param {string} token
 * @returns {string[]} e.g. ["'sha256-…'"]
 */
export function inlineScriptHashes(html, token) {
  const hashes = new Set();
  for (const { body, known, data } of inlineScripts(html, token)) {
    if (known && !data) hashes.add(`'sha256-${createHash("sha256").update(body, "utf8").digest("base64")}'`);
  }
  return [...hashes];
}

/** The policy of answers that are not pages: it runs nothing. */
export const resourcePolicy = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

/** A worker is governed by the policy of its script, and it must fetch the site's files to cache them. */
export const workerPolicy =
  "default-src 'none'; connect-src 'self'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

export const adminFolder = "admin/";

/** decap-server on the editor's own machine: only a server told so (CMS_LOCAL_BACKEND=1) lets /admin reach it. */
const localBackendOrigin = "http://localhost:8081";

/** Where such a server tells /admin decap-server's address; anywhere else it is a 404 (cms/main.tsx). */
export const localBackendSettingsPath = "/admin/local-backend.json";
export const localBackendSettings = { url: `${localBackendOrigin}/api/v1` };

/**
 * The content manager's policy: its scripts from this site only, never code made from text (record
 * 132); inline styles (Decap's styling library injects them), blob: and data: pictures (uploads
 * before they are saved) and the git host's API and avatars (record 149). Never a public page's.
 * @param {readonly string[]} localOrigins origins on this machine it may also talk to
 */
function contentManagerPolicy(localOrigins) {
  return [
    "default-src 'none'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https://avatars.githubusercontent.com",
    "font-src 'self' data:",
    // blob: the pictures Decap has already loaded, which it reads again to show and save them.
    ["connect-src 'self' blob: https://api.github.com", ...localOrigins].join(" "),
    "frame-src 'self' blob:",
    "worker-src 'self' blob:",
    "manifest-src 'self'",
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'none'",
    "object-src 'none'",
  ].join("; ");
}

export const adminPolicy = contentManagerPolicy([]);

/** Also reaching decap-server: for `npm run cms` and the browser tests, never by default. */
export const localAdminPolicy = contentManagerPolicy([localBackendOrigin]);

/** The sign-in popup posts the token back to its opener, so the content manager keeps it (record 181). */
export const adminOpenerPolicy = "same-origin-allow-popups";

export const robotsTag = "noindex, nofollow";

/**
 * Whether an address belongs to the content manager, read as routing reads it (decoded, slashes and
 * backslashes folded, any case), so that "/%61dmin/", "//admin/" or "/ADMIN/" do not slip past.
 * @param {string} url
 */
export function isStaffAddress(url) {
  try {
    const pathname = decodeURIComponent(url.split("?")[0] ?? "")
      .replace(/[\\/]+/g, "/")
      .toLowerCase();
    return /^\/admin(\/|$)/.test(pathname);
  } catch {
    return true;
  }
}

/**
 * The headers of a file of the build that is not a public page, beyond `securityHeaders`: its policy,
 * and the content manager's own.
 * @param {string} file path relative to the build root
 * @param {{ localBackend?: boolean }} [options] localBackend: /admin may reach decap-server on this machine
 * @returns {Record<string, string>}
 */
export function headersForFile(file, { localBackend = false } = {}) {
  if (!file.startsWith(adminFolder))
    return { "content-security-policy": file === "sw.js" ? workerPolicy : resourcePolicy };
  return {
    "content-security-policy": !file.endsWith(".html") ? resourcePolicy : localBackend ? localAdminPolicy : adminPolicy,
    "cross-origin-opener-policy": adminOpenerPolicy,
    "x-robots-tag": robotsTag,
  };
}

/**
 * The address `_headers` names a page by: "about/index.html" -> "/about", "404.html" -> "/404.html".
 * @param {string} file path relative to the build root
 */
export function pageAddress(file) {
  if (file === "index.html") return "/";
  return file.endsWith("/index.html") ? `/${file.slice(0, -"/index.html".length)}` : `/${file}`;
}

/**
 * Each page's own headers by its address (Content-Security-Policy, and Permissions-Policy when the
 * page allows more), read from a `_headers` file; the catch-all `/*` block is not a page's.
 * @param {string} headersFile
 * @returns {Map<string, Record<string, string>>}
 */
export function pageHeadersFromHeadersFile(headersFile) {
  const pages = new Map();
  let address = "";
  for (const line of headersFile.split("\n")) {
    if (/^\S/.test(line)) address = line.trim();
    const [, name, value] = /^\s+(content-security-policy|permissions-policy):\s*(.+)$/.exec(line) ?? [];
    if (name && value && address !== "/*") pages.set(address, { ...pages.get(address), [name]: value.trim() });
  }
  return pages;
}
