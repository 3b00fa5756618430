import { paths } from "#app/utils/paths.ts";

/**
 * Where a visitor was, and why they write, handed to the contact form as hidden fields, so the team
 * reads "came from the Vietnam guide" next to the message (docs/decisions/008-contact-form-embed.md).
 */

const contactTopics = ["trip-planning", "consultation", "information", "newsletter"] as const;
type ContactTopic = (typeof contactTopics)[number];

export interface ContactContext {
  /** "/destinations/vietnam". */
  from?: string;
  topic?: ContactTopic;
}

/** Not `originPage`: Tally's widget forwards the host page's own path (always /contact) under that name. */
const formFieldNames = { from: "fromPage", topic: "topic" } as const;

/** A path of this site ("/blog/ocean-odyssey"), or undefined for anything else. */
export function sitePath(value: string | null | undefined): string | undefined {
  if (!value) return undefined;
  const candidate = value.trim();
  if (candidate.length > 200 || !/^\/(?![/\\])[A-Za-z0-9\-._~/]*$/.test(candidate)) return undefined;
  return candidate;
}

/** Reads "?from=%2Fblog&topic=newsletter" on the contact page's URL; unknown or unsafe values are dropped. */
export function parseContactContext(search: string): ContactContext {
  const query = new URLSearchParams(search);
  const context: ContactContext = {};
  const from = sitePath(query.get("from"));
  if (from && from !== paths.contact) context.from = from;
  const topic = query.get("topic");
  if ((contactTopics as readonly (string | null)[]).includes(topic)) context.topic = topic as ContactTopic;
  return context;
}

function sameOriginPath(url: string | undefined, origin: string): string | undefined {
  if (!url) return undefined;
  try {
    const parsed = new URL(url);
    return parsed.origin === origin ? sitePath(parsed.pathname) : undefined;
  } catch {
    return undefined;
  }
}

interface VisitorTrail {
  /** The contact page's own URL. */
  href: string;
  /** The previous entry of this tab's history (Navigation API). */
  previousEntry?: string;
  referrer?: string;
}

/**
 * The link's own context first, then this tab's previous page (a navigation inside the app), then
 * the referrer of a full page load. Other sites are never named.
 */
export function visitorContext({ href, previousEntry, referrer }: VisitorTrail): ContactContext {
  const url = new URL(href);
  const context = parseContactContext(url.search);
  if (!context.from) {
    const from = sameOriginPath(previousEntry, url.origin) ?? sameOriginPath(referrer, url.origin);
    if (from && from !== url.pathname) context.from = from;
  }
  return context;
}

export function currentVisitorTrail(win: Window): VisitorTrail {
  // Absent where the browser has no Navigation API yet.
  const navigation = win.navigation as Navigation | undefined;
  const index = navigation?.currentEntry?.index ?? -1;
  const previousEntry = index > 0 ? (navigation?.entries()[index - 1]?.url ?? undefined) : undefined;
  return { href: win.location.href, previousEntry, referrer: win.document.referrer };
}

export function formHiddenFields(context: ContactContext): Record<string, string> {
  const fields: Record<string, string> = {};
  if (context.from) fields[formFieldNames.from] = context.from;
  if (context.topic) fields[formFieldNames.topic] = context.topic;
  return fields;
}
