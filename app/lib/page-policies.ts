import { site } from "#app/data/site.ts";
import { tallyScriptSrc } from "#app/lib/browser/tally-embed.ts";
import { paths } from "#app/utils/paths.ts";

/**
 * Every page's Content-Security-Policy, declared once (docs/decisions/137-page-policies-in-one-table.md).
 * A policy is fixed when a document loads, so a link to a page of another policy loads a document.
 */

/**
 * Forms to the chat app (its address forwards to its API host, and a form's target is checked at
 * each redirect) and to mailto:, on every page, so an enquiry works whichever page was entered by.
 */
const formTargets = [site.chat.host, "https://api.whatsapp.com", "mailto:"];

/** The contact page embeds the contact form: its widget script and its frames. */
const pagesThatAllowMore: Readonly<Record<string, { scripts: readonly string[]; frames: readonly string[] }>> = {
  [paths.contact]: { scripts: [tallyScriptSrc], frames: [new URL(site.contactForm.host).origin] },
};

/** "/contact/", "/contact?x#y" -> "/contact"; "/" stays "/". */
function routeOf(address: string): string {
  const pathname = address.split(/[?#]/, 1)[0] ?? "";
  return pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
}

/** What a page may do beyond using the site's own files, as CSP sources. */
export function allowancesFor(address: string) {
  return { scripts: [], frames: [], ...pagesThatAllowMore[routeOf(address)], formTargets };
}

/** Whether a link from `from` to `to` must load a document: when the two pages' policies differ. */
export function loadsAsDocument(from: string, to: string): boolean {
  const policyOf = (address: string) => (Object.hasOwn(pagesThatAllowMore, routeOf(address)) ? routeOf(address) : "");
  return policyOf(from) !== policyOf(to);
}

/** The policy of the page at `address`; inline scripts only by their hashes ("'sha256-…'", from the build). */
export function pagePolicy(address: string, scriptHashes: readonly string[]): string {
  const { scripts, frames, formTargets } = allowancesFor(address);
  const list = (sources: readonly string[]) => (sources.length > 0 ? sources.join(" ") : "'none'");
  return [
    "default-src 'none'",
    ["script-src 'self'", ...scriptHashes, ...scripts].join(" "),
    "style-src 'self'",
    "img-src 'self'",
    "font-src 'self'",
    "connect-src 'self'",
    "manifest-src 'self'",
    "worker-src 'self'",
    `frame-src ${list(frames)}`,
    "base-uri 'none'",
    `form-action ${list(formTargets)}`,
    "frame-ancestors 'none'",
    "object-src 'none'",
  ].join("; ");
}
