import { z } from "zod";
import { blogCategories } from "~/data/blog-categories";
import type { ImageId } from "~/generated/images";
import { pictureId } from "~/utils/picture-id";

/** "2024-02-30" is written like a date but is none. */
function isCalendarDate(value: string): boolean {
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** A day written year-month-day, such as 2024-11-28. */
const calendarDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "a date written YYYY-MM-DD")
  .refine(isCalendarDate, "a real calendar date");

/**
 * The frontmatter every file of content/blog must have (docs/content-guide.md explains each field).
 * Unknown fields are errors, so a misspelt "draft" can never publish an article by accident.
 * Kept apart from blog.server.ts so that components can import the derived types; they import
 * types only, so zod never reaches the browser.
 */
export const blogFrontmatterSchema = z
  .strictObject({
    id: z.number().int().positive(),
    slug: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "lowercase words joined by hyphens"),
    title: z.string().min(5).max(90),
    excerpt: z.string().min(20).max(240),
    /** A picture of content/images by id ("hero-vietnam"), or its path as the content manager writes it. */
    image: z.string().min(1).transform(pictureId),
    imageAlt: z.string().min(5),
    author: z.string().min(2),
    date: calendarDate,
    /**
     * The day the article was last revised, when it was revised after publication: shown beside the
     * date, and given to search engines (dateModified, the sitemap's lastmod). Left empty (as the
     * content manager saves a cleared date), the article has none.
     */
    updated: z.preprocess((value) => (value === "" || value === null ? undefined : value), calendarDate.optional()),
    category: z.enum(blogCategories),
    featured: z.boolean(),
    /** A draft is checked but published nowhere: no page, no list entry, no sitemap, no feed. */
    draft: z.boolean().default(false),
  })
  .refine((article) => article.updated === undefined || article.updated >= article.date, {
    path: ["updated"],
    message: "on or after the article's date (an article cannot be updated before it is published)",
  });

type BlogFrontmatter = z.infer<typeof blogFrontmatterSchema>;

/** What the blog list, its cards and the feed know of an article. */
export interface BlogArticleSummary extends Omit<BlogFrontmatter, "image" | "draft" | "updated"> {
  /** The hero picture, checked against the image manifest. */
  image: ImageId;
  /** Display form of the date, e.g. "November 28, 2024". */
  displayDate: string;
  /** Display form of the read time, e.g. "9 min read". */
  readTime: string;
}

/** When an article was last revised, for its own page: "2026-11-25", shown "November 25, 2026". */
export interface ArticleRevision {
  updated?: string;
  displayUpdated?: string;
}

/** A whole article: the summary, its revision date, its Markdown body and the body rendered to HTML. */
export interface BlogArticle extends BlogArticleSummary, ArticleRevision {
  body: string;
  html: string;
}
