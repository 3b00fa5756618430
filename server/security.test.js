// @ts-check
import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import {
  adminPolicy,
  contentSecurityPolicy,
  embedsContactForm,
  inlineScriptHashes,
  localAdminPolicy,
  policyForFile,
} from "./security.js";

describe("the Content-Security-Policy", () => {
  it("hashes the inline scripts the build wrote, and only those", () => {
    const close = "window.__reactRouterContext.streamController.close();";
    const html = `<script>${close}</script><script>window.a=1</script><script type="module" async="">import("/x.js")</script><script src="/assets/a.js"></script><script type="application/ld+json">{"@type":"Thing"}</script>`;
    const sha = (/** @type {string} */ text) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;
    expect(inlineScriptHashes(html)).toEqual([sha(close)]);
  });

  it("allows self and the hashed scripts, and nothing unsafe", () => {
    const policy = contentSecurityPolicy(["'sha256-abc'"]);
    expect(policy).toContain("default-src 'none'");
    expect(policy).toContain("script-src 'self' 'sha256-abc';");
    expect(policy).toContain("frame-src 'none'");
    for (const locked of ["base-uri 'none'", "form-action 'none'", "frame-ancestors 'none'", "object-src 'none'"])
      expect(policy).toContain(locked);
    expect(policy).not.toMatch(/unsafe-inline|unsafe-eval|\*/);
  });

  it("allows the form host's script and frame only on a page that embeds the contact form", () => {
    const frame =
      '<iframe data-tally-src="https://tally.so/embed/mRoute?alignLeft=1" title="Contact form" loading="lazy"></iframe>';
    expect(embedsContactForm(frame)).toBe(true);
    const contact = policyForFile("contact/index.html", `<main>${frame}</main>`);
    expect(contact).toContain("script-src 'self' https://tally.so;");
    expect(contact).toContain("frame-src https://tally.so;");
    // The form host named in words, a link to it, or a frame of a look-alike host is no embedded form.
    for (const html of [
      "<p>Our form is hosted by https://tally.so/embed/mRoute</p>",
      '<a href="https://tally.so/r/mRoute">Open the form</a>',
      '<iframe data-tally-src="https://tally.so.example/embed/x"></iframe>',
      '<iframe src="https://tally.so/embed/mRoute"></iframe>',
    ]) {
      expect(embedsContactForm(html), html).toBe(false);
      expect(policyForFile("about/index.html", html), html).not.toContain("tally.so");
    }
  });

  it("lets only a page with a form sending to the chat app (the trip composer) send a form, and only there", () => {
    const composer =
      '<main><form method="get" action="https://wa.me/15550100000" target="_blank"><textarea name="text"></textarea></form></main>';
    expect(policyForFile("plan/index.html", composer)).toContain(
      "form-action https://wa.me https://api.whatsapp.com mailto:;",
    );
    // A chat link is not a form; a form elsewhere, or to a look-alike host, gets no target.
    for (const html of [
      '<a href="https://wa.me/15550100000?text=Hi">Chat</a>',
      '<form action="/search"></form>',
      '<form action="https://wa.me.example/1"></form>',
    ])
      expect(policyForFile("about/index.html", html)).toContain("form-action 'none'");
  });
});

describe("the content manager's policy", () => {
  it("runs the site's scripts and never code made from text (docs/decisions/132-the-editor-evaluates-no-code.md)", () => {
    for (const policy of [adminPolicy, localAdminPolicy]) expect(policy).toContain("script-src 'self';");
  });

  it("allows nothing on the editor's own machine in production, nginx and static hosts included", () => {
    expect(policyForFile("admin/index.html", "")).toBe(adminPolicy);
    expect(adminPolicy).not.toMatch(/localhost|127\.0\.0\.1|http:/);
  });

  it("reaches decap-server on this machine only when asked to", () => {
    expect(policyForFile("admin/index.html", "", { localBackend: true })).toBe(localAdminPolicy);
    expect(localAdminPolicy).toContain("connect-src 'self' blob: https://api.github.com http://localhost:8081;");
    // Only the content manager: a public page never talks to it.
    expect(policyForFile("about/index.html", "", { localBackend: true })).not.toContain("localhost");
  });
});
