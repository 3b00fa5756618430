// @ts-check
/**
 * The words of the site's own counts, read by the page's counting script and by the endpoint that
 * stores them, so the two cannot drift apart. Plain JavaScript: the Node server imports it as it is
 * (docs/decisions/164-first-party-counts.md).
 */

/** Where the page's script posts one event per request, on its own origin. */
export const countPath = "/api/count";

/** The largest body the endpoint reads, in bytes. */
export const countBodyLimit = 1024;

/**
 * What is counted: a page view, and each press of a way to ask. `compose` is the composer's Send to
 * the chat app, `compose-mail` its e-mail route; the three `form-` kinds are the contact form's frame
 * shown, its own "submitted" message and its fallback used.
 */
export const countKinds = /** @type {const} */ ([
  "view",
  "chat",
  "call",
  "mail",
  "compose",
  "compose-mail",
  "form-shown",
  "form-sent",
  "form-fallback",
]);

/**
 * The place on the page of the control pressed, from the nearest `data-place` around it; a control
 * inside no marked container is in the page's `body`.
 */
export const countPlaces = /** @type {const} */ ([
  "header",
  "footer",
  "social-bar",
  "hero",
  "trip-bar",
  "card",
  "price",
  "cta",
  "body",
  "form",
  "composer",
  "office",
]);

/** @typedef {(typeof countKinds)[number]} CountKind */
/** @typedef {(typeof countPlaces)[number]} CountPlace */
/**
 * One event as the browser sends it: `trip` a trip's slug, `office` an office's id (absent for the
 * main number).
 * @typedef {{ kind: CountKind, path: string, trip?: string, place?: CountPlace, office?: string }} CountEvent
 */
