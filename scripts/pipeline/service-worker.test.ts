import { describe, expect, it } from "vitest";
import { keepOnlyStorableAnswers, onePagePerPath, runtimeCaching } from "./service-worker.ts";

const origin = "https://www.saffron.test";

type Match = (options: { request: Request; url: URL; sameOrigin: boolean }) => boolean;
type WillUpdate = NonNullable<typeof keepOnlyStorableAnswers.cacheWillUpdate>;
type KeyWillBeUsed = NonNullable<typeof onePagePerPath.cacheKeyWillBeUsed>;

/** A page opened in the browser, a picture or font, and a script's fetch (React Router's .data). */
const page = { mode: "navigate", destination: "document" } as const;
const image = { mode: "no-cors", destination: "image" } as const;
const font = { mode: "cors", destination: "font" } as const;
const fetched = { mode: "cors", destination: "" } as const;

/** The cache a request is answered from and stored in, or undefined when the worker leaves it to the network. */
function cacheFor(pathname: string, kind: { mode: RequestMode; destination: RequestDestination }): string | undefined {
  const url = new URL(pathname, origin);
  const request = { url: url.href, ...kind } as Request;
  const route = runtimeCaching.find((entry) => (entry.urlPattern as Match)({ request, url, sameOrigin: true }));
  return route?.options?.cacheName ?? undefined;
}

async function stored(pathname: string, init: ResponseInit): Promise<boolean> {
  const request = new Request(new URL(pathname, origin));
  const response = new Response("<p>page</p>", init);
  const event = {} as Parameters<WillUpdate>[0]["event"];
  return (await keepOnlyStorableAnswers.cacheWillUpdate?.({ request, response, event })) === response;
}

describe("the service worker's routes", () => {
  it("keep the site's pages, their data and its pictures and fonts", () => {
    expect(cacheFor("/about", page)).toBe("pages");
    expect(cacheFor("/blog/ocean-odyssey.data", fetched)).toBe("page-data");
    expect(cacheFor("/social/about.jpg", image)).toBe("media");
    expect(cacheFor("/assets/figtree-latin.woff2", font)).toBe("media");
  });

  it("leave the content manager and its sign-in to the network", async () => {
    for (const pathname of [
      "/admin",
      "/admin/",
      "/admin/index.html",
      "/oauth/auth?provider=github",
      "/oauth/callback?code=c&state=s",
    ])
      expect(cacheFor(pathname, page), pathname).toBeUndefined();
    // Another spelling a server may decode to the same files.
    for (const pathname of ["/%61dmin/", "/%61dmin/index.html", `${origin}//admin/`, "/ADMIN/", "/Oauth/callback"])
      expect(cacheFor(pathname, page), pathname).toBeUndefined();
    expect(await stored("/%61dmin/", { status: 200 })).toBe(false);
    expect(cacheFor("/admin/assets/figtree-latin.woff2", font)).toBeUndefined();
    expect(cacheFor("/admin/content.data", fetched)).toBeUndefined();
    // Only the folders themselves: a page whose name merely begins alike is the site's.
    expect(cacheFor("/administration-fees", page)).toBe("pages");
  });
});

describe("what the service worker stores", () => {
  it("is a whole 200 answer the server lets be kept", async () => {
    expect(await stored("/about", { status: 200, headers: { "cache-control": "no-cache" } })).toBe(true);
    expect(await stored("/about", { status: 200 })).toBe(true);
    expect(await stored("/social/a.jpg", { status: 200, headers: { "cache-control": "public, max-age=3600" } })).toBe(
      true,
    );
  });

  it("is never an answer marked no-store or private, an error or a partial answer", async () => {
    for (const cacheControl of [
      "no-store",
      "private",
      "Private, max-age=60",
      "max-age=0, NO-STORE",
      'private="set-cookie"',
    ])
      expect(await stored("/about", { status: 200, headers: { "cache-control": cacheControl } }), cacheControl).toBe(
        false,
      );
    for (const status of [206, 404, 500]) expect(await stored("/about", { status }), String(status)).toBe(false);
  });

  it("is never an answer of the content manager or its sign-in, whatever its headers say", async () => {
    expect(await stored("/oauth/callback?code=c&state=s", { status: 200 })).toBe(false);
    expect(await stored("/admin/", { status: 200, headers: { "cache-control": "no-cache" } })).toBe(false);
  });
});

describe("the key a page is stored under", () => {
  it("is its address without the query, one entry for all its variants", async () => {
    const pages = runtimeCaching.find((route) => route.options?.cacheName === "pages");
    expect(pages?.options?.plugins).toContain(onePagePerPath);
    const keys = await Promise.all(
      ["/blog", "/blog?tag=food", "/blog?tag=food&page=2"].map((pathname) =>
        onePagePerPath.cacheKeyWillBeUsed?.({
          request: new Request(new URL(pathname, origin)),
          mode: "write",
          params: undefined,
          event: {} as Parameters<KeyWillBeUsed>[0]["event"],
          state: {},
        }),
      ),
    );
    expect(new Set(keys)).toEqual(new Set([`${origin}/blog`]));
  });
});
