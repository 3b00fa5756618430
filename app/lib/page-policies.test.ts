import { describe, expect, it } from "vitest";
import { site } from "#app/data/site.ts";
import { paths } from "#app/utils/paths.ts";
import { allowancesFor, loadsAsDocument, pagePolicy, policyWith } from "./page-policies";

/** One directive of a policy, e.g. "form-action". */
function directive(policy: string, name: string): string | undefined {
  return policy
    .split("; ")
    .find((part) => part.startsWith(`${name} `))
    ?.slice(name.length + 1);
}

describe("the pages' policies", () => {
  it("let every page send a form to the chat app and the mail app, so an enquiry works whichever page came first", () => {
    for (const route of [paths.home, paths.trip("any"), paths.plan, paths.contact, paths.notFound]) {
      const targets = directive(pagePolicy(route, []), "form-action") ?? "";
      expect(targets.split(" "), route).toEqual(expect.arrayContaining([site.chat.host, "mailto:"]));
    }
  });

  it("allow the contact form's one script and its frames on the contact page alone", () => {
    const contact = pagePolicy(paths.contact, ["'sha256-abc'"]);
    expect(directive(contact, "script-src")).toMatch(/^'self' 'sha256-abc' https:\/\/tally\.so\/widgets\/embed\.js$/);
    expect(directive(contact, "frame-src")).toBe(new URL(site.contactForm.host).origin);
    for (const route of [paths.home, paths.plan, "/contacts", "/blog/contact"]) {
      expect(pagePolicy(route, []), route).not.toContain(site.contactForm.host);
      expect(allowancesFor(route), route).toEqual({});
    }
  });

  it("allow no inline script but those hashed, no plugin, no base and no framing by others", () => {
    const policy = pagePolicy(paths.about, ["'sha256-abc'"]);
    expect(directive(policy, "script-src")).toBe("'self' 'sha256-abc'");
    expect(policy).toContain("object-src 'none'");
    expect(policy).toContain("base-uri 'none'");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).not.toContain("unsafe");
  });

  it("widen any directive a page's entry names, and no other", () => {
    const widget = { sources: { "img-src": ["https://tiles.example"], "connect-src": ["https://api.example"] } };
    const policy = policyWith(widget, []);
    expect(directive(policy, "img-src")).toBe("'self' https://tiles.example");
    expect(directive(policy, "connect-src")).toBe("'self' https://api.example");
    expect(directive(policy, "script-src")).toBe("'self'");
    expect(directive(policy, "frame-src")).toBe("'none'");
  });
});

describe("which links load a document", () => {
  it("those between pages whose policies differ, whichever way, with or without a query or a slash", () => {
    for (const to of [paths.contact, `${paths.contact}/`, `${paths.contact}?topic=visas#form`])
      expect(loadsAsDocument(paths.home, to), to).toBe(true);
    expect(loadsAsDocument(paths.contact, paths.about)).toBe(true);
    expect(loadsAsDocument(paths.contact, `${paths.contact}?topic=visas`)).toBe(false);
  });

  it("no others: the composer, a trip and the home page share one policy", () => {
    for (const [from, to] of [
      [paths.home, paths.plan],
      [paths.trip("any"), paths.plan],
      [paths.plan, paths.home],
      [paths.home, "/contacts"],
    ] as const)
      expect(loadsAsDocument(from, to), `${from} -> ${to}`).toBe(false);
  });
});
