import { site } from "#app/data/site.ts";
import { tallyScriptSrc } from "#app/lib/browser/tally-embed.ts";
import { paths } from "#app/utils/paths.ts";

/**
 * Every page's Content-Security-Policy and the permissions it adds to the site's Permissions-Policy,
 * declared once (docs/decisions/137-page-policies-in-one-table.md). Both are fixed when a document
 * loads, so a link to a page of another policy loads a document.
 */

/**
 * Forms to the chat app (its address forwards to its API host, and a form's target is checked at
 * each redirect) and to mailto:, on every page, so an enquiry works whichever page was entered by.
 */
const formTargets = [site.chat.host, "https://api.whatsapp.com", "mailto:"];

/** What every page may do: use the site's own files. An empty list is 'none'. */
const basePolicy = {
  "default-src": ["'none'"],
  "script-src": ["'self'"],
  "style-src": ["'self'"],
  "img-src": ["'self'"],
  "font-src": ["'self'"],
  "connect-src": ["'self'"],
  "manifest-src": ["'self'"],
  "worker-src": ["'self'"],
  "frame-src": [],
  "base-uri": ["'none'"],
  "form-action": formTargets,
  "frame-ancestors": ["'none'"],
  "object-src": ["'none'"],
} as const satisfies Record<string, readonly string[]>;

type Directive = keyof typeof basePolicy;

/**
 * What a page may do beyond that: sources added to any directive, and permissions (a feature and
 * the origins allowed it, "self" for the site, as Permissions-Policy lists them).
 */
export interface PageAllowances {
  readonly sources?: Readonly<Partial<Record<Directive, readonly string[]>>>;
  readonly permissions?: Readonly<Record<string, readonly string[]>>;
}

/** The pages that need more, by route: a widget wanting pictures, connections or a permission is one entry. */
const pagesThatAllowMore: Readonly<Record<string, PageAllowances>> = {
  // The contact form: its widget script and its frames.
  [paths.contact]: {
    sources: { "script-src": [tallyScriptSrc], "frame-src": [new URL(site.contactForm.host).origin] },
  },
};

/** "/contact/", "/contact?x#y" -> "/contact"; "/" stays "/". */
function routeOf(address: string): string {
  const pathname = address.split(/[?#]/, 1)[0] ?? "";
  return pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
}

/** What the page at `address` may do beyond using the site's own files. */
export function allowancesFor(address: string): PageAllowances {
  return pagesThatAllowMore[routeOf(address)] ?? {};
}

/** Whether a link from `from` to `to` must load a document: when the two pages' policies differ. */
export function loadsAsDocument(from: string, to: string): boolean {
  const policyOf = (address: string) => (Object.hasOwn(pagesThatAllowMore, routeOf(address)) ? routeOf(address) : "");
  return policyOf(from) !== policyOf(to);
}

/** A policy with `allowances`; inline scripts only by their hashes ("'sha256-…'", from the build). */
export function policyWith({ sources = {} }: PageAllowances, scriptHashes: readonly string[]): string {
  return Object.entries(basePolicy)
    .map(([directive, base]) => {
      const hashes = directive === "script-src" ? scriptHashes : [];
      const list = [...base, ...hashes, ...(sources[directive as Directive] ?? [])];
      return `${directive} ${list.length > 0 ? list.join(" ") : "'none'"}`;
    })
    .join("; ");
}

/** The Content-Security-Policy of the page at `address`. */
export function pagePolicy(address: string, scriptHashes: readonly string[]): string {
  return policyWith(allowancesFor(address), scriptHashes);
}
