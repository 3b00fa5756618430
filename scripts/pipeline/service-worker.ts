import { appendFile } from "node:fs/promises";
import path from "node:path";
import { generateSW, type RuntimeCaching } from "workbox-build";

/**
 * The service worker (record 142): pages network-first, so a visited page opens offline and a real
 * 404 stays a 404 (Workbox's navigateFallback would answer it with the home page and a 200).
 * /admin and /oauth/ (whose last sign-in page once held a git token) never go through it, nor /api/
 * (the counts: Workbox routes only GET, and no route matches it whatever its method), in any case
 * or with doubled slashes, nor does any address spelled with a percent escape (a server may decode
 * "/%61dmin" to the editor; the site's own addresses have none), and nothing `no-store` or
 * `private` is stored: Cache Storage outlives a logout.
 *
 * Workbox writes each function below into sw.js by its source text, so none may use a name from
 * this module.
 */

type Plugin = NonNullable<NonNullable<RuntimeCaching["options"]>["plugins"]>[number];

/** Only a whole 200 that may be kept and is not the editor's. */
export const keepOnlyStorableAnswers: Plugin = {
  cacheWillUpdate: async ({ request, response }) =>
    response.status === 200 &&
    !/(?:^|,)\s*(?:no-store|private)\b/i.test(response.headers.get("cache-control") ?? "") &&
    !/%|^\/+(?:admin|oauth|api)(?:\/|$)/i.test(new URL(request.url).pathname)
      ? response
      : null,
};

/** A page's HTML is the same whatever its query (a filter is read in the page): one entry per path. */
export const onePagePerPath: Plugin = {
  cacheKeyWillBeUsed: async ({ request }) => {
    const url = new URL(request.url);
    url.search = "";
    return url.href;
  },
};

/** A request no route matches goes to the network as if there were no worker. */
export const runtimeCaching: RuntimeCaching[] = [
  {
    urlPattern: ({ request, url }) =>
      request.mode === "navigate" && !/%|^\/+(?:admin|oauth|api)(?:\/|$)/i.test(url.pathname),
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
    // A page's data, and the parts drawn at build time that a navigation fetches with it.
    urlPattern: ({ url, sameOrigin }) =>
      sameOrigin &&
      (url.pathname.endsWith(".data") || url.pathname.startsWith("/fragments/")) &&
      !/%|^\/+(?:admin|oauth|api)(?:\/|$)/i.test(url.pathname),
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
      !/%|^\/+(?:admin|oauth|api)(?:\/|$)/i.test(url.pathname),
    handler: "StaleWhileRevalidate",
    options: { cacheName: "media", expiration: { maxEntries: 120 }, plugins: [keepOnlyStorableAnswers] },
  },
];

/** Deletes what an earlier worker stored under /admin or /oauth/ (a sign-in page, token included). */
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
              .filter((request) => /%|^\\/+(?:admin|oauth)(?:\\/|$)/i.test(new URL(request.url).pathname))
              .map((request) => cache.delete(request)),
          );
        }),
      ),
    ),
  );
});
`;

export async function buildServiceWorker(clientDirectory: string): Promise<void> {
  const swDest = path.join(clientDirectory, "sw.js");
  const { count, size, warnings } = await generateSW({
    globDirectory: clientDirectory,
    // Saved at install with the scripts (record 171): the page shown for a page neither reachable nor
    // saved (script-free, so that it reads as itself at any address), and the composer, which needs
    // no network once loaded, with its data for an in-app link to it; each page under its address.
    globPatterns: ["assets/**/*.{js,css}", "assets/**/*-basic-*.woff2", "{offline,plan}/index.html", "plan.data"],
    manifestTransforms: [
      async (entries) => ({
        manifest: entries.map((entry) => ({ ...entry, url: entry.url.replace(/\/index\.html$/, "") })),
      }),
    ],
    swDest,
    dontCacheBustURLsMatching: /^assets\//,
    // A precached page is the same whatever its query (the composer reads its trip in the page),
    // and the hashed assets have none.
    ignoreURLParametersMatching: [/./],
    inlineWorkboxRuntime: true,
    sourcemap: false,
    cleanupOutdatedCaches: true,
    // Without skipWaiting and clientsClaim (Workbox's defaults), a new worker waits until every tab
    // of the old one is closed, so that no open tab loses files (record 154).
    runtimeCaching,
  });
  await appendFile(swDest, forgetTheEditorsAnswers);
  for (const warning of warnings) console.warn(`service worker: ${warning}`);
  console.log(`service worker: ${count} files precached, ${(size / 1024).toFixed(1)} kB`);
}
