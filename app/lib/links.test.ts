import { describe, expect, it } from "vitest";
import { chatAddress, dialHref, mailAddress, mailGreeting, startingWith } from "#tests/site-facts.ts";
import { defaultChatMessage } from "#app/data/prefilled-messages/site.ts";
import { chatLink, dialLink, mailLink } from "./links";

describe("chat links", () => {
  it("open a chat with the agency's digits and the default booking message", () => {
    const url = new URL(chatLink());
    expect(`${url.origin}${url.pathname}`).toBe(chatAddress);
    expect(url.searchParams.get("text")).toBe("Hi! I want to book travel package");
    expect(defaultChatMessage).toBe("Hi! I want to book travel package");
  });

  it("encode any prefilled text so that it survives the round trip", () => {
    const text = "Plan a visit to Seoul Skyline & Lotte Tower, South Korea? 100% yes #1";
    const link = chatLink(text);
    expect(link).not.toContain(" ");
    expect(link).not.toContain("&L");
    expect(new URL(link).searchParams.get("text")).toBe(text);
  });
});

describe("the dial link", () => {
  it("calls the agency in international form", () => {
    expect(dialLink()).toBe(dialHref);
  });
});

describe("the mail draft link", () => {
  it("addresses the agency with the subject 'Travel Inquiry'", () => {
    const link = mailLink();
    expect(link).toMatch(startingWith(`${mailAddress}?`));
    expect(link).toContain("subject=Travel%20Inquiry");
  });

  it("encodes spaces as %20 and never as '+', as RFC 6068 asks", () => {
    const link = mailLink({ subject: "A B+C", body: "one two" });
    expect(link).toContain("subject=A%20B%2BC");
    expect(link).toContain("body=one%20two");
    expect(link.split("?")[1]).not.toMatch(/\+/);
  });

  it("writes line breaks in the body as CRLF", () => {
    expect(mailLink({ subject: "s", body: "Hello\nWorld" })).toContain("body=Hello%0D%0AWorld");
  });

  it("carries a short greeting in its default body", () => {
    const body = decodeURIComponent(mailLink().split("body=")[1] ?? "");
    expect(body).toMatch(startingWith(mailGreeting));
  });
});
