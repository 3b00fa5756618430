import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { images, type ImageId } from "#app/generated/images.ts";
import { blogSettings } from "#app/generated/settings/blog.ts";
import type { ImageAsset } from "#app/utils/images.ts";
import type { ArticleRevision, BlogArticle, BlogArticleSummary } from "./blog-schema";
import type { SettingsValue } from "./settings-schema";
import { articles as articleCollection } from "./collections";
import { checkPicture, ContentError, parseDocument } from "./frontmatter.server";
import { pictureId } from "#app/utils/picture-id.ts";
import { formatDisplayDate } from "#app/utils/dates.ts";
import { sanitizeContentHtml } from "./sanitize.server";
import { readTimeLabel, renderArticleBody } from "./article-body";
import { isPublished, publishingDate } from "./route-lists.server";

export type { BlogArticle, BlogArticleSummary };

export type ImageManifest = Readonly<Record<string, ImageAsset>>;

export const blogContentDirectory = path.resolve(articleCollection.folder);

/** An article before its place among the others is known. */
type ParsedArticle = Omit<BlogArticle, "id" | "featured">;

/** Parses and checks one article; every failure names the file (and the field). */
export function parseBlogArticle(file: string, source: string, manifest: ImageManifest = images): ParsedArticle {
  const { data, body } = parseDocument(file, source, articleCollection.schema);
  const slug = path.basename(file, `.${articleCollection.extension}`);
  if (!/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(slug))
    throw new ContentError(file, "the file name must be lowercase words joined by hyphens, such as hoi-an-by-night.md");
  const image = pictureId(data.image) as ImageId;
  checkPicture(file, "image", image, manifest);
  const { html, problem } = renderArticleBody(body, (id) => {
    const asset = manifest[id];
    if (!asset)
      throw new Error(
        `figure "${id}" is not a picture of content/images (choose another in the content manager, or add content/images/${id}.svg or a photograph of that name)`,
      );
    return asset;
  });
  if (problem) throw new ContentError(file, problem);
  const { draft: _draft, ...fields } = data;
  return {
    ...fields,
    slug,
    image,
    body,
    html: sanitizeContentHtml(html),
    displayDate: formatDisplayDate(data.date) ?? data.date,
    ...(data.updated ? { displayUpdated: formatDisplayDate(data.updated) ?? data.updated } : {}),
    readTime: readTimeLabel(body),
  };
}

/** The revision date of an article, for its own page only: the list and the feed show the publication date. */
export function toRevision({ updated, displayUpdated }: ArticleRevision): ArticleRevision {
  return updated && displayUpdated ? { updated, displayUpdated } : {};
}

/** Numbers the articles newest first (a tie by address), and features the chosen one if published, else the newest. */
export function arrangeArticles<T extends Pick<ParsedArticle, "date" | "slug">>(
  articles: readonly T[],
  featuredChoice: string | undefined,
): (T & { id: number; featured: boolean })[] {
  const ordered = [...articles].sort((a, b) => b.date.localeCompare(a.date) || a.slug.localeCompare(b.slug));
  const featured = ordered.some((article) => article.slug === featuredChoice) ? featuredChoice : ordered[0]?.slug;
  return ordered.map((article, index) => ({ ...article, id: index + 1, featured: article.slug === featured }));
}

/** The order of the list and the feed. */
export function newestFirst<T extends Pick<BlogArticleSummary, "id">>(articles: readonly T[]): T[] {
  return [...articles].sort((a, b) => a.id - b.id);
}

/** The fields the list, its cards and the feed need: the article without its body and revision. */
export function toSummary(article: BlogArticle): BlogArticleSummary {
  const { body: _body, html: _html, updated: _updated, displayUpdated: _displayUpdated, ...summary } = article;
  return summary;
}

let cache: { today: string; articles: BlogArticle[] } | undefined;

/**
 * Every published article, checked, newest first; read once per build. A draft's frontmatter is
 * checked, its body only once it is no longer a draft.
 */
export function loadBlogArticles(
  directory = blogContentDirectory,
  manifest: ImageManifest = images,
  today: string = publishingDate(),
  featuredChoice: string | undefined = (blogSettings as SettingsValue<"blog">).featured,
): BlogArticle[] {
  const usual = directory === blogContentDirectory && manifest === images;
  if (cache && usual && cache.today === today) return cache.articles;
  const files = readdirSync(directory)
    .filter((name) => name.endsWith(`.${articleCollection.extension}`))
    .sort();
  const published = files.flatMap((name) => {
    const file = path.relative(process.cwd(), path.join(directory, name));
    const source = readFileSync(path.join(directory, name), "utf8");
    const { data } = parseDocument(file, source, articleCollection.schema);
    if (data.draft) return [];
    // A scheduled article is checked in full now, so that the build that publishes it cannot fail.
    const article = parseBlogArticle(file, source, manifest);
    return isPublished(article, today) ? [article] : [];
  });
  const articles = arrangeArticles(published, featuredChoice);
  if (usual) cache = { today, articles };
  return articles;
}

export function findBlogArticle(slug: string): BlogArticle | undefined {
  return loadBlogArticles().find((article) => article.slug === slug);
}
