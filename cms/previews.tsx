import type { PreviewTemplateComponentProps } from "decap-cms-core";
import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import type { z } from "zod";
import { officesAsShown } from "#app/data/site.ts";
import type { PreviewName } from "#app/lib/content/collections.ts";
import { images } from "#app/generated/images.ts";
import { articleBodyProblem, figureSizes, readTimeLabel } from "#app/lib/content/article-body.ts";
import type { ArticleRevision, BlogArticleSummary } from "#app/lib/content/blog-schema.ts";
import { destinationCard, guideView } from "#app/lib/content/guide-view.ts";
import { destinationGuideSchema } from "#app/lib/content/destination-schema.ts";
import { legalSchema } from "#app/lib/content/legal-schema.ts";
import { renderMarkdown } from "#app/lib/content/markdown.ts";
import { fillPlaceholders } from "#app/lib/content/placeholders.ts";
import { siteFactsSchema, teamSchema } from "#app/lib/content/settings-schema.ts";
import { tripSchema, type FestivalDates } from "#app/lib/content/trip-schema.ts";
import { tripViewOf } from "#app/lib/content/trip-view.ts";
import { formatDisplayDate } from "#app/utils/dates.ts";
import type { ImageAsset } from "#app/utils/images.ts";
import { pictureId } from "#app/utils/picture-id.ts";
import { TeamMemberCard } from "#app/components/about/team-member-card.tsx";
import { ArticleBody } from "#app/components/blog/article-body.tsx";
import { ArticleCallToAction } from "#app/components/blog/article-call-to-action.tsx";
import { ArticleHeader } from "#app/components/blog/article-header.tsx";
import { DestinationGuideView } from "#app/components/destinations/destination-guide-view.tsx";
import { PreviewPictures } from "#app/components/ui/picture.tsx";
import { WhenToGoTable } from "#app/components/destinations/when-to-go-table.tsx";
import { LegalDocument } from "#app/components/legal/legal-document.tsx";
import { TripPage } from "#app/components/trips/trip-page.tsx";
import { OfficeCard } from "#app/components/offices/office-card.tsx";
import { Container } from "#app/components/ui/container.tsx";
import { Section } from "#app/components/ui/section.tsx";
import { entryProblems } from "./entry-checks";

declare const __FESTIVALS__: FestivalDates[];

/**
 * The content manager's previews: each renders the entry as it is typed with the site's own
 * components, after the build's schema has read it, and says what stops it from being published.
 */

type PreviewProps = Pick<PreviewTemplateComponentProps, "entry" | "getAsset">;

function entryData(entry: PreviewProps["entry"]): Record<string, unknown> {
  return (entry.get("data") as { toJS(): Record<string, unknown> }).toJS();
}

/**
 * A picture of /admin's copy of the manifest, or one uploaded since the last build, drawn from the
 * file the content manager holds (16:9 until the pipeline has measured it). A bare id not in the
 * manifest is not a picture of the library.
 */
function assetFor(reference: string, getAsset: PreviewProps["getAsset"]): ImageAsset | undefined {
  const known = (images as Record<string, ImageAsset>)[pictureId(reference)];
  if (known) return known;
  const src = reference.includes("/") || reference.includes(".") ? getAsset(reference)?.url : undefined;
  return src ? { src, width: 1600, height: 900, sources: [] } : undefined;
}

/** Pictures uploaded since the last build, for the site's components to draw in this preview. */
function uploadedPictures(references: readonly string[], getAsset: PreviewProps["getAsset"]) {
  const pictures: Record<string, ImageAsset> = {};
  for (const reference of references) {
    const asset = assetFor(reference, getAsset);
    if (asset) pictures[pictureId(reference)] = asset;
  }
  return pictures;
}

/** An entry's data read by its schema, or the problems that keep the preview from being drawn. */
function parsed<S extends z.ZodType>(
  key: string,
  schema: S,
  data: unknown,
): { value?: z.infer<S>; problems: string[] } {
  const result = schema.safeParse(data);
  return result.success ? { value: result.data, problems: [] } : { problems: entryProblems(key, data) };
}

/** What stops the entry from being published, above the preview. */
function Frame({
  problems,
  pictures = {},
  children,
}: {
  problems: readonly string[];
  pictures?: Record<string, ImageAsset>;
  children?: ReactNode;
}) {
  return (
    <MemoryRouter>
      <PreviewPictures value={pictures}>
        {problems.length > 0 ? (
          <div role="alert" className="bg-saffron-100 px-5 py-3 text-sm font-semibold text-ink-900">
            <p>Before this can be published:</p>
            <ul className="mt-1 list-disc pl-5 font-normal">
              {problems.map((problem) => (
                <li key={problem}>{problem}</li>
              ))}
            </ul>
          </div>
        ) : null}
        {children}
      </PreviewPictures>
    </MemoryRouter>
  );
}

/** Maps are drawn when the site is built. */
const mapNote = (text: string) =>
  renderToStaticMarkup(<p className="rounded-card bg-white p-6 text-ink-700 shadow-card">{text}</p>);

