import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { parse as parseYaml } from "yaml";
import type { z } from "zod";
import { articles, trips } from "./collections.ts";
import { splitFrontmatter } from "./frontmatter.ts";

/**
 * Which articles and trips a build makes pages for. An article dated after the build's date (at
 * the head office, or PUBLISH_DATE=YYYY-MM-DD) appears with the first build on or after it.
 */

/** Today's date at the head office, YYYY-MM-DD, or PUBLISH_DATE when it is set. */
export function publishingDate(
  now: Date = new Date(),
  override: string | undefined = process.env.PUBLISH_DATE,
): string {
  if (override && /^\d{4}-\d{2}-\d{2}$/.test(override)) return override;
  // en-CA writes dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat("en-CA", {
    timeZone: "Asia/Kolkata",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(now);
}

type PublishingFields = Pick<z.input<typeof articles.schema>, "date" | "draft">;

export function isPublished(article: PublishingFields, today: string = publishingDate()): boolean {
  return article.draft !== true && article.date <= today;
}

/** The file names of a folder's entries, without their extension. */
function slugsIn(directory: string, extension: string): string[] {
  return readdirSync(directory)
    .filter((name) => name.endsWith(`.${extension}`))
    .map((name) => path.basename(name, `.${extension}`))
    .sort();
}

/** A file whose frontmatter cannot be read is listed, so that the article loader reports what is wrong. */
export function publishedArticleSlugs(
  directory: string = path.resolve(articles.folder),
  today: string = publishingDate(),
): string[] {
  return slugsIn(directory, articles.extension).filter((slug) => {
    const parts = splitFrontmatter(readFileSync(path.join(directory, `${slug}.${articles.extension}`), "utf8"));
    try {
      const data = (parts ? parseYaml(parts.frontmatter) : undefined) as Partial<PublishingFields> | undefined;
      return !data || typeof data.date !== "string" || isPublished({ date: data.date, draft: data.draft }, today);
    } catch {
      return true;
    }
  });
}

/** Drafts, and articles dated after `today`: their names stay out of what the build publishes. */
export function unpublishedArticleSlugs(
  directory: string = path.resolve(articles.folder),
  today: string = publishingDate(),
): string[] {
  const published = new Set(publishedArticleSlugs(directory, today));
  return slugsIn(directory, articles.extension).filter((slug) => !published.has(slug));
}

export function tripSlugs(directory: string = path.resolve(trips.folder)): string[] {
  return slugsIn(directory, trips.extension);
}
