// @ts-check
import { mkdtemp, mkdir, rm, writeFile } from "node:fs/promises";
import http2 from "node:http2";
import https from "node:https";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliCompressSync, gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rawRequest } from "#tests/e2e/support/raw-http.ts";
import { buildServer, resolveFile } from "./app.js";
import { cacheControlFor } from "./cache-control.js";
import { localAdminPolicy, resourcePolicy, robotsTag, securityHeaders } from "./security.js";

/** @type {string} */
let root;
/** @type {Awaited<ReturnType<typeof buildServer>>} */
let app;

const badRequestHtml = "<!doctype html><title>Address Not Understood</title><h1>400</h1>";
const homeHtml = "<!doctype html><title>Home</title><h1>Home</h1>".padEnd(2000, " ");
const contactHtml = "<!doctype html><title>Contact</title><h1>Contact</h1>";
/** Each page's policy as the build writes it into `_headers` (scripts/pipeline/host-headers.ts). */
const pagePolicies = {
  "/": "default-src 'none'; script-src 'self' 'sha256-home'; frame-ancestors 'none'",
  "/about": "default-src 'none'; script-src 'self'; frame-ancestors 'none'",
  "/contact": "default-src 'none'; script-src 'self' https://forms.example/embed.js; frame-ancestors 'none'",
  "/404.html": "default-src 'none'; frame-ancestors 'none'",
  "/400.html": "default-src 'none'; frame-ancestors 'none'",
};
const headersFile = [
  "/*\n  x-static-host: SECRET",
  ...Object.entries(pagePolicies).map(([page, policy]) => `${page}\n  content-security-policy: ${policy}`),
].join("\n\n");

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), "saffron-server-"));
  await mkdir(path.join(root, "about"), { recursive: true });
  await mkdir(path.join(root, "assets"), { recursive: true });
  await mkdir(path.join(root, ".secret"), { recursive: true });
  await mkdir(path.join(root, "admin"), { recursive: true });
  await mkdir(path.join(root, "contact"), { recursive: true });
  await writeFile(path.join(root, "admin", "index.html"), "<title>Content manager</title>");
  await writeFile(path.join(root, "contact", "index.html"), contactHtml);
  await writeFile(path.join(root, "index.html"), homeHtml);
  await writeFile(path.join(root, "index.html.br"), brotliCompressSync(homeHtml));
  await writeFile(path.join(root, "index.html.gz"), gzipSync(homeHtml));
  await writeFile(path.join(root, "about", "index.html"), "<h1>About</h1>");
  await writeFile(path.join(root, "404.html"), "<h1>404</h1><p>Page Not Found</p>");
  await writeFile(path.join(root, "400.html"), badRequestHtml);
  await writeFile(path.join(root, "assets", "app-abc123.js"), "console.log('app')");
  await writeFile(path.join(root, "sw.js"), "self.addEventListener('fetch', () => {})");
  await writeFile(path.join(root, ".env"), "SECRET=1");
  await writeFile(path.join(root, "_headers"), `${headersFile}\n`);
  await writeFile(path.join(root, "_redirects"), "/admin/* https://admin.example/admin/:splat 301 # SECRET\n");
  await writeFile(path.join(root, ".secret", "key"), "secret");
  app = await buildServer({ root });
});

afterAll(async () => {
  await app.close();
  await rm(root, { recursive: true, force: true });
});

/** @param {string} url @param {Record<string, string>} [headers] @param {string} [method] */
function get(url, headers = {}, method = "GET") {
  return app.inject({ method: /** @type {any} */ (method), url, headers });
}