function GuidePreview({ entry, getAsset }: PreviewProps) {
  const data = entryData(entry);
  const { value: guide, problems } = parsed("guides", destinationGuideSchema, data);
  if (!guide) return <Frame problems={problems} />;
  const raw = data as { image?: string; attractions?: { image?: string }[] };
  const pictures = uploadedPictures(
    [raw.image ?? [], ...(raw.attractions ?? []).flatMap((attraction) => attraction.image ?? [])].flat(),
    getAsset,
  );
  const fragments = {
    map: mapNote("The map is drawn from the attractions' positions when the site is built."),
    months: renderToStaticMarkup(<WhenToGoTable name={guide.name} rows={guide.tips.whenToGo} />),
  };
  return (
    <Frame problems={problems} pictures={pictures}>
      {/* The guide's trips are drawn from the trip files when the site is built, not in its preview. */}
      <DestinationGuideView
        destination={destinationCard(guide)}
        guide={guideView(guide)}
        fragments={fragments}
        tripCount={0}
      />
    </Frame>
  );
}

/** A sample trip as its page shows it; its best months are read from its guide when the site is built. */
function TripPreview({ entry, getAsset }: PreviewProps) {
  const data = entryData(entry);
  const slug = String(entry.get("slug") ?? "");
  const { value: trip, problems } = parsed("trips", tripSchema, data);
  if (!trip) return <Frame problems={problems} />;
  const pictures = uploadedPictures([String((data as { image?: string }).image ?? "")].filter(Boolean), getAsset);
  return (
    <Frame problems={problems} pictures={pictures}>
      <TripPage
        trip={tripViewOf(trip, slug, [], new Date().toISOString().slice(0, 10), __FESTIVALS__)}
        mapHtml={mapNote("The route map is drawn from the stops' positions when the site is built.")}
      />
    </Frame>
  );
}

/** A policy as its page shows it, the business facts filled in. */
function PolicyPreview({ entry }: PreviewProps) {
  const { body = "", ...data } = entryData(entry) as { body?: string };
  const { value: policy, problems } = parsed(`policies/${String(entry.get("slug"))}`, legalSchema, data);
  let html = "";
  let sections: { id: string; text: string }[] = [];
  try {
    const rendered = renderMarkdown(fillPlaceholders("the text", String(body)));
    html = rendered.html;
    sections = rendered.headings.filter((heading) => heading.depth === 2);
  } catch (error) {
    problems.push((error as Error).message);
  }
  return (
    <Frame problems={problems}>
      {policy ? (
        <LegalDocument
          title={policy.title}
          lastUpdated={policy.lastUpdated}
          html={html}
          sections={sections}
          art={entry.get("slug") === "terms" ? "page-terms" : "page-privacy"}
        />
      ) : null}
    </Frame>
  );
}

/** The business facts where the pages show them: the ways to reach the agency, its hours and its offices. */
function FactsPreview({ entry }: PreviewProps) {
  const { value: facts, problems } = parsed("settings/site", siteFactsSchema, entryData(entry));
  if (!facts) return <Frame problems={problems} />;
  const details = [
    ["Phone", facts.phone],
    ["E-mail", facts.email],
    ["Support line", facts.hours.support.display],
    ["Head office open", facts.hours.office.display],
    ...Object.values(facts.social).map((link) => [link.label, link.href]),
  ];
  return (
    <Frame problems={problems}>
      <Section id="facts-heading" heading={{ eyebrow: facts.brandName, title: "How to reach us" }} className="py-12">
        <dl className="mt-8 grid gap-4 sm:grid-cols-2">
          {details.map(([label, value]) => (
            <div key={label} className="rounded-card bg-white p-5 shadow-card">
              <dt className="text-sm font-semibold text-ink-600">{label}</dt>
              <dd className="mt-1 text-lg break-words text-ink-900">{value}</dd>
            </div>
          ))}
        </dl>
      </Section>
      <Container className="pb-12">
        <ul className="grid gap-6 sm:grid-cols-2">
          {officesAsShown(facts).map((office) => (
            <li key={`${office.office}-${office.city}`}>
              <OfficeCard office={office} reach={office} />
            </li>
          ))}
        </ul>
      </Container>
    </Frame>
  );
}

function TeamPreview({ entry, getAsset }: PreviewProps) {
  const data = entryData(entry) as { members?: { photo?: string }[] };
  const { value: team, problems } = parsed("settings/team", teamSchema, data);
  if (!team) return <Frame problems={problems} />;
  const pictures = uploadedPictures(
    (data.members ?? []).flatMap((member) => member.photo || []),
    getAsset,
  );
  return (
    <Frame problems={problems} pictures={pictures}>
      <Container className="py-12">
        <ul className="grid gap-6 md:grid-cols-3">
          {team.members.map((member) => (
            <li key={member.name}>
              <TeamMemberCard member={member} />
            </li>
          ))}
        </ul>
      </Container>
    </Frame>
  );
}

/** The article with the site's own header, typography and call to action. */
function ArticlePreview({ entry, getAsset }: PreviewProps) {
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
    // As the page shows it, or as typed while it is not yet a date.
    displayDate: formatDisplayDate(date) ?? date,
    readTime: readTimeLabel(rawBody),
    category: field("category"),
    featured: entry.getIn(["data", "featured"]) === true,
    ...(updated ? { updated, displayUpdated: formatDisplayDate(updated) ?? updated } : {}),
  };
  const heroAsset = assetFor(image, getAsset);
  return (
    <Frame problems={problem ? [problem] : []}>
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
    </Frame>
  );
}

/** Each preview by the name collections.ts gives it. */
export const previews: Record<PreviewName, (props: PreviewProps) => ReactNode> = {
  article: ArticlePreview,
  guide: GuidePreview,
  trip: TripPreview,
  policy: PolicyPreview,
  facts: FactsPreview,
  team: TeamPreview,
};
