import { readFile, readdir } from "node:fs/promises";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { badRequestPage } from "#app/data/page-copy/bad-request.ts";
import { notFoundPage } from "#app/data/page-copy/not-found.ts";
import { adminPolicy, pageHeadersFromHeadersFile, robotsTag } from "#server/security.js";
import { unreadablePaths } from "./site-map";
import { rawGet, rawRequest } from "./support/raw-http";

/**
 * The status, caching and security checks of the Node server (npm start), and of the headers the
 * build writes for the static host, which must give every page the same policy.
 */
test.describe.configure({ mode: "serial" });

/** The Node server of these tests serves the content manager too, for local editing (CMS_LOCAL_BACKEND). */
const nodeOrigin = `http://127.0.0.1:${process.env.E2E_PORT ?? 4173}`;

const securityHeaders = {
  "strict-transport-security": "max-age=63072000; includeSubDomains; preload",
  "x-content-type-options": "nosniff",
  "referrer-policy": "strict-origin-when-cross-origin",
  "cross-origin-opener-policy": "same-origin",
  "cross-origin-resource-policy": "same-origin",
};

function expectSecurityHeaders(headers: Record<string, string>, label: string, expected = securityHeaders) {
  for (const [name, value] of Object.entries(expected)) expect(headers[name], `${label}: ${name}`).toBe(value);
  expect(headers["permissions-policy"], label).toContain("camera=()");
  expect(headers["content-security-policy"], label).toMatch(/default-src 'none'/);
  expect(headers["content-security-policy"], label).toContain("frame-ancestors 'none'");
  expect(headers["x-powered-by"], label).toBeUndefined();
  expect(headers.server ?? "", `${label}: no version in the server banner`).not.toMatch(/\d/);
}

/** The home page's own module: a hashed script large enough to be precompressed (the entry is not). */
async function homeScript(origin: string): Promise<string> {
  const html = await (await fetch(`${origin}/`)).text();
  const script = /\/assets\/home-[\w-]+\.js/.exec(html)?.[0];
  if (!script) throw new Error("no script of the home page in its HTML");
  return script;
}

