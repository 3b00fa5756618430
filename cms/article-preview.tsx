import type { PreviewTemplateComponentProps } from "decap-cms-core";
import { MemoryRouter } from "react-router";
import { images } from "#app/generated/images.ts";
import type { ImageAsset } from "#app/utils/images.ts";
import { articleBodyProblem, figureSizes, readTimeLabel } from "#app/lib/content/article-body.ts";
import { formatDisplayDate } from "#app/utils/dates.ts";
import type { ArticleRevision, BlogArticleSummary } from "#app/lib/content/blog-schema.ts";
import { renderMarkdown } from "#app/lib/content/markdown.ts";
import { pictureId } from "#app/utils/picture-id.ts";
import { fillPlaceholders } from "#app/lib/content/placeholders.ts";
import { ArticleBody } from "#app/components/blog/article-body.tsx";
import { ArticleCallToAction } from "#app/components/blog/article-call-to-action.tsx";
import { ArticleHeader } from "#app/components/blog/article-header.tsx";
import { Container } from "#app/components/ui/container.tsx";

/** What Decap CMS hands a preview template (the parts used here). */
export type PreviewProps = Pick<PreviewTemplateComponentProps, "entry" | "getAsset">;

/** The date as the page shows it, or as typed while it is not yet a date. */
function displayDate(value: string): string {
  return formatDisplayDate(value) ?? value;
}

/**
 * A picture by id from the site's manifest, or, for one uploaded since the last build, the file the
 * content manager holds (drawn at 16:9 until the pipeline has measured it).
 */
function assetFor(reference: string, getAsset: PreviewProps["getAsset"]): ImageAsset | undefined {
  const known = (images as Record<string, ImageAsset>)[pictureId(reference)];
  if (known) return known;
  const src = reference.includes("/") || reference.includes(".") ? getAsset(reference)?.url : undefined;
  return src ? { src, width: 1600, height: 900, sources: [] } : undefined;
}

/**
 * The article as the site will show it, with the site's own header, typography and call to action,
 * updated as staff type. A rule the build would reject (length, sections, pictures) is shown above.
 */
export function ArticlePreview({ entry, getAsset }: PreviewProps) {
  const field = (name: string) => String((entry.getIn(["data", name]) as unknown) ?? "");
  const rawBody = field("body");
  const image = field("image");
  let html = "";
  let problem = articleBodyProblem(rawBody);
  try {
    html = renderMarkdown(fillPlaceholders("preview", rawBody), {
      figures: {
        sizes: figureSizes,
        resolve(id, href) {
          const asset = assetFor(href, getAsset);
          if (!asset) throw new Error(`The picture "${id}" is not in the picture library.`);
          return asset;
        },
      },
    }).html;
  } catch (error) {
    problem = (error as Error).message;
  }
  const date = field("date");
  const updated = field("updated");
  const article: BlogArticleSummary & ArticleRevision = {
    id: Number(entry.getIn(["data", "id"]) ?? 0),
    slug: field("slug"),
    title: field("title"),
    excerpt: field("excerpt"),
    image: pictureId(image) as BlogArticleSummary["image"],
    imageAlt: field("imageAlt"),
    author: field("author"),
    date,
    displayDate: displayDate(date),
    readTime: readTimeLabel(rawBody),
    category: field("category"),
    featured: entry.getIn(["data", "featured"]) === true,
    ...(updated ? { updated, displayUpdated: displayDate(updated) } : {}),
  };
  const heroAsset = assetFor(image, getAsset);
  return (
    <MemoryRouter>
      {problem ? (
        <p role="alert" className="bg-saffron-100 px-5 py-3 text-sm font-semibold text-ink-900">
          Before this can be published: {problem}
        </p>
      ) : null}
      <article>
        {heroAsset ? (
          <ArticleHeader article={article} heroAsset={heroAsset} />
        ) : (
          <p className="px-5 py-3 text-sm font-semibold text-ink-900">
            Choose a main picture to see the article's header.
          </p>
        )}
        <Container width="text" className="py-12 sm:py-16">
          <ArticleBody html={html} />
        </Container>
        <Container width="text" className="pb-16 sm:pb-24">
          <ArticleCallToAction title={article.title} />
        </Container>
      </article>
    </MemoryRouter>
  );
}
