import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { parse as parseYaml } from "yaml";
import type { z } from "zod";
import { articles, trips } from "./collections.ts";
import { splitFrontmatter } from "./frontmatter.ts";

/**
 * The route lists: which articles and trips a build makes pages for. An article is published unless its frontmatter says
 * `draft: true` or its date lies after the build's date, so a scheduled article appears with the
 * first build on or after its date (the publishing workflow also builds once a day). The build's
 * date is the date at the head office (Mumbai); PUBLISH_DATE=YYYY-MM-DD builds the site as of
 * another day.
 */

const publishingTimeZone = "Asia/Kolkata";

/** Today's date at the head office, YYYY-MM-DD, or PUBLISH_DATE when it is set. */
export function publishingDate(
  now: Date = new Date(),
  override: string | undefined = process.env.PUBLISH_DATE,
): string {
  if (override && /^\d{4}-\d{2}-\d{2}$/.test(override)) return override;
  // en-CA writes dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat("en-CA", {
    timeZone: publishingTimeZone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(now);
}

/** What decides whether an article is published: its date and its draft switch. */
type PublishingFields = Pick<z.input<typeof articles.schema>, "date" | "draft">;

export function isPublished(article: PublishingFields, today: string = publishingDate()): boolean {
  return article.draft !== true && article.date <= today;
}

/**
 * The slugs (file names) of the articles this build publishes, for the route list. A file whose
 * frontmatter cannot be read is listed, so that the article loader reports what is wrong with it.
 */
export function publishedArticleSlugs(
  directory: string = path.resolve(articles.folder),
  today: string = publishingDate(),
): string[] {
  return readdirSync(directory)
    .filter((name) => name.endsWith(`.${articles.extension}`))
    .filter((name) => {
      const parts = splitFrontmatter(readFileSync(path.join(directory, name), "utf8"));
      try {
        const data = (parts ? parseYaml(parts.frontmatter) : undefined) as Partial<PublishingFields> | undefined;
        return !data || typeof data.date !== "string" || isPublished({ date: data.date, draft: data.draft }, today);
      } catch {
        return true;
      }
    })
    .map((name) => path.basename(name, `.${articles.extension}`))
    .sort();
}

/** The slugs of the articles this build leaves out (drafts, and those dated after it): their names stay out of what it publishes. */
export function unpublishedArticleSlugs(
  directory: string = path.resolve(articles.folder),
  today: string = publishingDate(),
): string[] {
  const published = new Set(publishedArticleSlugs(directory, today));
  return readdirSync(directory)
    .filter((name) => name.endsWith(`.${articles.extension}`))
    .map((name) => path.basename(name, `.${articles.extension}`))
    .filter((slug) => !published.has(slug));
}

/** The slugs (file names) of the sample trips, for the route list: every file of the trips' folder. */
export function tripSlugs(directory: string = path.resolve(trips.folder)): string[] {
  return readdirSync(directory)
    .filter((name) => name.endsWith(`.${trips.extension}`))
    .map((name) => path.basename(name, `.${trips.extension}`))
    .sort();
}
