import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { blogCategories } from "#app/data/blog-categories.ts";
import { site } from "#app/data/site.ts";
import {
  blogContentDirectory,
  arrangeArticles,
  loadBlogArticles,
  newestFirst,
  parseBlogArticle,
  type ImageManifest,
} from "./blog.server";
import { pictureId } from "#app/utils/picture-id.ts";
import { articleBodyProblem, articleWords, countWords, minimumFigures, readTimeMinutes } from "./article-body";
import { publishedArticleSlugs } from "./route-lists.server";
import { mailAddress } from "#tests/site-facts.ts";

/** A stand-in for the image manifest, so that these tests do not depend on the pictures drawn. */
const manifest: ImageManifest = {
  "blog-mountain-luxury": { width: 1200, height: 675, src: "/assets/img/blog-mountain-luxury-1.svg", sources: [] },
  "blog-mountain-luxury-fansipan": {
    width: 1200,
    height: 800,
    src: "/assets/img/blog-mountain-luxury-fansipan-1.svg",
    sources: [],
  },
  "blog-mountain-luxury-ma-pi-leng": {
    width: 1200,
    height: 800,
    src: "/assets/img/blog-mountain-luxury-ma-pi-leng-1.svg",
    sources: [],
  },
};

const validFrontmatter = {
  title: "Above the Clouds in Sapa",
  excerpt: "Northern Vietnam's mountains, with a fireplace waiting at the end of every day.",
  image: "blog-mountain-luxury",
  imageAlt: "Illustration of a lodge above the clouds",
  author: "Minh Anh Nguyen",
  date: "2024-09-12",
  category: blogCategories[2],
};

const words = (count: number) => Array.from({ length: count }, () => "terraces").join(" ");
const fansipan = '![The summit above the clouds](blog-mountain-luxury-fansipan "Fansipan at dawn.")';
const maPiLeng = '![A road above a green gorge](blog-mountain-luxury-ma-pi-leng "The Ma Pi Leng pass.")';

/** A body that passes every rule: 1,320 words (6 minutes), a heading and two figures. */
function body({ count = 1320, heading = "## Sapa", figures = [fansipan, maPiLeng] } = {}): string {
  return [heading, words(count / 2), ...figures, words(count / 2)].join("\n\n");
}

function source(fields: Record<string, unknown>, text = body()): string {
  const yaml = Object.entries(fields)
    .map(([key, value]) => `${key}: ${typeof value === "string" ? JSON.stringify(value) : String(value)}`)
    .join("\n");
  return `---\n${yaml}\n---\n${text}\n`;
}

const file = "content/blog/mountain-luxury.md";
const parse = (fields: Record<string, unknown> = validFrontmatter, text?: string) =>
  parseBlogArticle(file, source(fields, text), manifest);

