// @ts-check
import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { contentSecurityPolicy, inlineScriptHashes } from "./security.js";

describe("the Content-Security-Policy", () => {
  it("hashes every inline script of a page, and only those", () => {
    const html =
      '<script>window.a=1</script><script type="module" async="">import("/x.js")</script><script src="/assets/a.js"></script><script type="application/ld+json">{"@type":"Thing"}</script>';
    const sha = (/** @type {string} */ text) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;
    expect(inlineScriptHashes(html)).toEqual([sha("window.a=1"), sha('import("/x.js")')]);
  });

  it("allows self, the hashed scripts and the form host, and nothing unsafe", () => {
    const policy = contentSecurityPolicy(["'sha256-abc'"]);
    expect(policy).toContain("default-src 'none'");
    expect(policy).toContain("script-src 'self' 'sha256-abc' https://tally.so");
    expect(policy).toContain("frame-src https://tally.so");
    for (const locked of ["base-uri 'none'", "form-action 'none'", "frame-ancestors 'none'", "object-src 'none'"])
      expect(policy).toContain(locked);
    expect(policy).not.toMatch(/unsafe-inline|unsafe-eval|\*/);
  });
});
