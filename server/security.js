// @ts-check
import { createHash } from "node:crypto";
import { inlineScripts } from "./inline-scripts.js";

/**
 * The security headers of the site, in one place: the Node server sends them, and the build
 * writes the same values for static hosts (_headers). Each page's own Content-Security-Policy is
 * declared in app/lib/page-policies.ts and written by the build into `_headers`.
 * Aimed at Mozilla HTTP Observatory A+; see docs/decisions/137-page-policies-in-one-table.md.
 */

/** Headers every response carries, whatever it is. */
export const securityHeaders = {
  "strict-transport-security": "max-age=63072000; includeSubDomains; preload",
  "x-content-type-options": "nosniff",
  "referrer-policy": "strict-origin-when-cross-origin",
  "permissions-policy":
    "accelerometer=(), autoplay=(), camera=(), display-capture=(), encrypted-media=(), fullscreen=(self), geolocation=(), gyroscope=(), hid=(), idle-detection=(), magnetometer=(), microphone=(), midi=(), payment=(), picture-in-picture=(), publickey-credentials-get=(), screen-wake-lock=(), serial=(), usb=(), xr-spatial-tracking=()",
  "cross-origin-opener-policy": "same-origin",
  "cross-origin-resource-policy": "same-origin",
  "x-frame-options": "DENY",
};

/**
 * sha256 sources for the inline scripts of a page that the build wrote (server/inline-scripts.js:
 * React Router's router context, scroll restoration and hydration data, the site's module loader),
 * so the policy allows exactly those. Any other inline script gets no hash, so it never runs (and
 * the build refuses the page before it gets here).
 * @param {string} html
 * @returns {string[]} e.g. ["'sha256-…'"]
 */
export function inlineScriptHashes(html) {
  const hashes = new Set();
  for (const { body, known } of inlineScripts(html)) {
    if (known) hashes.add(`'sha256-${createHash("sha256").update(body, "utf8").digest("base64")}'`);
  }
  return [...hashes];
}

/** The policy for responses that are not pages (files, errors in plain text). */
export const resourcePolicy = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

/**
 * The service worker's own policy: a worker is governed by the CSP of its script, and it must
 * fetch the site's files to cache them.
 */
export const workerPolicy =
  "default-src 'none'; connect-src 'self'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

/** The content manager (Decap CMS) lives under this folder of the build. */
export const adminFolder = "admin/";

/** The git host's API and avatars, which the content manager talks to once staff have signed in. */
const gitHostApi = "https://api.github.com";
const gitHostAvatars = "https://avatars.githubusercontent.com";
/**
 * decap-server, the content manager's local backend (npm run cms), on the editor's own machine.
 * Only a server told so (CMS_LOCAL_BACKEND=1: the Node server's `localBackend`, and the
 * development server) lets /admin reach it; the files written for static hosts never do.
 */
const localBackendOrigin = "http://localhost:8081";

/**
 * Where a server told so (CMS_LOCAL_BACKEND=1) tells the content manager decap-server's address;
 * anywhere else it is a 404, and /admin runs without a local backend (cms/main.tsx).
 */
export const localBackendSettingsPath = "/admin/local-backend.json";
export const localBackendSettings = { url: `${localBackendOrigin}/api/v1` };

/**
 * The content manager's policy: its scripts from this site only, never code made from text
 * (docs/decisions/132-the-editor-evaluates-no-code.md), and what Decap CMS needs beyond the
 * public pages: inline styles (its styling library
 * injects them), pictures as blob: and data: URLs (uploads before they are saved), and the git
 * host's API and avatars. It never applies to a public page. See docs/decisions/149-content-manager.md.
 * @param {readonly string[]} localOrigins origins on this machine it may also talk to
 */
function contentManagerPolicy(localOrigins) {
  return [
    "default-src 'none'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob: ${gitHostAvatars}`,
    "font-src 'self' data:",
    // blob: the pictures Decap has already loaded, which it reads again to show and save them.
    ["connect-src 'self' blob:", gitHostApi, ...localOrigins].join(" "),
    "frame-src 'self' blob:",
    "worker-src 'self' blob:",
    "manifest-src 'self'",
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'none'",
    "object-src 'none'",
  ].join("; ");
}

/** The content manager's policy in production: nothing on the editor's machine. */
export const adminPolicy = contentManagerPolicy([]);

/** The same, also reaching decap-server: for `npm run cms` and the browser tests, never by default. */
export const localAdminPolicy = contentManagerPolicy([localBackendOrigin]);

/**
 * The content manager signs in through a popup (the sign-in client, at its own address) that
 * reports back to it, so its pages keep their opener; every other response isolates itself.
 */
export const adminOpenerPolicy = "same-origin-allow-popups";

/** The content manager is for staff: search engines neither index nor follow it. */
export const robotsTag = "noindex, nofollow";

/**
 * The path of a request as routing sees it: percent-decoded, backslashes as slashes, runs of
 * slashes as one, lower case; undefined when it cannot be decoded. The check of what to keep from
 * search engines reads this, never the raw address, which "/%61dmin/", "//admin/" or "/ADMIN/"
 * would slip past.
 * @param {string} url
 */
function normalisedPath(url) {
  try {
    return decodeURIComponent(url.split("?")[0] ?? "")
      .replace(/[\\/]+/g, "/")
      .toLowerCase();
  } catch {
    return undefined;
  }
}

/**
 * Whether an address belongs to the content manager, however it is written.
 * @param {string} url
 */
export function isStaffAddress(url) {
  const pathname = normalisedPath(url);
  return pathname === undefined || /^\/admin(\/|$)/.test(pathname);
}

/**
 * The headers of a file of the build that differ from `securityHeaders`.
 * @param {string} file path relative to the build root
 * @returns {Record<string, string>}
 */
export function headersForFile(file) {
  return file.startsWith(adminFolder)
    ? { "cross-origin-opener-policy": adminOpenerPolicy, "x-robots-tag": robotsTag }
    : {};
}

/**
 * The policy for a file of the build that is not a public page (each public page's is declared in
 * app/lib/page-policies.ts): the content manager's pages, the service worker, everything else.
 * @param {string} file path relative to the build root
 * @param {{ localBackend?: boolean }} [options] localBackend: /admin may reach decap-server on this machine
 */
export function policyForFile(file, { localBackend = false } = {}) {
  if (file.startsWith(adminFolder) && file.endsWith(".html")) return localBackend ? localAdminPolicy : adminPolicy;
  if (file === "sw.js") return workerPolicy;
  return resourcePolicy;
}

/**
 * The address of a page of the build: "about/index.html" -> "/about", "index.html" -> "/",
 * "404.html" -> "/404.html". The `_headers` file names each page by it.
 * @param {string} file path relative to the build root
 */
export function pageAddress(file) {
  if (file === "index.html") return "/";
  return file.endsWith("/index.html") ? `/${file.slice(0, -"/index.html".length)}` : `/${file}`;
}

/**
 * Each page's Content-Security-Policy by its address, as the build wrote it into `_headers` for
 * static hosts (app/lib/page-policies.ts declares them), so every way of serving sends the same.
 * @param {string} headersFile the text of a `_headers` file
 * @returns {Map<string, string>}
 */
export function policiesFromHeadersFile(headersFile) {
  const policies = new Map();
  let address = "";
  for (const line of headersFile.split("\n")) {
    if (/^\S/.test(line)) address = line.trim();
    const policy = /^\s+content-security-policy:\s*(.+)$/.exec(line)?.[1];
    if (policy) policies.set(address, policy.trim());
  }
  return policies;
}
