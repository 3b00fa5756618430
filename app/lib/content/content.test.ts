import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { checkBlogCollection, countWords, formatDisplayDate, loadBlogArticles, parseBlogArticle, readTimeMinutes } from "./blog.server";
import { loadLegalPage } from "./legal.server";
import { headingId, renderMarkdown } from "./markdown.server";
import { fillPlaceholders } from "./placeholders";

const validFrontmatter = {
  id: 3,
  slug: "mountain-luxury",
  title: "Above the Clouds in Sapa",
  excerpt: "Northern Vietnam's mountains, with a fireplace waiting at the end of every day.",
  image: "blog-mountain-luxury",
  imageAlt: "Illustration of a lodge above the clouds",
  author: "Minh Anh Nguyen",
  date: "2024-09-12",
  category: "Adventure Luxury",
  featured: false,
};

function article(fields: Record<string, unknown>, body = "Words on the page.") {
  const yaml = Object.entries(fields)
    .map(([key, value]) => `${key}: ${typeof value === "string" ? JSON.stringify(value) : String(value)}`)
    .join("\n");
  return `---\n${yaml}\n---\n${body}\n`;
}

describe("a blog article's frontmatter", () => {
  it("is read with a display date and a read time", () => {
    const parsed = parseBlogArticle("content/blog/mountain-luxury.md", article(validFrontmatter, "word ".repeat(1320)));
    expect(parsed.displayDate).toBe("September 12, 2024");
    expect(parsed.readTime).toBe("6 min read");
    expect(parsed.category).toBe("Adventure Luxury");
  });

  it("fails naming the file and the field when a field is missing", () => {
    const { author: _author, ...withoutAuthor } = validFrontmatter;
    expect(() => parseBlogArticle("content/blog/mountain-luxury.md", article(withoutAuthor))).toThrowError(
      /content\/blog\/mountain-luxury\.md: field "author"/,
    );
  });

  it("fails on a category outside the closed list", () => {
    expect(() => parseBlogArticle("content/blog/mountain-luxury.md", article({ ...validFrontmatter, category: "Luxury" }))).toThrowError(
      /field "category"/,
    );
  });

  it("fails when the slug does not match the file name", () => {
    expect(() => parseBlogArticle("content/blog/other.md", article(validFrontmatter))).toThrowError(/field "slug".*"other"/);
  });

  it("fails without a frontmatter block", () => {
    expect(() => parseBlogArticle("content/blog/mountain-luxury.md", "# Just text")).toThrowError(/missing the frontmatter/);
  });
});

describe("the blog collection", () => {
  const one = parseBlogArticle("content/blog/mountain-luxury.md", article(validFrontmatter));
  const featured = { ...one, id: 1, slug: "tropical-paradise", featured: true };

  it("needs exactly one featured article", () => {
    expect(() => checkBlogCollection([one])).toThrowError(/exactly one article must be featured, found 0/);
    expect(() => checkBlogCollection([featured, { ...featured, id: 2, slug: "second" }])).toThrowError(/found 2 \(tropical-paradise, second\)/);
    expect(() => checkBlogCollection([featured, one])).not.toThrow();
  });

  it("rejects two articles with the same id", () => {
    expect(() => checkBlogCollection([featured, { ...one, id: 1 }])).toThrowError(/"id": 1 is used by both/);
  });

  it("as written in content/blog passes every check, article 1 featured", () => {
    const articles = loadBlogArticles();
    expect(articles.length).toBeGreaterThan(0);
    expect(articles[0]?.id).toBe(1);
    expect(articles[0]?.featured).toBe(true);
  });
});

describe("read time", () => {
  it("counts words of the text, not of the Markdown syntax", () => {
    expect(countWords("## A heading\n\nTwo words. ![Alt text](image-id \"Caption\") [a link](/contact) - item")).toBe(9);
  });

  it("is the word count at 220 words a minute, rounded", () => {
    expect(readTimeMinutes("word ".repeat(220 * 9))).toBe(9);
    expect(readTimeMinutes("word")).toBe(1);
  });

  it("formats dates for display", () => {
    expect(formatDisplayDate("2024-11-28")).toBe("November 28, 2024");
  });
});

describe("placeholders in content", () => {
  it("are filled from the site configuration", () => {
    expect(fillPlaceholders("x.md", "Write to {{email}} or call {{phone}}.")).toBe(
      "Write to hello@saffronroute.example or call +91 98200 00000.",
    );
  });

  it("fail on an unknown token, naming the file", () => {
    expect(() => fillPlaceholders("content/legal/privacy.md", "{{fax}}")).toThrowError(/content\/legal\/privacy\.md: unknown placeholder \{\{fax\}\}/);
  });
});

describe("Markdown rendering", () => {
  it("gives headings linkable ids and lists them", () => {
    const { html, headings } = renderMarkdown("## 1. Information We Collect\n\nText.\n\n### Cookies & you");
    expect(html).toContain('<h2 id="information-we-collect">1. Information We Collect</h2>');
    expect(headings.map((heading) => heading.id)).toEqual(["information-we-collect", "cookies-and-you"]);
    expect(headingId("5. Your Rights")).toBe("your-rights");
  });

  it("opens links to other sites in a new tab without an opener", () => {
    const { html } = renderMarkdown("[ours](/contact) and [theirs](https://example.org)");
    expect(html).toContain('<a href="/contact">ours</a>');
    expect(html).toContain('<a href="https://example.org" target="_blank" rel="noopener noreferrer">theirs</a>');
  });
});

describe("legal pages", () => {
  let directory: string | undefined;
  afterEach(async () => {
    if (directory) await rm(directory, { recursive: true, force: true });
  });

  it("privacy has nine sections and terms twelve, both last updated December 2024", async () => {
    const privacy = await loadLegalPage("privacy");
    const terms = await loadLegalPage("terms");
    expect(privacy.sections).toHaveLength(9);
    expect(terms.sections).toHaveLength(12);
    expect(privacy.lastUpdated).toBe("December 2024");
    expect(terms.lastUpdated).toBe("December 2024");
  });

  it("carry the contact details of the site configuration and no unfilled token", async () => {
    for (const name of ["privacy", "terms"] as const) {
      const page = await loadLegalPage(name);
      expect(page.html).toContain("hello@saffronroute.example");
      expect(page.html).toContain("Saffron Route Travel Technologies Pvt. Ltd.");
      expect(page.html).not.toContain("{{");
    }
  });

  it("fail to load with a bad date, naming the file and the field", async () => {
    directory = await mkdtemp(path.join(tmpdir(), "legal-"));
    await writeFile(path.join(directory, "terms.md"), "---\ntitle: Terms\ndescription: Terms of using this website and our services.\nlastUpdated: 2024-12\n---\nText");
    await expect(loadLegalPage("terms", directory)).rejects.toThrowError(/terms\.md: field "lastUpdated"/);
  });
});