test.describe("the Node server", () => {
  test("serves pages with a per-page policy, revalidated, and the security headers", async () => {
    const response = await rawGet(nodeOrigin, "/about");
    expect(response.status).toBe(200);
    expect(response.headers["content-type"]).toMatch(/^text\/html/);
    expect(response.headers["cache-control"]).toBe("no-cache");
    expect(response.headers["content-security-policy"]).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+;/);
    expect(response.headers["content-security-policy"]).not.toMatch(/unsafe-inline|unsafe-eval/);
    expectSecurityHeaders(response.headers, "/about");
  });

  test("lets the contact form's host run a script and a frame on the contact page alone", async () => {
    for (const target of ["/", "/about", "/no-such-page"]) {
      const policy = (await rawGet(nodeOrigin, target)).headers["content-security-policy"];
      expect(policy, target).not.toContain("tally.so");
    }
    for (const target of ["/contact", "/contact?from=%2Fabout&topic=visas"]) {
      const policy = (await rawGet(nodeOrigin, target)).headers["content-security-policy"];
      // The form's widget script alone, not everything on its host.
      expect(policy, target).toMatch(
        /script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+ https:\/\/tally\.so\/widgets\/embed\.js;/,
      );
      expect(policy, target).toContain("frame-src https://tally.so;");
    }
  });

  test("sends the home page, a trailing-slash redirect and HEAD like the other server", async () => {
    expect((await rawGet(nodeOrigin, "/")).status).toBe(200);
    const redirect = await rawGet(nodeOrigin, "/about/");
    expect(redirect.status).toBe(301);
    expect(redirect.headers.location).toBe("/about");
    const head = await rawGet(nodeOrigin, "/about", {}, "HEAD");
    expect(head.status).toBe(200);
    expect(head.body).toBe("");
  });

  test("answers an unknown path with the 404 page, status 404, headers included", async () => {
    for (const target of ["/no-such-page", "/blog/no-such-article", "/404.html", "/_headers", "/_redirects"]) {
      const response = await rawGet(nodeOrigin, target);
      expect(response.status, target).toBe(404);
      expectSecurityHeaders(response.headers, target);
    }
    const page = await rawGet(nodeOrigin, "/no-such-page");
    expect(page.body).toContain(notFoundPage.title);
    expect(page.headers["cache-control"]).toBe("no-cache");
  });

  test("answers an address it cannot read with the site's 400 page, never stored, headers included", async () => {
    for (const target of unreadablePaths) {
      const response = await rawGet(nodeOrigin, target);
      expect(response.status, target).toBe(400);
      expect(response.headers["content-type"], target).toMatch(/^text\/html/);
      expect(response.headers["cache-control"], target).toBe("no-store");
      expect(response.body, target).toContain(badRequestPage.lead);
      expectSecurityHeaders(response.headers, target);
    }
    // The page itself has no address of its own there.
    expect((await rawGet(nodeOrigin, "/400.html")).status).toBe(404);
  });

  test("caches hashed assets for a year and sends them precompressed", async () => {
    const script = await homeScript(nodeOrigin);
    const br = await rawGet(nodeOrigin, script, { "Accept-Encoding": "br, gzip" });
    expect(br.status).toBe(200);
    expect(br.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers["content-type"]).toMatch(/javascript/);
    const gzip = await rawGet(nodeOrigin, script, { "Accept-Encoding": "gzip" });
    expect(gzip.headers["content-encoding"]).toBe("gzip");
  });

  test("revalidates the service worker and gives it a policy that lets it fetch the site", async () => {
    const response = await rawGet(nodeOrigin, "/sw.js");
    expect(response.status).toBe(200);
    expect(response.headers["cache-control"]).toBe("no-cache");
    expect(response.headers["content-security-policy"]).toContain("connect-src 'self'");
  });

  test("answers every method but GET and HEAD with 405", async () => {
    for (const method of ["POST", "PUT", "DELETE", "PATCH", "OPTIONS", "TRACE", "PROPFIND"]) {
      const response = await rawGet(nodeOrigin, "/", { "Content-Length": "0" }, method);
      expect(response.status, method).toBe(405);
      expect(response.headers.allow, method).toBe("GET, HEAD");
    }
  });

  test("survives the bad-input battery with 4xx answers, never a 5xx, and still serves /", async () => {
    const hostile: { target: string; headers?: Record<string, string> }[] = [
      { target: "/../../etc/passwd" },
      { target: "/%2e%2e/%2e%2e/etc/passwd" },
      { target: "/..%2f..%2f..%2fetc%2fpasswd" },
      { target: "/%252e%252e%252fetc%252fpasswd" },
      { target: "/assets/..%2f..%2f..%2fetc/passwd" },
      { target: "/%c0%ae%c0%ae/%c0%ae%c0%ae/etc/passwd" },
      { target: "/..\\..\\etc\\passwd" },
      { target: "/%00" },
      { target: "/index.html%00.js" },
      { target: "/%" },
      { target: "/%zz" },
      { target: "/%E0%A4%A" },
      { target: "/.env" },
      { target: "/.git/config" },
      { target: "/assets/.hidden" },
      { target: `/${"a".repeat(100 * 1024)}` },
      { target: "/", headers: { "X-Large": "b".repeat(20 * 1024) } },
    ];
    for (const { target, headers } of hostile) {
      const response = await rawGet(nodeOrigin, target, headers);
      const label = target.slice(0, 60);
      expect(response.status, label).toBeGreaterThanOrEqual(400);
      expect(response.status, label).toBeLessThan(500);
      expect(response.body, label).not.toMatch(/root:.*:0:0:/);
      // Also what the HTTP layer answers before any route: headers or address too long.
      expectSecurityHeaders(response.headers, label);
    }
    expect((await rawGet(nodeOrigin, "/")).status).toBe(200);
  });

  test("answers a malformed request line or header with a 400 that carries the security headers", async () => {
    for (const request of [
      "GARBAGE\r\n\r\n",
      "GET /\u0001 HTTP/1.1\r\nHost: x\r\n\r\n",
      "GET / HTTP/1.1\r\nHost: x\r\nBroken header line\r\n\r\n",
      "GET / HTTP/1.1\r\n\r\n",
    ]) {
      const response = await rawRequest(nodeOrigin, request);
      const label = JSON.stringify(request);
      expect(response.status, label).toBeGreaterThanOrEqual(400);
      expect(response.status, label).toBeLessThan(500);
      expectSecurityHeaders(response.headers, label);
      expect(response.headers["cache-control"], label).toBe("no-store");
    }
  });

  test("keeps the content manager out of search engines", async () => {
    const adminScript = /\/admin\/assets\/index-[\w-]+\.js/.exec((await rawGet(nodeOrigin, "/admin")).body)?.[0];
    expect(adminScript).toBeDefined();
    for (const target of ["/admin", adminScript ?? "", "/admin/no-such-file"]) {
      const response = await rawGet(nodeOrigin, target);
      expect(response.headers["x-robots-tag"], target).toBe(robotsTag);
    }
    expect((await rawGet(nodeOrigin, "/about")).headers["x-robots-tag"]).toBeUndefined();
  });

  test("answers ranges with 206 or 416 (or the whole file), never a 5xx", async () => {
    const script = await homeScript(nodeOrigin);
    expect((await rawGet(nodeOrigin, script, { Range: "bytes=0-9" })).status).toBe(206);
    expect((await rawGet(nodeOrigin, script, { Range: "bytes=99999999-" })).status).toBe(416);
    const manyRanges = Array.from({ length: 500 }, (_, index) => `${index * 2}-${index * 2}`).join(",");
    for (const range of [
      "bytes=abc",
      "bytes=-",
      "bytes=5-1",
      "items=0-1",
      `bytes=${manyRanges}`,
      `bytes=0-${"9".repeat(40)}`,
    ]) {
      const response = await rawGet(nodeOrigin, script, { Range: range });
      expect([200, 206, 416], range.slice(0, 40)).toContain(response.status);
    }
    expect((await rawGet(nodeOrigin, "/")).status).toBe(200);
  });

  test("never redirects to another site", async () => {
    for (const target of [
      "//evil.example/",
      "//evil.example/%2F..",
      "/%2F%2Fevil.example/",
      "/\\evil.example/",
      "///evil.example//",
    ]) {
      const response = await rawGet(nodeOrigin, target);
      expect(response.status, target).toBeLessThan(500);
      const location = response.headers.location ?? "";
      expect(location, target).not.toMatch(/evil\.example/);
    }
  });
});