describe("the production server", () => {
  it("serves the home page and inner pages without a trailing slash", async () => {
    expect((await get("/")).body).toContain("<h1>Home</h1>");
    const about = await get("/about");
    expect(about.statusCode).toBe(200);
    expect(about.headers["content-type"]).toMatch(/^text\/html/);
    expect(about.body).toBe("<h1>About</h1>");
  });

  it("redirects a page's trailing-slash address to the canonical one", async () => {
    const response = await get("/about/?x=1");
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe("/about?x=1");
  });

  it("sends the brotli or gzip file the browser accepts", async () => {
    const br = await get("/", { "accept-encoding": "br, gzip" });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    const gz = await get("/", { "accept-encoding": "gzip" });
    expect(gz.headers["content-encoding"]).toBe("gzip");
    const plain = await get("/");
    expect(plain.headers["content-encoding"]).toBeUndefined();
  });

  it("caches hashed assets for a year and revalidates pages and the service worker", async () => {
    expect((await get("/assets/app-abc123.js")).headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect((await get("/")).headers["cache-control"]).toBe("no-cache");
    expect((await get("/sw.js")).headers["cache-control"]).toBe("no-cache");
    expect(cacheControlFor("favicon.svg")).toBe("public, max-age=3600");
  });

  it("answers an unknown path with the 404 page and status 404", async () => {
    for (const url of ["/nowhere", "/blog/unknown-article", "/404", "/404.html", "/assets/"]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.body, url).toContain("Page Not Found");
    }
  });

  it("answers HEAD like GET, without a body", async () => {
    const response = await get("/about", {}, "HEAD");
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe("");
  });

  it("answers other methods with 405 and says which are allowed, a body too large with 413, neither stored", async () => {
    for (const method of ["POST", "PUT", "DELETE", "PATCH", "OPTIONS"]) {
      const response = await get("/", {}, method);
      expect(response.statusCode, method).toBe(405);
      expect(response.headers.allow).toBe("GET, HEAD");
      expect(response.headers["cache-control"], method).toBe("no-store");
    }
    const tooLarge = await app.inject({
      method: "POST",
      url: "/",
      headers: { "content-type": "text/plain" },
      payload: "x".repeat(2 * 1024 * 1024),
    });
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.headers["cache-control"]).toBe("no-store");
  });

  it("answers malformed percent-encoding and NUL bytes with the 400 page, never stored, with the headers", async () => {
    for (const url of ["/%E0%A4%A", "/trips/%E0%A4%A", "/%zz", "/index.html%00.js"]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(400);
      expect(response.headers["content-type"], url).toMatch(/^text\/html/);
      expect(response.body, url).toBe(badRequestHtml);
      expect(response.headers["cache-control"], url).toBe("no-store");
      expect(response.headers["x-content-type-options"], url).toBe("nosniff");
      expect(response.headers["content-security-policy"], url).toContain("frame-ancestors 'none'");
    }
  });

  it("sends the 400 page only as an answer, never by its own address", async () => {
    expect((await get("/400.html")).statusCode).toBe(404);
  });

  it("never serves dotfiles, a static host's configuration or anything outside the site, however encoded", async () => {
    for (const url of [
      "/.env",
      "/_headers",
      "/_redirects",
      "/.secret/key",
      "/%2e%2e/%2e%2e/etc/passwd",
      "/..%2f..%2fetc%2fpasswd",
      "/assets/..%2f.env",
      "/%2e%65nv",
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, url).toBeLessThan(500);
      expect(response.body, url).not.toContain("SECRET");
    }
  });

  it("never turns a protocol-relative path into a redirect to another site", async () => {
    const response = await get("//evil.example/");
    expect(response.statusCode).toBe(404);
    expect(response.headers.location).toBeUndefined();
  });

  it("sends the security headers on every response, errors included", async () => {
    for (const [url, method] of /** @type {[string, string][]} */ ([
      ["/", "GET"],
      ["/nowhere", "GET"],
      ["/assets/app-abc123.js", "GET"],
      ["/", "POST"],
      ["/%zz", "GET"],
    ])) {
      const response = await get(url, {}, method);
      expect(response.headers["x-content-type-options"], url).toBe("nosniff");
      expect(response.headers["referrer-policy"], url).toBe("strict-origin-when-cross-origin");
      expect(response.headers["strict-transport-security"], url).toBe("max-age=63072000; includeSubDomains; preload");
      expect(response.headers["cross-origin-opener-policy"], url).toBe("same-origin");
      expect(response.headers["content-security-policy"], url).toMatch(/default-src 'none'/);
      expect(response.headers["x-powered-by"], url).toBeUndefined();
      expect(response.headers.server, url).toBeUndefined();
    }
  });

  it("answers what Node's HTTP parser refuses, before any route, with the security headers too", async () => {
    const origin = await app.listen({ port: 0, host: "127.0.0.1" });
    for (const [request, status] of /** @type {[string, number][]} */ ([
      [`GET / HTTP/1.1\r\nHost: x\r\nX-Large: ${"b".repeat(20 * 1024)}\r\n\r\n`, 431],
      [`GET /${"a".repeat(20 * 1024)} HTTP/1.1\r\nHost: x\r\n\r\n`, 431],
      ["GARBAGE\r\n\r\n", 400],
      ["GET / HTTP/1.1\r\nHost: x\r\nBroken header line\r\n\r\n", 400],
      ["GET / HTTP/1.1\r\n\r\n", 400],
    ])) {
      const response = await rawRequest(origin, request);
      const label = request.slice(0, 40);
      expect(response.status, label).toBe(status);
      expect(response.headers, label).toMatchObject({
        ...securityHeaders,
        "content-security-policy": resourcePolicy,
        "cache-control": "no-store",
      });
    }
    // HTTP/1.0 needs no Host header.
    expect((await rawRequest(origin, "GET / HTTP/1.0\r\n\r\n")).status).toBe(200);
  });

  it("answers 408 and closes a connection whose request body trickles in past the request timeout", async () => {
    const slow = await buildServer({ root, requestTimeout: 300 });
    try {
      const origin = await slow.listen({ port: 0, host: "127.0.0.1" });
      const request = "POST /contact HTTP/1.1\r\nHost: x\r\nContent-Type: text/plain\r\nContent-Length: 100\r\n\r\nab";
      const response = await rawRequest(origin, request, 3_000);
      expect(response.status).toBe(408);
      expect(response.headers).toMatchObject({ ...securityHeaders, "content-security-policy": resourcePolicy });
    } finally {
      await slow.close();
    }
  });

  it("serves no content manager, even one left in its folder, unless given the editor's folder for local editing", async () => {
    for (const url of ["/admin", "/admin/", "/admin/index.html", "/%61dmin"]) {
      const admin = await get(url);
      expect(admin.statusCode, url).toBe(404);
      expect(admin.body, url).not.toContain("Content manager");
      expect(admin.headers["x-robots-tag"], url).toBe(robotsTag);
    }
    expect((await get("/about")).headers["x-robots-tag"]).toBeUndefined();

    const editor = path.join(root, ".editor");
    await mkdir(path.join(editor, "admin"), { recursive: true });
    await writeFile(path.join(editor, "admin", "index.html"), "<title>Content manager for local editing</title>");
    const local = await buildServer({ root, editor });
    try {
      const response = await local.inject({ method: "GET", url: "/admin" });
      expect(response.body).toContain("for local editing");
      expect(response.headers["content-security-policy"]).toBe(localAdminPolicy);
      expect(response.headers["x-robots-tag"]).toBe(robotsTag);
      expect((await local.inject({ method: "GET", url: "/admin/local-backend.json" })).statusCode).toBe(200);
    } finally {
      await local.close();
    }
  });

  it("sends each page the policy the build wrote for it, whatever the address's spelling", async () => {
    /** @type {[string, keyof typeof pagePolicies][]} */
    const answers = [
      ["/", "/"],
      ["/about", "/about"],
      ["/contact", "/contact"],
      ["/contact?from=%2Fabout", "/contact"],
      ["/no-such-page", "/404.html"],
    ];
    for (const [url, page] of answers)
      expect((await get(url)).headers["content-security-policy"], url).toBe(pagePolicies[page]);
  });

  it("runs nothing on a page the build wrote no policy for", async () => {
    const partial = await mkdtemp(path.join(tmpdir(), "saffron-server-"));
    await writeFile(path.join(partial, "index.html"), homeHtml);
    const server = await buildServer({ root: partial });
    try {
      expect((await server.inject({ url: "/" })).headers["content-security-policy"]).toBe(resourcePolicy);
    } finally {
      await server.close();
      await rm(partial, { recursive: true, force: true });
    }
  });
});

