import { site } from "#app/data/site.ts";
import { tallyScriptSrc } from "#app/lib/browser/tally-embed.ts";
import { paths } from "#app/utils/paths.ts";

/**
 * Every page's Content-Security-Policy, declared here once (docs/decisions/137-page-policies-in-one-table.md).
 * The build writes it into build/client/_headers, which a static host and the Node server both
 * read, and the site's links read it here to know which pages must load as documents: a policy is
 * fixed when a document loads, and the site changes pages in the app, so a visitor keeps the
 * policy of the page they entered by until a page with another policy is loaded as a document.
 */

/** What a page may do beyond using the site's own files. Each entry is a CSP source. */
export interface PolicyAllowances {
  /** Script files from elsewhere. */
  readonly scripts: readonly string[];
  /** Frames from elsewhere. */
  readonly frames: readonly string[];
  /** Where the page's forms may send. */
  readonly formTargets: readonly string[];
}

/**
 * What every page allows: forms sent to the chat app (the composer's Send, a GET to its address,
 * which forwards to its API host, and a form's target is checked again at each redirect) and to
 * the mail app (the composer's e-mail route without JavaScript posts to a mailto: address). Every
 * page allows them, so an enquiry works whichever page the visitor entered by.
 */
const everyPage: PolicyAllowances = {
  scripts: [],
  frames: [],
  formTargets: [site.chat.host, "https://api.whatsapp.com", "mailto:"],
};

/**
 * The pages that allow more, by route. The contact page embeds the contact form: its widget
 * script (that one file) and its frames.
 */
const pagesThatAllowMore: Readonly<Record<string, Partial<PolicyAllowances>>> = {
  [paths.contact]: { scripts: [tallyScriptSrc], frames: [new URL(site.contactForm.host).origin] },
};

/** "/contact/", "/contact?x#y" -> "/contact"; "/" stays "/". */
function routeOf(address: string): string {
  const pathname = address.split(/[?#]/, 1)[0] ?? "";
  return pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
}

/** What the page at `address` allows. */
export function allowancesFor(address: string): PolicyAllowances {
  const more = pagesThatAllowMore[routeOf(address)] ?? {};
  return {
    scripts: [...everyPage.scripts, ...(more.scripts ?? [])],
    frames: [...everyPage.frames, ...(more.frames ?? [])],
    formTargets: [...everyPage.formTargets, ...(more.formTargets ?? [])],
  };
}

/**
 * Whether a link from the page at `from` to `to` must load its page as a document: when the two
 * pages' policies differ, so that a visitor arriving at the contact page gets its form, and one
 * leaving it drops what only it allows.
 */
export function loadsAsDocument(from: string, to: string): boolean {
  const policyOf = (address: string) => (Object.hasOwn(pagesThatAllowMore, routeOf(address)) ? routeOf(address) : "");
  return policyOf(from) !== policyOf(to);
}

/**
 * The Content-Security-Policy of the page at `address`: the site's own files, its inline scripts
 * only by their hashes (`scriptHashes`, e.g. "'sha256-…'", from the build), no plugins, no framing
 * by others, no base, and what `allowancesFor` allows.
 */
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
