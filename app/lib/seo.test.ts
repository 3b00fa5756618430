import { describe, expect, it } from "vitest";
import { site } from "#app/data/site.ts";
import { documentTitle, seo } from "./seo";
import { absoluteUrl } from "./structured-data";
import { socialImagePath } from "./social-image";

function find(tags: ReturnType<typeof seo>, key: string, value: string) {
  return tags.find((tag) => (tag as Record<string, unknown>)[key] === value) as Record<string, string> | undefined;
}

describe("the SEO helper", () => {
  const tags = seo({ title: "Services", description: "What we plan for you.", path: "/services" });

  it("gives the page a branded title", () => {
    expect(tags).toContainEqual({ title: `Services | ${site.brandName}` });
    expect(documentTitle(site.brandName)).toBe(`${site.brandName} | ${site.tagline}`);
    expect(documentTitle(`About ${site.brandName}`)).toBe(`About ${site.brandName}`);
  });

  it("writes the description for search engines and link previews", () => {
    expect(find(tags, "name", "description")?.content).toBe("What we plan for you.");
    expect(find(tags, "property", "og:description")?.content).toBe("What we plan for you.");
    expect(find(tags, "name", "twitter:description")?.content).toBe("What we plan for you.");
  });

  it("points the canonical address at the configured origin", () => {
    expect(find(tags, "rel", "canonical")?.href).toBe(`${site.origin}/services`);
    expect(find(tags, "property", "og:url")?.content).toBe(`${site.origin}/services`);
    expect(absoluteUrl("/")).toBe(`${site.origin}/`);
  });

  it("gives every indexed page its own link-preview picture, 1200 x 630, as an absolute URL", () => {
    expect(find(tags, "property", "og:image")?.content).toBe(`${site.origin}/social/services.jpg`);
    expect(find(tags, "property", "og:image:width")?.content).toBe("1200");
    expect(find(tags, "property", "og:image:height")?.content).toBe("630");
    expect(find(tags, "name", "twitter:card")?.content).toBe("summary_large_image");
    expect(find(tags, "name", "twitter:image")?.content).toBe(`${site.origin}/social/services.jpg`);
    expect(find(tags, "property", "og:image:alt")?.content).toBe(`Services | ${site.brandName}`);
    const home = seo({ title: site.brandName, description: "Home.", path: "/" });
    expect(find(home, "name", "twitter:image:alt")?.content).toBe(`${site.brandName} | ${site.tagline}`);
    expect(socialImagePath("/")).toBe("/social/home.jpg");
    expect(socialImagePath("/blog/ocean-odyssey")).toBe("/social/blog-ocean-odyssey.jpg");
  });

  it("writes a page's own keywords, and no keywords tag for a page without them", () => {
    const withKeywords = seo({
      title: "Contact Us",
      description: "Reach us.",
      path: "/contact",
      keywords: ["travel inquiry", "plan a trip"],
    });
    expect(find(withKeywords, "name", "keywords")?.content).toBe("travel inquiry, plan a trip");
    expect(find(tags, "name", "keywords")).toBeUndefined();
  });

  it("adds breadcrumbs to inner pages, and the agency where asked", () => {
    const scripts = (list: ReturnType<typeof seo>) =>
      list.flatMap((tag) =>
        "script:ld+json" in tag ? [(tag as { "script:ld+json": { "@type": unknown } })["script:ld+json"]["@type"]] : [],
      );
    expect(scripts(tags)).toEqual(["BreadcrumbList"]);
    expect(scripts(seo({ title: site.brandName, description: "Home.", path: "/", describesAgency: true }))).toEqual([
      ["TravelAgency", "Organization"],
    ]);
    expect(scripts(seo({ title: "Page Not Found", description: "Missing.", path: "/404", noindex: true }))).toEqual([]);
  });

  it("keeps pages that must not be indexed out of search, without a canonical address", () => {
    const hidden = seo({ title: "Page Not Found", description: "Missing.", path: "/404", noindex: true });
    expect(find(hidden, "name", "robots")?.content).toBe("noindex");
    expect(find(hidden, "rel", "canonical")).toBeUndefined();
  });
});
