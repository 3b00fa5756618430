import { z } from "zod";
import { blogCategories } from "#app/data/blog-categories.ts";
import type { ImageId } from "#app/generated/images.ts";
import { day, describedPicture, edited, line, optional, paragraph } from "./schema-kit.ts";

/**
 * The frontmatter of an article (content/blog/<slug>.md; docs/content-guide.md explains each
 * field). The file name is the article's address, chosen by the content manager from the title
 * when the article is created; its number follows from the dates (newest first), and which article
 * is featured is one choice in content/settings/blog.json, so none of the three can disagree with
 * another article. Unknown fields are errors, so a misspelt "draft" can never publish an article
 * by accident. Kept apart from blog.server.ts so that components and the content manager can
 * import it; public pages import its types only, so zod never reaches a visitor's browser.
 */
export const blogFrontmatterSchema = z
  .strictObject({
    title: line(5, 90, { label: "Title" }),
    excerpt: paragraph(20, 240, {
      label: "Excerpt",
      hint: "One or two sentences for the blog list, search engines and link previews.",
    }),
    ...describedPicture("Main picture"),
    author: line(2, 60, { label: "Author" }),
    date: day({
      label: "Date",
      hint: "An article dated in the future is published by the first build on or after that day.",
    }),
    /**
     * The day the article was last revised, when it was revised after publication: shown beside the
     * date, and given to search engines (dateModified, the sitemap's lastmod). A cleared date is none.
     */
    updated: optional(
      day({
        label: "Updated",
        hint: "The day you last revised a published article, if you did: shown beside the date. Leave it empty otherwise.",
      }),
    ),
    category: edited(z.enum(blogCategories), { label: "Category" }),
    /** A draft is checked but published nowhere: no page, no list entry, no sitemap, no feed. */
    draft: edited(z.boolean().default(false), {
      label: "Draft (published nowhere while on)",
    }),
  })
  .refine((article) => article.updated === undefined || article.updated >= article.date, {
    path: ["updated"],
    message:
      "The updated date must be on or after the article's date: an article cannot be revised before it is published.",
  })
  .meta({ editor: { label: "Article" } });

type BlogFrontmatter = z.infer<typeof blogFrontmatterSchema>;

/** What the blog list, its cards and the feed know of an article. */
export interface BlogArticleSummary extends Omit<BlogFrontmatter, "image" | "draft" | "updated"> {
  /** The article's address: its file name. */
  slug: string;
  /** 1 for the newest article, 2 for the one before, and so on: the order of the list and the feed. */
  id: number;
  /** The one article shown large at the top of the blog (content/settings/blog.json). */
  featured: boolean;
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
