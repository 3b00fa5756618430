import { createHash } from "node:crypto";
import { appendFile, readFile } from "node:fs/promises";
import path from "node:path";
import { generateSW, type RuntimeCaching } from "workbox-build";

/**
 * The service worker (docs/decisions/142-scripts-after-the-content.md): hashed assets and the
 * fonts of a first render are precached; pages are fetched network-first with a short timeout, so
 * a visited page opens offline and a real 404 stays a 404 (no navigateFallback: Workbox's would
 * answer unknown URLs with the home page and status 200).
 *
 * The content manager (/admin, served on this origin for local editing only) and /oauth/ (where
 * this site once answered the sign-in, whose last page held the editor's git token) are never
 * routed through the worker, and nothing the server marks `no-store` or `private` is ever stored:
 * Cache Storage outlives a logout (docs/decisions/160-a-static-host-and-a-maintained-sign-in.md).
 *
 * Workbox writes each function below into sw.js by its source text, so each stands alone: no
 * function may use a name from this module.
 */

type Plugin = NonNullable<NonNullable<RuntimeCaching["options"]>["plugins"]>[number];

/** Stores an answer only if it is a whole 200 that the server allows to be kept and that is not the editor's. */
export const keepOnlyStorableAnswers: Plugin = {
  cacheWillUpdate: async ({ request, response }) =>
    response.status === 200 &&
    !/(?:^|,)\s*(?:no-store|private)\b/i.test(response.headers.get("cache-control") ?? "") &&
    !/^\/(?:admin|oauth)(?:\/|$)/.test(new URL(request.url).pathname)
      ? response
      : null,
};

/**
 * Stores a page once, under its path: a page's HTML is the same whatever its query (a filter is
 * read in the page), so query variants neither fill the cache nor miss the page offline.
 */
export const onePagePerPath: Plugin = {
  cacheKeyWillBeUsed: async ({ request }) => {
    const url = new URL(request.url);
    url.search = "";
    return url.href;
  },
};

/** The worker's routes, tried in order; a request none matches goes to the network as if there were no worker. */
export const runtimeCaching: RuntimeCaching[] = [
  {
    urlPattern: ({ request, url }) => request.mode === "navigate" && !/^\/(?:admin|oauth)(?:\/|$)/.test(url.pathname),
    handler: "NetworkFirst",
    options: {
      cacheName: "pages",
      networkTimeoutSeconds: 3,
      expiration: { maxEntries: 60 },
      precacheFallback: { fallbackURL: "/offline" },
      plugins: [keepOnlyStorableAnswers, onePagePerPath],
    },
  },
  {
    // A page's data, and the parts drawn at build time that a client-side navigation fetches with it.
    urlPattern: ({ url, sameOrigin }) =>
      sameOrigin &&
      (url.pathname.endsWith(".data") || url.pathname.startsWith("/fragments/")) &&
      !/^\/(?:admin|oauth)(?:\/|$)/.test(url.pathname),
    handler: "NetworkFirst",
    options: {
      cacheName: "page-data",
      networkTimeoutSeconds: 3,
      expiration: { maxEntries: 60 },
      plugins: [keepOnlyStorableAnswers],
    },
  },
  {
    urlPattern: ({ request, url, sameOrigin }) =>
      sameOrigin &&
      (request.destination === "image" || request.destination === "font") &&
      !/^\/(?:admin|oauth)(?:\/|$)/.test(url.pathname),
    handler: "StaleWhileRevalidate",
    options: { cacheName: "media", expiration: { maxEntries: 120 }, plugins: [keepOnlyStorableAnswers] },
  },
];

/**
 * Appended to sw.js: when this worker takes over, it deletes what an earlier one stored under
 * /admin or /oauth/ (until this rule, the sign-in's last page, token included, sat in "pages").
 */
const forgetTheEditorsAnswers = `
self.addEventListener("activate", (event) => {
  event.waitUntil(
    caches.keys().then((names) =>
      Promise.all(
        names.map(async (name) => {
          const cache = await caches.open(name);
          const requests = await cache.keys();
          await Promise.all(
            requests
              .filter((request) => /^\\/(?:admin|oauth)(?:\\/|$)/.test(new URL(request.url).pathname))
              .map((request) => cache.delete(request)),
          );
        }),
      ),
    ),
  );
});
`;

export async function buildServiceWorker(clientDirectory: string): Promise<void> {
  const offlinePage = await readFile(path.join(clientDirectory, "offline", "index.html"));
  const swDest = path.join(clientDirectory, "sw.js");
  const { count, size, warnings } = await generateSW({
    globDirectory: clientDirectory,
    globPatterns: ["assets/**/*.{js,css}", "assets/**/*-basic-*.woff2"],
    swDest,
    // Vite's file names carry a content hash already.
    dontCacheBustURLsMatching: /^assets\//,
    // The page shown for a page that is neither reachable nor saved (see runtimeCaching).
    additionalManifestEntries: [
      { url: "/offline", revision: createHash("sha256").update(offlinePage).digest("hex").slice(0, 16) },
    ],
    inlineWorkboxRuntime: true,
    mode: "production",
    sourcemap: false,
    cleanupOutdatedCaches: true,
    // A new worker waits until every tab of the old one is closed, so an open tab never loses files.
    skipWaiting: false,
    clientsClaim: false,
    runtimeCaching,
  });
  await appendFile(swDest, forgetTheEditorsAnswers);
  for (const warning of warnings) console.warn(`service worker: ${warning}`);
  console.log(`service worker: ${count} files precached, ${(size / 1024).toFixed(1)} kB`);
}
