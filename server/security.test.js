// @ts-check
import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import {
  adminPolicy,
  inlineScriptHashes,
  localAdminPolicy,
  permissionsPolicy,
  policyForFile,
  securityHeaders,
} from "./security.js";

describe("a page's Content-Security-Policy", () => {
  it("hashes the inline scripts the build wrote, and only those", () => {
    const close = "window.__reactRouterContext.streamController.close();";
    const html = `<script>${close}</script><script>window.a=1</script><script type="module" async="">import("/x.js")</script><script src="/assets/a.js"></script><script type="application/ld+json">{"@type":"Thing"}</script>`;
    const sha = (/** @type {string} */ text) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;
    expect(inlineScriptHashes(html)).toEqual([sha(close)]);
  });
});

describe("the content manager's policy", () => {
  it("runs the site's scripts and never code made from text (docs/decisions/132-the-editor-evaluates-no-code.md)", () => {
    for (const policy of [adminPolicy, localAdminPolicy]) expect(policy).toContain("script-src 'self';");
  });

  it("allows nothing on the editor's own machine in production, static hosts included", () => {
    expect(policyForFile("admin/index.html")).toBe(adminPolicy);
    expect(adminPolicy).not.toMatch(/localhost|127\.0\.0\.1|http:/);
  });

  it("reaches decap-server on this machine only when asked to", () => {
    expect(policyForFile("admin/index.html", { localBackend: true })).toBe(localAdminPolicy);
    expect(localAdminPolicy).toContain("connect-src 'self' blob: https://api.github.com http://localhost:8081;");
    // Only the content manager: nothing else of the build talks to it.
    expect(policyForFile("sw.js", { localBackend: true })).not.toContain("localhost");
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