describe("resolveFile", () => {
  const files = new Set(["index.html", "about/index.html", "assets/a.js", "404.html"]);

  it("maps page paths to their prerendered HTML", () => {
    expect(resolveFile("/", files)).toBe("index.html");
    expect(resolveFile("/about", files)).toBe("about/index.html");
    expect(resolveFile("/assets/a.js", files)).toBe("assets/a.js");
  });

  it("does not serve the 404 page, directories or unknown files as a 200", () => {
    expect(resolveFile("/404.html", files)).toBeUndefined();
    expect(resolveFile("/about/", files)).toBeUndefined();
    expect(resolveFile("/missing", files)).toBeUndefined();
  });
});

describe("the blog feed", () => {
  it("is sent as RSS, not generic XML, also when precompressed", async () => {
    const feedRoot = await mkdtemp(path.join(tmpdir(), "saffron-feed-"));
    const feed = `<?xml version="1.0" encoding="UTF-8"?><rss version="2.0"><channel></channel></rss>`.padEnd(2000, " ");
    await mkdir(path.join(feedRoot, "blog"), { recursive: true });
    await writeFile(path.join(feedRoot, "index.html"), homeHtml);
    await writeFile(path.join(feedRoot, "404.html"), "<h1>404</h1>");
    await writeFile(path.join(feedRoot, "blog", "rss.xml"), feed);
    await writeFile(path.join(feedRoot, "blog", "rss.xml.br"), brotliCompressSync(feed));
    const feedServer = await buildServer({ root: feedRoot });
    try {
      const plain = await feedServer.inject({ method: "GET", url: "/blog/rss.xml" });
      expect(plain.statusCode).toBe(200);
      expect(plain.headers["content-type"]).toBe("application/rss+xml; charset=utf-8");
      const compressed = await feedServer.inject({
        method: "GET",
        url: "/blog/rss.xml",
        headers: { "accept-encoding": "br" },
      });
      expect(compressed.headers["content-encoding"]).toBe("br");
      expect(compressed.headers["content-type"]).toBe("application/rss+xml; charset=utf-8");
      expect((await feedServer.inject({ method: "GET", url: "/nowhere/rss.xml" })).statusCode).toBe(404);
    } finally {
      await feedServer.close();
      await rm(feedRoot, { recursive: true, force: true });
    }
  });
});

