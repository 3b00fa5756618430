import { describe, expect, it } from "vitest";
import { formHiddenFields, parseContactContext, sitePath, visitorContext } from "./contact-context";

describe("reading the contact page's URL", () => {
  it("reads back what a link put there", () => {
    expect(parseContactContext("?from=%2Fdestinations%2Fsri-lanka&topic=consultation")).toEqual({
      from: "/destinations/sri-lanka",
      topic: "consultation",
    });
    expect(parseContactContext(`?${new URLSearchParams({ from: "/services", topic: "trip-planning" })}`)).toEqual({
      from: "/services",
      topic: "trip-planning",
    });
  });

  it("drops unknown topics, other sites and junk", () => {
    expect(parseContactContext("?topic=free-money")).toEqual({});
    expect(parseContactContext("?from=javascript:alert(1)")).toEqual({});
    expect(parseContactContext("?from=/\\evil.example")).toEqual({});
    expect(parseContactContext(`?from=/${"a".repeat(300)}`)).toEqual({});
    expect(parseContactContext("?from=/contact")).toEqual({});
    expect(parseContactContext("?from=/blog?x=<b>")).toEqual({});
  });

  it("accepts only paths of this site", () => {
    expect(sitePath("/blog/ocean-odyssey")).toBe("/blog/ocean-odyssey");
    expect(sitePath("/")).toBe("/");
    expect(sitePath("blog")).toBeUndefined();
    expect(sitePath("//evil.example")).toBeUndefined();
    expect(sitePath(null)).toBeUndefined();
  });
});

describe("where the visitor came from", () => {
  // Any origin will do: the page's own address tells which links are from the site.
  const origin = "https://www.example.org";
  const href = `${origin}/contact`;

  it("is the link's own context first", () => {
    expect(
      visitorContext({ href: `${href}?from=%2Fblog&topic=newsletter`, previousEntry: `${origin}/about`, referrer: "" }),
    ).toEqual({ from: "/blog", topic: "newsletter" });
  });

  it("is the previous page of the tab after navigating inside the site", () => {
    expect(visitorContext({ href, previousEntry: `${origin}/destinations/vietnam?x=1`, referrer: "" })).toEqual({
      from: "/destinations/vietnam",
    });
  });

  it("is the referrer of a full page load from this site", () => {
    expect(visitorContext({ href, referrer: `${origin}/services` })).toEqual({ from: "/services" });
  });

  it("never names another site, nor the contact page itself", () => {
    expect(
      visitorContext({
        href,
        previousEntry: "https://www.google.com/search?q=x",
        referrer: "https://evil.example/page",
      }),
    ).toEqual({});
    expect(visitorContext({ href, referrer: href })).toEqual({});
    expect(visitorContext({ href, previousEntry: "not a url" })).toEqual({});
  });
});

describe("the form's hidden fields", () => {
  it("name the page and the topic, and stay empty without them", () => {
    expect(formHiddenFields({ from: "/blog", topic: "newsletter" })).toEqual({
      fromPage: "/blog",
      topic: "newsletter",
    });
    expect(formHiddenFields({})).toEqual({});
  });
});