/** The policy `_headers` gives each page of the public site, by its address. */
async function staticHostPolicies(): Promise<Map<string, string>> {
  const hostHeaders = await readFile(path.resolve(process.env.BUILD_DIR ?? "build", "client", "_headers"), "utf8");
  const pages = pageHeadersFromHeadersFile(hostHeaders);
  return new Map(
    [...pages].flatMap(([target, headers]) => {
      const policy = headers["content-security-policy"];
      return policy && !target.includes("*") ? [[target, policy] as const] : [];
    }),
  );
}

test("the static host's headers give every page the policy the Node server sends, the form host on the contact page alone", async () => {
  const policies = await staticHostPolicies();
  const withTheFormHost = [...policies].filter(([, policy]) => policy.includes("tally.so")).map(([target]) => target);
  expect(withTheFormHost).toEqual(["/contact"]);
  for (const [target, policy] of policies) {
    // An error page (404.html and the like) is sent as an answer, not by its own address.
    if (/^\/\d{3}\.html$/.test(target)) continue;
    expect((await rawGet(nodeOrigin, target)).headers["content-security-policy"], target).toBe(policy);
  }
});

test("the public site holds nothing of the content manager, and no page loads anything of it", async () => {
  const client = path.resolve(process.env.BUILD_DIR ?? "build", "client");
  const files = (await readdir(client, { recursive: true })).map((file) => file.split(path.sep).join("/"));
  expect(files.filter((file) => file.startsWith("admin"))).toEqual([]);
  const pages = files.filter((file) => file.endsWith(".html"));
  expect(pages).toContain("contact/index.html");
  for (const file of pages)
    expect(await readFile(path.join(client, file), "utf8"), file).not.toMatch(/(src|href)="\/admin\//);
});

test("the editor's site gives /admin production's policy, which reaches nothing on this machine, and keeps its opener", async () => {
  const editorHeaders = await readFile(path.resolve(process.env.BUILD_DIR ?? "build", "editor", "_headers"), "utf8");
  expect(editorHeaders).toContain(`  content-security-policy: ${adminPolicy}\n`);
  expect(editorHeaders).toContain("  cross-origin-opener-policy: same-origin-allow-popups\n");
  expect(editorHeaders).toContain(`  x-robots-tag: ${robotsTag}\n`);
  expect(editorHeaders).not.toMatch(/localhost|127\.0\.0\.1/);
});