describe("a blog article's frontmatter", () => {
  it("is read with a display date, a read time and the body rendered with its figures", () => {
    const article = parse();
    expect(article.displayDate).toBe("12 September 2024");
    expect(article.readTime).toBe("6 min read");
    expect(article.category).toBe(validFrontmatter.category);
    expect(article.html).toContain('<h2 id="sapa">Sapa</h2>');
    expect(article.html.match(/<figure>/g)).toHaveLength(2);
    expect(article.html).toContain(
      '<img src="/assets/img/blog-mountain-luxury-fansipan-1.svg" width="1200" height="800" alt="The summit above the clouds" loading="lazy" decoding="async">',
    );
    expect(article.html).toContain("<figcaption>Fansipan at dawn.</figcaption>");
  });

  it("fails naming the file and the field when a field is missing", () => {
    const { author: _author, ...withoutAuthor } = validFrontmatter;
    expect(() => parse(withoutAuthor)).toThrowError(/content\/blog\/mountain-luxury\.md: field "author"/);
    const { imageAlt: _alt, ...withoutAlt } = validFrontmatter;
    expect(() => parse(withoutAlt)).toThrowError(/mountain-luxury\.md: field "imageAlt"/);
  });

  it("fails on a category outside the closed list", () => {
    expect(() => parse({ ...validFrontmatter, category: "Luxury" })).toThrowError(
      /mountain-luxury\.md: field "category"/,
    );
  });

  it("fails on a date that is not a real YYYY-MM-DD date", () => {
    expect(() => parse({ ...validFrontmatter, date: "12/09/2024" })).toThrowError(
      /field "date": Write the date as YYYY-MM-DD/,
    );
    expect(() => parse({ ...validFrontmatter, date: "2024-02-30" })).toThrowError(
      /field "date": This day does not exist/,
    );
  });

  it("reads an optional updated date, which cannot be before the date", () => {
    expect(parse().displayUpdated).toBeUndefined();
    const revised = parse({ ...validFrontmatter, updated: "2025-08-01" });
    expect([revised.updated, revised.displayUpdated]).toEqual(["2025-08-01", "1 August 2025"]);
    // A date cleared in the content manager is saved empty: the article then has none.
    expect(parse({ ...validFrontmatter, updated: "" }).updated).toBeUndefined();
    expect(() => parse({ ...validFrontmatter, updated: "2024-02-30" })).toThrowError(
      /field "updated": This day does not exist/,
    );
    expect(() => parse({ ...validFrontmatter, updated: "2024-09-11" })).toThrowError(
      /field "updated": The updated date must be on or after the article's date/,
    );
  });

  it("fails when draft is not true or false", () => {
    expect(() => parse({ ...validFrontmatter, draft: "yes" })).toThrowError(/field "draft": Choose yes or no\./);
  });

  it("takes its address from the file name, which must be lowercase words joined by hyphens", () => {
    expect(parse().slug).toBe("mountain-luxury");
    expect(() => parseBlogArticle("content/blog/Sapa Notes.md", source(validFrontmatter), manifest)).toThrowError(
      /Sapa Notes\.md: the file name must be lowercase words joined by hyphens/,
    );
  });

  it("fails without a frontmatter block", () => {
    expect(() => parseBlogArticle(file, "# Just text", manifest)).toThrowError(/missing the frontmatter/);
    // A front matter in another language, JavaScript above all, is never read.
    for (const language of ["js", "javascript", "toml"])
      expect(() =>
        parseBlogArticle(file, source(validFrontmatter).replace(/^---/, `---${language}`), manifest),
      ).toThrowError(/missing the frontmatter/);
  });

  it("fails when the hero image is not in content/images", () => {
    expect(() => parse({ ...validFrontmatter, image: "blog-nowhere" })).toThrowError(
      /mountain-luxury\.md: field "image": "blog-nowhere" is not a picture of content\/images/,
    );
  });

  it("fails on a field it does not know, naming it, so that a misspelt field never publishes silently", () => {
    expect(() => parse({ ...validFrontmatter, drafts: true })).toThrowError(
      /content\/blog\/mountain-luxury\.md: .*drafts/,
    );
  });

  it("takes a picture as the content manager writes it, a path with an extension", () => {
    expect(parse({ ...validFrontmatter, image: "/content/images/blog-mountain-luxury.svg" }).image).toBe(
      "blog-mountain-luxury",
    );
    const figure =
      '![The summit above the clouds](/content/images/blog-mountain-luxury-fansipan.svg "Fansipan at dawn.")';
    expect(parse(validFrontmatter, body({ figures: [figure, maPiLeng] })).html).toContain(
      "blog-mountain-luxury-fansipan-1.svg",
    );
  });

  it("fills {{placeholders}} with the site's facts, an e-mail address free to break after its @", () => {
    const article = parse(validFrontmatter, `${body()}\n\nWrite to {{email}}.`);
    const [user, domain] = site.email.split("@");
    expect(article.html).toContain(`Write to <a href="${mailAddress}">${user}@<wbr>${domain}</a>.`);
  });
});

describe("a blog article's body", () => {
  it("fails naming the article when a figure's image id is unknown", () => {
    const unknown = '![Alt text](blog-nowhere "Caption.")';
    expect(() => parse(validFrontmatter, body({ figures: [fansipan, unknown] }))).toThrowError(
      /content\/blog\/mountain-luxury\.md: figure "blog-nowhere" is not a picture of content\/images/,
    );
  });

  it("fails on a figure without a caption", () => {
    expect(() =>
      parse(validFrontmatter, body({ figures: [fansipan, "![Alt text](blog-mountain-luxury-ma-pi-leng)"] })),
    ).toThrowError(/mountain-luxury\.md: figure "blog-mountain-luxury-ma-pi-leng" has no caption/);
  });

  it("needs at least two figures", () => {
    expect(() => parse(validFrontmatter, body({ figures: [fansipan] }))).toThrowError(
      /mountain-luxury\.md: the body has 1 figure\(s\); an article needs at least 2/,
    );
  });

  it("is long-form: 1,300 to 2,700 words", () => {
    expect(() => parse(validFrontmatter, body({ count: 800 }))).toThrowError(
      /mountain-luxury\.md: the body has \d+ words; an article has 1300 to 2700/,
    );
    expect(() => parse(validFrontmatter, body({ count: 2800 }))).toThrowError(/the body has \d+ words/);
  });

  it("has headings that start at ## and never skip a level", () => {
    expect(() => parse(validFrontmatter, body({ heading: "# Sapa" }))).toThrowError(/heading "Sapa" is written "# "/);
    expect(() => parse(validFrontmatter, body({ heading: "### Sapa" }))).toThrowError(/no heading|jumps to level 3/);
    expect(() => parse(validFrontmatter, body({ heading: "" }))).toThrowError(/the body has no heading/);
  });

  it("is refused by /admin before a save in the build's own words", () => {
    for (const text of [body({ heading: "# Sapa" }), body({ count: 800 }), body({ figures: [fansipan] })]) {
      const problem = articleBodyProblem(text);
      expect(problem).toBeDefined();
      expect(() => parse(validFrontmatter, text)).toThrowError(problem);
    }
    expect(articleBodyProblem(body())).toBeUndefined();
  });
});

