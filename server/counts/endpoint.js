// @ts-check
import { countBodyLimit, countKinds, countPlaces } from "#app/data/count-vocabulary.js";

/**
 * The endpoint of the site's own counts and its checks, one module wrapped for the Node server
 * (server/app.js) and for the static host's function (server/counts/functions.js): a press is
 * stored once it passes every check, and nothing else is (docs/decisions/164-first-party-counts.md).
 */

/**
 * What may be counted, beside the kinds and places of the vocabulary: the pages the build made, the
 * trips' slugs and the offices' ids (the build writes them, scripts/pipeline/count-functions.ts).
 * @typedef {{ pages: readonly string[], trips: readonly string[], offices: readonly string[] }} CountLists
 * A request as both hosts give it: a web Request, or the Node server's (server/counts/node.js).
 * @typedef {Pick<Request, "method" | "url" | "text"> & { headers: { get(name: string): string | null | undefined } }} CountRequest
 */

/**
 * An answer of the counts or the report, never stored; its text is plain unless `headers` say otherwise.
 * @param {number} status
 * @param {string} [text]
 * @param {Record<string, string>} [headers]
 */
export const answer = (status, text, headers = {}) =>
  new Response(text ?? null, {
    status,
    headers: { "cache-control": "no-store", ...(text && { "content-type": "text/plain; charset=utf-8" }), ...headers },
  });

/** A burst from one address over this many events in a window is refused (429). */
export const burstLimit = 60;
const burstWindowMs = 10_000;

/**
 * Presses per address in the current window, in memory only: the map is emptied every window, so
 * no address outlives ten seconds, and none is ever stored.
 * @param {{ limit?: number, windowMs?: number, now?: () => number }} [options]
 */
export function burstLimiter({ limit = burstLimit, windowMs = burstWindowMs, now = Date.now } = {}) {
  /** @type {Map<string, number>} */
  let seen = new Map();
  let windowStart = now();
  /** @param {string} client */
  return (client) => {
    if (now() - windowStart >= windowMs) {
      seen = new Map();
      windowStart = now();
    }
    const count = (seen.get(client) ?? 0) + 1;
    seen.set(client, count);
    return count <= limit;
  };
}

/**
 * The event in a body, or undefined when it is not exactly one known event: a kind and a page, and
 * only known values.
 * @param {string} body
 * @param {CountLists} lists
 * @returns {import("./store.js").StoredEvent | undefined}
 */
function parseCountEvent(body, lists) {
  /** @type {Record<string, readonly string[]>} */
  const known = { kind: countKinds, path: lists.pages, trip: lists.trips, place: countPlaces, office: lists.offices };
  /** @type {Record<string, unknown>} */
  let event;
  try {
    event = JSON.parse(body);
  } catch {
    return undefined;
  }
  if (typeof event !== "object" || event === null || Array.isArray(event)) return undefined;
  // A static host may serve a page at "/about/" too: counted as "/about".
  if (typeof event.path === "string" && /.\/$/.test(event.path)) event.path = event.path.slice(0, -1);
  const valid =
    Object.keys(event).every((key) => Object.hasOwn(known, key)) &&
    Object.entries(known).every(([key, list]) =>
      event[key] === undefined ? key !== "kind" && key !== "path" : list.includes(/** @type {string} */ (event[key])),
    );
  return valid ? /** @type {import("./store.js").StoredEvent} */ (event) : undefined;
}

/**
 * The endpoint: 204 stored (or dropped for Global Privacy Control), 405 not a POST, 413 too large,
 * 403 another site's origin, 429 a burst, 400 not one known event, 503 the store failed.
 * @param {{ store: Pick<import("./store.js").CountStore, "add">, lists: CountLists, allow?: (client: string) => boolean, log?: (error: unknown) => void }} options
 * @returns {(request: CountRequest, client: string) => Promise<Response>}
 */
export function countEndpoint({ store, lists, allow = burstLimiter(), log = console.error }) {
  return async (request, client) => {
    if (request.method !== "POST") return answer(405, "Method Not Allowed", { allow: "POST" });
    const origin = request.headers.get("origin");
    if (origin && origin !== URL.parse(request.url)?.origin) return answer(403, "Forbidden: another site's origin");
    const body = await request.text();
    if (Buffer.byteLength(body) > countBodyLimit) return answer(413, "Payload Too Large");
    if (request.headers.get("sec-gpc") === "1") return answer(204);
    if (!allow(client)) return answer(429, "Too Many Requests", { "retry-after": "10" });
    const event = parseCountEvent(body, lists);
    if (!event) return answer(400, "Bad Request: not one known event");
    try {
      await store.add(event);
    } catch (error) {
      log(error);
      return answer(503, "Service Unavailable", { "retry-after": "60" });
    }
    return answer(204);
  };
}