describe("given a certificate", () => {
  it("serves the site over HTTPS with HTTP/2, and with HTTP/1.1 to clients without it", async () => {
    const { selfSignedCertificate } = await import("#tests/support/self-signed-certificate.ts");
    const tlsServer = await buildServer({ root, tls: await selfSignedCertificate() });
    try {
      const origin = await tlsServer.listen({ port: 0, host: "127.0.0.1" });
      expect(origin).toMatch(/^https:/);

      const session = http2.connect(origin, { rejectUnauthorized: false });
      const { headers, body } = await new Promise((resolve, reject) => {
        const stream = session.request({ ":path": "/about", "accept-encoding": "identity" });
        /** @type {Record<string, unknown>} */
        let responseHeaders = {};
        let text = "";
        stream.on("response", (received) => (responseHeaders = received));
        stream.setEncoding("utf8");
        stream.on("data", (chunk) => (text += chunk));
        stream.on("end", () => resolve({ headers: responseHeaders, body: text }));
        stream.on("error", reject);
      });
      session.close();
      expect(headers[":status"]).toBe(200);
      expect(headers["strict-transport-security"]).toBe(securityHeaders["strict-transport-security"]);
      expect(body).toBe("<h1>About</h1>");

      const http1 = await new Promise((resolve, reject) => {
        https
          .get(`${origin}/about`, { rejectUnauthorized: false }, (response) => {
            response.resume();
            response.on("end", () => resolve({ status: response.statusCode, version: response.httpVersion }));
          })
          .on("error", reject);
      });
      expect(http1).toEqual({ status: 200, version: "1.1" });
    } finally {
      await tlsServer.close();
    }
  });
});
