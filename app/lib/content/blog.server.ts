import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";
import { blogCategories } from "~/data/blog-categories";
import { ContentError, parseDocument } from "./frontmatter.server";

/** Reading speed used for the read time (words a minute). */
export const wordsPerMinute = 220;

export const blogFrontmatterSchema = z.object({
  id: z.number().int().positive(),
  slug: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "lowercase words joined by hyphens"),
  title: z.string().min(5).max(90),
  excerpt: z.string().min(20).max(240),
  image: z.string().min(1),
  imageAlt: z.string().min(5),
  author: z.string().min(2),
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "a date written YYYY-MM-DD"),
  category: z.enum(blogCategories),
  featured: z.boolean(),
});

export type BlogFrontmatter = z.infer<typeof blogFrontmatterSchema>;

export interface BlogArticle extends BlogFrontmatter {
  /** Display form of the date, e.g. "November 28, 2024". */
  displayDate: string;
  /** Display form of the read time, e.g. "9 min read". */
  readTime: string;
  body: string;
}

export const blogContentDirectory = path.resolve("content/blog");

export function countWords(markdown: string): number {
  const text = markdown
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/[#>*_`-]/g, " ");
  return text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

export function readTimeMinutes(markdown: string): number {
  return Math.max(1, Math.round(countWords(markdown) / wordsPerMinute));
}

export function formatDisplayDate(isoDate: string): string {
  return new Intl.DateTimeFormat("en-US", { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" }).format(
    new Date(`${isoDate}T00:00:00Z`),
  );
}

/** Parses one article; the file name must be its slug. */
export function parseBlogArticle(file: string, source: string): BlogArticle {
  const { data, body } = parseDocument(file, source, blogFrontmatterSchema);
  const expectedSlug = path.basename(file, ".md");
  if (data.slug !== expectedSlug) throw new ContentError(file, `field "slug": "${data.slug}" must match the file name "${expectedSlug}"`);
  return { ...data, body, displayDate: formatDisplayDate(data.date), readTime: `${readTimeMinutes(body)} min read` };
}

/** Checks the rules that span the whole collection: unique ids and exactly one featured article. */
export function checkBlogCollection(articles: readonly BlogArticle[], directory = "content/blog"): void {
  const featured = articles.filter((article) => article.featured);
  if (featured.length !== 1) {
    throw new ContentError(directory, `exactly one article must be featured, found ${featured.length} (${featured.map((a) => a.slug).join(", ") || "none"})`);
  }
  const ids = new Map<number, string>();
  for (const article of articles) {
    const other = ids.get(article.id);
    if (other) throw new ContentError(directory, `field "id": ${article.id} is used by both ${other} and ${article.slug}`);
    ids.set(article.id, article.slug);
  }
}

let cache: BlogArticle[] | undefined;

/** Every article of content/blog, checked, in id order (article 1 first). Read once per build. */
export function loadBlogArticles(directory = blogContentDirectory): BlogArticle[] {
  if (cache && directory === blogContentDirectory) return cache;
  const files = readdirSync(directory).filter((name) => name.endsWith(".md")).sort();
  const articles = files
    .map((name) => {
      const file = path.join(directory, name);
      return parseBlogArticle(path.relative(process.cwd(), file), readFileSync(file, "utf8"));
    })
    .sort((a, b) => a.id - b.id);
  checkBlogCollection(articles, path.relative(process.cwd(), directory));
  if (directory === blogContentDirectory) cache = articles;
  return articles;
}