describe("what staff write in an article's body", () => {
  // Each sets window.__hostile if it ever runs.
  const hostile = [
    'A line with <script>window.__hostile = "inline script"</script> inside it.',
    '<script>window.__hostile = "script block"</script>',
    `<img src="/no-such-picture.png" onerror="window.__hostile = 'event handler'"> and <b onmouseover="window.__hostile = 'hover'">bold</b> words.`,
    "Follow [this hostile link](javascript:window.__hostile='link') to nowhere.",
    '<iframe src="/about"></iframe>',
  ].join("\n\n");

  it("reaches the page as content: an article of content/blog with a script, handlers, a javascript: link and a frame added shows them as words, none as markup (docs/decisions/062)", () => {
    const [name = ""] = readdirSync(blogContentDirectory).filter((entry) => entry.endsWith(".md"));
    const articleFile = path.join(blogContentDirectory, name);
    // The article's own HTML, as the build hands it to the page (rendered, then sanitized).
    const { html } = parseBlogArticle(articleFile, `${readFileSync(articleFile, "utf8")}\n${hostile}\n`);
    expect(html).not.toMatch(/<(script|iframe|b)[\s>]/i);
    expect(html, "an element with an event handler").not.toMatch(/<[^>]*\son[a-z]+=/i);
    expect(html).not.toMatch(/href="\s*javascript:/i);
    expect(html).not.toMatch(/<a\b[^>]*>this hostile link<\/a>/);
    expect(html).toContain("this hostile link");
    expect(html).toContain('&lt;script&gt;window.__hostile = "script block"&lt;/script&gt;');
    expect(html).not.toMatch(/<img[^>]*no-such-picture/);
  });
});

describe("drafts and scheduled articles", () => {
  function folder(files: Record<string, string>): string {
    const directory = mkdtempSync(path.join(tmpdir(), "saffron-blog-"));
    for (const [name, text] of Object.entries(files)) writeFileSync(path.join(directory, name), text);
    return directory;
  }
  const published = source(validFrontmatter);
  const draft = source(
    { ...validFrontmatter, date: "2024-10-01", draft: true },
    "## Half written\n\nA few words so far.",
  );
  const scheduled = source({ ...validFrontmatter, date: "2031-03-01" });

  it("leaves a draft and an article dated after the build out of the collection", () => {
    const directory = folder({ "mountain-luxury.md": published, "draft-notes.md": draft, "next-season.md": scheduled });
    expect(loadBlogArticles(directory, manifest, "2026-11-23", undefined).map((article) => article.slug)).toEqual([
      "mountain-luxury",
    ]);
    expect(loadBlogArticles(directory, manifest, "2031-03-01", undefined).map((article) => article.slug)).toEqual([
      "next-season",
      "mountain-luxury",
    ]);
  });

  it("checks a scheduled article in full before its day comes", () => {
    const directory = folder({
      "mountain-luxury.md": published,
      "next-season.md": source({ ...validFrontmatter, date: "2031-03-01" }, "## Short\n\nToo short."),
    });
    expect(() => loadBlogArticles(directory, manifest, "2026-11-23", undefined)).toThrowError(
      /next-season\.md: the body has \d+ words/,
    );
  });

  it("still checks a draft's frontmatter", () => {
    const directory = folder({
      "mountain-luxury.md": published,
      "draft-notes.md": draft.replace("category:", "categories:"),
    });
    expect(() => loadBlogArticles(directory, manifest, "2026-11-23", undefined)).toThrowError(
      /draft-notes\.md: .*categor/,
    );
  });
});

describe("the blog collection", () => {
  const article = (slug: string, date: string) => ({ slug, date });

  it("is numbered newest first, an article of the same day after the one whose address comes first", () => {
    const arranged = arrangeArticles(
      [article("older", "2024-01-02"), article("same-day-b", "2024-05-06"), article("same-day-a", "2024-05-06")],
      undefined,
    );
    expect(arranged.map(({ slug, id }) => [id, slug])).toEqual([
      [1, "same-day-a"],
      [2, "same-day-b"],
      [3, "older"],
    ]);
    expect(newestFirst([...arranged].reverse()).map(({ slug }) => slug)).toEqual(["same-day-a", "same-day-b", "older"]);
  });

  it("features the one article chosen in the blog's settings, and only it", () => {
    const arranged = arrangeArticles([article("newest", "2025-03-01"), article("chosen", "2024-01-02")], "chosen");
    expect(arranged.filter(({ featured }) => featured).map(({ slug }) => slug)).toEqual(["chosen"]);
  });

  it("features the newest article when none is chosen, or the chosen one is not published", () => {
    const articles = [article("older", "2024-01-02"), article("newest", "2025-03-01")];
    for (const choice of [undefined, "deleted-or-draft"])
      expect(
        arrangeArticles(articles, choice)
          .filter(({ featured }) => featured)
          .map(({ slug }) => slug),
      ).toEqual(["newest"]);
    expect(arrangeArticles([], "anything")).toEqual([]);
  });
});

/**
 * The image ids the articles name (heroes and figures), each answered with a stand-in picture:
 * the content rules are checked here whether or not the pictures are drawn yet.
 */
function manifestOfEveryNamedImage(): ImageManifest {
  const ids = new Set<string>();
  for (const name of readdirSync("content/blog")) {
    const text = readFileSync(`content/blog/${name}`, "utf8");
    for (const match of text.matchAll(/^image: *"?([\w/.-]+)"?$/gm)) ids.add(pictureId(match[1] ?? ""));
    for (const match of text.matchAll(/\]\(([\w/.-]+)[ )]/g)) ids.add(pictureId(match[1] ?? ""));
  }
  return Object.fromEntries(
    [...ids].map((id) => [id, { width: 1200, height: 800, src: `/assets/img/${id}.svg`, sources: [] }]),
  );
}

