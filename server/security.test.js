// @ts-check
import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import {
  adminPolicy,
  headersForFile,
  inlineScriptHashes,
  localAdminPolicy,
  permissionsPolicy,
  securityHeaders,
} from "./security.js";

describe("a page's Content-Security-Policy", () => {
  it("hashes the inline scripts the build marked with its token, and only those", () => {
    const close = "window.__reactRouterContext.streamController.close();";
    const html = `<script nonce="t0ken">${close}</script><script>window.a=1</script><script type="module" async="" nonce="other">import("/x.js")</script><script src="/assets/a.js" nonce="t0ken"></script><script type="application/ld+json">{"@type":"Thing"}</script>`;
    const sha = (/** @type {string} */ text) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;
    expect(inlineScriptHashes(html, "t0ken")).toEqual([sha(close)]);
  });
});

describe("the content manager's policy", () => {
  it("runs the site's scripts and never code made from text (docs/decisions/132-the-editor-evaluates-no-code.md)", () => {
    for (const policy of [adminPolicy, localAdminPolicy]) expect(policy).toContain("script-src 'self';");
  });

  it("allows nothing on the editor's own machine in production, static hosts included", () => {
    expect(headersForFile("admin/index.html")["content-security-policy"]).toBe(adminPolicy);
    expect(adminPolicy).not.toMatch(/localhost|127\.0\.0\.1|http:/);
  });

  it("reaches decap-server on this machine only when asked to", () => {
    expect(headersForFile("admin/index.html", { localBackend: true })["content-security-policy"]).toBe(
      localAdminPolicy,
    );
    expect(localAdminPolicy).toContain("connect-src 'self' blob: https://api.github.com http://localhost:8081;");
    // Only the content manager: nothing else of the build talks to it.
    expect(headersForFile("sw.js", { localBackend: true })["content-security-policy"]).not.toContain("localhost");
  });
});

describe("the Permissions-Policy", () => {
  it("turns every powerful feature off but full screen for the site, and a page's entry allows one more", () => {
    expect(securityHeaders["permissions-policy"]).toContain("camera=(), ");
    expect(securityHeaders["permissions-policy"]).toContain("fullscreen=(self), ");
    const withMaps = permissionsPolicy({ geolocation: ["self", "https://maps.example"] });
    expect(withMaps).toContain('geolocation=(self "https://maps.example"), ');
    expect(withMaps.replace('geolocation=(self "https://maps.example")', "geolocation=()")).toBe(
      securityHeaders["permissions-policy"],
    );
  });
});
