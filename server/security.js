// @ts-check
import { createHash } from "node:crypto";
import { inlineScripts } from "./inline-scripts.js";

/**
 * The security headers of the site, in one place: the Node server sends them, and the build
 * writes the same values for nginx (deploy/nginx) and for static hosts (_headers).
 * Aimed at Mozilla HTTP Observatory A+; see docs/decisions/007-security-headers.md.
 */

/** The one third party: the contact form's host (script and frame). Keep in step with app/data/site.ts. */
const formHost = "https://tally.so";

/**
 * The chat app's address (site.chat.host in app/data/site.ts, keep in step) and the host it forwards
 * a message to: the trip composer (/plan) is a form that sends its message there, in a new tab, and
 * a form's target is checked again at each redirect. Without JavaScript the same form opens a mail
 * draft of the message (a post to a mailto: address), so mailto: is a target too.
 */
const chatHost = "https://wa.me";
const chatFormTargets = [chatHost, "https://api.whatsapp.com", "mailto:"];

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

/**
 * Where a page's forms may send: the chat app, for a page holding a form whose action is the chat
 * app's address (the trip composer); nowhere for every other page.
 * @param {string} html
 * @returns {string[]}
 */
function formTargets(html) {
  const action = new RegExp(`<form\\b[^>]*\\saction="${chatHost.replace(/[.]/g, "\\.")}/`);
  return action.test(html) ? chatFormTargets : [];
}

/**
 * Whether a page embeds the contact form: its HTML carries the form's frame (Tally's
 * `data-tally-src`, written by app/components/contact/contact-form-embed.tsx). Only such a page may
 * run the form host's script and frame it; every link to one loads it as a document, so that it
 * always arrives with this policy (docs/decisions/083-the-form-host-only-where-the-form-is.md).
 * @param {string} html
 */
export function embedsContactForm(html) {
  const frame = new RegExp(`<iframe\\b[^>]*\\sdata-tally-src="${formHost.replace(/[.]/g, "\\.")}/`);
  return frame.test(html);
}

/**
 * The Content-Security-Policy of a page: everything from this site only, inline scripts only by
 * hash, no plugins, no framing, no base target, no form target but those given (the chat app's,
 * for the trip composer), and the form host for its script and frame on the page that embeds the
 * form alone.
 * @param {readonly string[]} scriptHashes
 * @param {readonly string[]} [formHosts]
 * @param {{ contactForm?: boolean }} [options] contactForm: the page embeds the contact form
 */
export function contentSecurityPolicy(scriptHashes = [], formHosts = [], { contactForm = false } = {}) {
  return [
    "default-src 'none'",
    ["script-src 'self'", ...scriptHashes, ...(contactForm ? [formHost] : [])].join(" "),
    "style-src 'self'",
    "img-src 'self'",
    "font-src 'self'",
    "connect-src 'self'",
    "manifest-src 'self'",
    "worker-src 'self'",
    `frame-src ${contactForm ? formHost : "'none'"}`,
    "base-uri 'none'",
    `form-action ${formHosts.length > 0 ? formHosts.join(" ") : "'none'"}`,
    "frame-ancestors 'none'",
    "object-src 'none'",
  ].join("; ");
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
 * development server) lets /admin reach it; the files written for nginx and static hosts never do.
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
 * host's API and avatars. It never applies to a public page. See docs/decisions/017-content-manager.md.
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
 * The content manager signs in in a popup window at the git host that reports back to it
 * (server/oauth.js), so its pages keep their opener; every other response isolates itself.
 */
export const adminOpenerPolicy = "same-origin-allow-popups";

/** The content manager and its sign-in are for staff: search engines neither index nor follow them. */
export const robotsTag = "noindex, nofollow";

/**
 * The path of a request as routing sees it: percent-decoded, backslashes as slashes, runs of
 * slashes as one, lower case; undefined when it cannot be decoded. Checks of a path (what to leave
 * out of the logs, what to keep from search engines) read this, never the raw address, which
 * "/%6Fauth/", "//oauth/" or "/OAUTH/" would slip past.
 * @param {string} url
 */
export function normalisedPath(url) {
  try {
    return decodeURIComponent(url.split("?")[0] ?? "")
      .replace(/[\\/]+/g, "/")
      .toLowerCase();
  } catch {
    return undefined;
  }
}

/**
 * Whether an address belongs to the content manager or its sign-in, however it is written.
 * @param {string} url
 */
export function isStaffAddress(url) {
  const pathname = normalisedPath(url);
  return pathname === undefined || /^\/(admin|oauth)(\/|$)/.test(pathname);
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
 * The policy for a file of the build.
 * @param {string} file path relative to the build root
 * @param {string} [html] the file's text, for pages
 * @param {{ localBackend?: boolean }} [options] localBackend: /admin may reach decap-server on this machine
 */
export function policyForFile(file, html, { localBackend = false } = {}) {
  if (file.startsWith(adminFolder) && file.endsWith(".html")) return localBackend ? localAdminPolicy : adminPolicy;
  if (file.endsWith(".html"))
    return contentSecurityPolicy(inlineScriptHashes(html ?? ""), formTargets(html ?? ""), {
      contactForm: embedsContactForm(html ?? ""),
    });
  if (file === "sw.js") return workerPolicy;
  return resourcePolicy;
}

/**
 * The policy of the content editor's sign-in page (server/oauth.js): its one inline script by
 * hash, nothing else at all.
 * @param {readonly string[]} scriptHashes
 */
export function oauthHandshakePolicy(scriptHashes) {
  return `default-src 'none'; script-src ${scriptHashes.join(" ")}; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`;
}