describe("the articles as written in content/blog", () => {
  const articles = loadBlogArticles(blogContentDirectory, manifestOfEveryNamedImage());

  it("name only pictures that exist in content/images (hero and figures)", () => {
    expect(() => loadBlogArticles()).not.toThrow();
  });

  it("are the articles the route list publishes: every file that is neither a draft nor dated after today", () => {
    expect(articles.map((article) => article.slug).sort()).toEqual(publishedArticleSlugs());
    for (const article of articles) expect(blogCategories, article.slug).toContain(article.category);
  });

  it("are long-form, with a read time of 6 to 12 minutes", () => {
    for (const article of articles) {
      const count = countWords(article.body);
      expect(count, article.slug).toBeGreaterThanOrEqual(articleWords.min);
      expect(count, article.slug).toBeLessThanOrEqual(articleWords.max);
      const minutes = Number.parseInt(article.readTime, 10);
      expect(minutes, article.slug).toBeGreaterThanOrEqual(6);
      expect(minutes, article.slug).toBeLessThanOrEqual(12);
    }
  });

  it("have a main picture with alt text, sections, at least two captioned figures and every placeholder filled", () => {
    for (const article of articles) {
      expect(article.imageAlt.trim(), article.slug).not.toBe("");
      expect(article.html.match(/<h2 /g)?.length ?? 0, article.slug).toBeGreaterThanOrEqual(1);
      expect(article.html.match(/<figcaption>/g)?.length ?? 0, article.slug).toBeGreaterThanOrEqual(minimumFigures);
      expect(article.html, article.slug).not.toMatch(/lorem|TODO|\{\{/i);
    }
  });
});

describe("read time", () => {
  it("counts words of the text, not of the Markdown syntax", () => {
    expect(countWords('## A heading\n\nTwo words. ![Alt text](image-id "Caption") [a link](/contact) - item')).toBe(9);
  });

  it("is the word count at 220 words a minute, rounded", () => {
    expect(readTimeMinutes("word ".repeat(220 * 9))).toBe(9);
    expect(readTimeMinutes("word ".repeat(1300))).toBe(6);
    expect(readTimeMinutes("word ".repeat(2700))).toBe(12);
    expect(readTimeMinutes("word")).toBe(1);
  });
});
