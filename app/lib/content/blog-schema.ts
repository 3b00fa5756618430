import { z } from "zod";
import { blogCategories } from "#app/data/blog-categories.ts";
import type { ImageId } from "#app/generated/images.ts";
import { day, describedPicture, edited, line, optional, paragraph } from "./schema-kit.ts";

/**
 * An article's frontmatter (content/blog/<slug>.md). Strict: a misspelt "draft" never publishes an
 * article. Public pages import its types only, so zod never reaches a visitor's browser.
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
    updated: optional(
      day({
        label: "Updated",
        hint: "The day you last revised a published article, if you did: shown beside the date. Leave it empty otherwise.",
      }),
    ),
    category: edited(z.enum(blogCategories), { label: "Category" }),
    draft: edited(z.boolean().default(false), { label: "Draft (published nowhere while on)" }),
  })
  .refine((article) => article.updated === undefined || article.updated >= article.date, {
    path: ["updated"],
    message:
      "The updated date must be on or after the article's date: an article cannot be revised before it is published.",
  });

type BlogFrontmatter = z.infer<typeof blogFrontmatterSchema>;

/** What the blog list, its cards and the feed know of an article. */
export interface BlogArticleSummary extends Omit<BlogFrontmatter, "image" | "draft" | "updated"> {
  /** The file name. */
  slug: string;
  /** 1 for the newest article. */
  id: number;
  featured: boolean;
  image: ImageId;
  /** "28 November 2024". */
  displayDate: string;
  /** "9 min read". */
  readTime: string;
}

export interface ArticleRevision {
  updated?: string;
  displayUpdated?: string;
}

export interface BlogArticle extends BlogArticleSummary, ArticleRevision {
  body: string;
  html: string;
}
