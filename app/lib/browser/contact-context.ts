import { paths } from "#app/utils/paths.ts";

/**
 * Where a visitor was, and what they wanted, when they headed for the contact page. Links that
 * lead to /contact carry it in the URL (`contactPath`), and the page hands it to the contact form
 * as hidden fields, so the team reads "came from the Vietnam guide" next to the message.
 */

/** Why a visitor is writing, when the link that brought them here knows it. */
const contactTopics = ["trip-planning", "consultation", "information", "newsletter"] as const;
type ContactTopic = (typeof contactTopics)[number];

export interface ContactContext {
  /** The site page the visitor came from, e.g. "/destinations/vietnam". */
  from?: string;
  topic?: ContactTopic;
}

/** Query parameter names on the contact page's URL. */
const param = { from: "from", topic: "topic" } as const;

/**
 * Hidden-field names the contact form receives. Deliberately not `originPage`: Tally's widget
 * forwards the host page's own path (always /contact here) by itself, and our field must not be
 * confused with or overwritten by it. See docs/decisions/008-contact-form-embed.md.
 */
const formFieldNames = { from: "fromPage", topic: "topic" } as const;

const maxPathLength = 200;

/** A path of this site ("/blog/ocean-odyssey"), or undefined for anything else (other hosts, junk). */
export function sitePath(value: string | null | undefined): string | undefined {
  if (!value) return undefined;
  const candidate = value.trim();
  if (candidate.length > maxPathLength || !/^\/(?![/\\])[A-Za-z0-9\-._~/]*$/.test(candidate)) return undefined;
  return candidate;
}

function isTopic(value: string | null): value is ContactTopic {
  return (contactTopics as readonly string[]).includes(value ?? "");
}

/** "/contact?from=%2Fblog&topic=newsletter": the contact page, carrying where and why. */
export function contactPath(context: ContactContext = {}): string {
  const query = new URLSearchParams();
  const from = sitePath(context.from);
  if (from) query.set(param.from, from);
  if (context.topic) query.set(param.topic, context.topic);
  const search = query.toString();
  return search ? `${paths.contact}?${search}` : paths.contact;
}

/** Reads the context a link put on the contact page's URL; unknown or unsafe values are dropped. */
export function parseContactContext(search: string): ContactContext {
  const query = new URLSearchParams(search);
  const context: ContactContext = {};
  const from = sitePath(query.get(param.from));
  if (from && from !== paths.contact) context.from = from;
  const topic = query.get(param.topic);
  if (isTopic(topic)) context.topic = topic;
  return context;
}

/** The path of a same-origin URL, or undefined. */
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
  /** The URL of the previous entry of this tab's history, when the browser tells (Navigation API). */
  previousEntry?: string;
  /** document.referrer */
  referrer?: string;
}

/**
 * Where the visitor came from: the link's own context first, then the previous page of this tab
 * (covers navigation inside the app), then the referrer of a full page load. Other sites are
 * never named.
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

/** The browser's view of the trail, for `visitorContext`. */
export function currentVisitorTrail(win: Window): VisitorTrail {
  const navigation = (win as Window & { navigation?: NavigationLike }).navigation;
  const index = navigation?.currentEntry?.index ?? -1;
  const previousEntry = index > 0 ? (navigation?.entries()[index - 1]?.url ?? undefined) : undefined;
  return { href: win.location.href, previousEntry, referrer: win.document.referrer };
}

/** The part of the Navigation API used here (not yet in TypeScript's DOM types everywhere). */
interface NavigationLike {
  currentEntry: { index: number } | null;
  entries(): { url: string | null }[];
}

/** The context as the contact form's hidden fields. */
export function formHiddenFields(context: ContactContext): Record<string, string> {
  const fields: Record<string, string> = {};
  if (context.from) fields[formFieldNames.from] = context.from;
  if (context.topic) fields[formFieldNames.topic] = context.topic;
  return fields;
}
