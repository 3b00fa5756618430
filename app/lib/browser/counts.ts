import { countPath, type CountEvent, type CountKind, type CountPlace } from "#app/data/count-vocabulary.js";
import { site } from "#app/data/site.ts";

/**
 * The site's own counts of page views and presses of a way to ask (docs/decisions/164-first-party-counts.md):
 * one small JSON event per request to its own origin, kept alive by the browser if the page goes, and
 * never awaited, so no press is held up. Without cookies or the page's address as referrer (which may
 * carry the previous page), no storage, no identifier, nothing typed; a browser that sends Global
 * Privacy Control sends nothing. A fetch rather than a beacon, which always sends the referrer.
 */

type CountWindow = Pick<Window, "fetch"> & { navigator: Navigator & { globalPrivacyControl?: boolean } };

/** Sends one event, the page's trip added; never throws, never waits. */
export function sendCount(
  kind: CountKind,
  fields: Omit<CountEvent, "kind" | "path"> = {},
  path: string = window.location.pathname,
  win: CountWindow = window,
): void {
  if (win.navigator.globalPrivacyControl) return;
  // A page at `/trips/<slug>` is about that trip.
  const trip = fields.trip ?? /^\/trips\/([^/]+)/.exec(path)?.[1];
  const body = JSON.stringify({ kind, path, ...fields, ...(trip ? { trip } : {}) });
  win
    .fetch(countPath, { method: "POST", body, keepalive: true, credentials: "omit", referrerPolicy: "no-referrer" })
    .catch(() => undefined);
}

/** What a link or a form's target asks for: a chat, a call or a mail; anything else is not counted. */
function kindOfTarget(href: string): CountKind | undefined {
  if (href.startsWith("tel:")) return "call";
  if (href.startsWith("mailto:")) return "mail";
  if (href.startsWith(`${site.chat.host}/`)) return "chat";
  return undefined;
}

/**
 * The count a press makes, or none: its place is the nearest `data-place` around it (else `body`),
 * its trip the nearest `data-trip`, its office the nearest `data-office`. In the composer a chat is its
 * Send and a mail its e-mail route; in the contact form's place, its fallback.
 */
export function countOfPress(event: Event): [CountKind, Omit<CountEvent, "kind" | "path">] | undefined {
  if (!(event.target instanceof Element)) return undefined;
  let control: Element | null;
  let target: string;
  if (event.type === "submit") {
    // Heard after the page's own handlers: a Send the composer stopped to show its errors is not counted.
    if (event.defaultPrevented) return undefined;
    control = event.target;
    const submitter = (event as SubmitEvent).submitter;
    target = submitter?.getAttribute("formaction") ?? control.getAttribute("action") ?? "";
  } else {
    control = event.target.closest("a[href]");
    target = control?.getAttribute("href") ?? "";
  }
  let kind = kindOfTarget(target);
  if (!control || !kind) return undefined;
  const marked = (name: string) => control.closest(`[data-${name}]`)?.getAttribute(`data-${name}`) || undefined;
  const place = (marked("place") ?? "body") as CountPlace;
  if (place === "composer") kind = kind === "mail" ? "compose-mail" : "compose";
  else if (place === "form") kind = "form-fallback";
  const trip = marked("trip");
  const office = marked("office");
  return [kind, { place, ...(trip ? { trip } : {}), ...(office ? { office } : {}) }];
}

/**
 * Counts every press of a way to ask on the page; returns the stop. A click is heard first, before
 * anything can stop it; a form's submit last, once the page has let it go.
 */
export function countPresses(win: Window = window): () => void {
  const onPress = (event: Event) => {
    const count = countOfPress(event);
    if (count) sendCount(...count);
  };
  win.addEventListener("click", onPress, true);
  win.addEventListener("submit", onPress);
  return () => {
    win.removeEventListener("click", onPress, true);
    win.removeEventListener("submit", onPress);
  };
}
