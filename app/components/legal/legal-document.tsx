import type { ImageId } from "#app/generated/images.ts";
import { Container } from "#app/components/ui/container.tsx";
import { Eyebrow } from "#app/components/ui/eyebrow.tsx";
import { PageHero } from "#app/components/ui/page-hero.tsx";

export interface LegalDocumentProps {
  title: string;
  lastUpdated: string;
  html: string;
  sections: readonly { id: string; text: string }[];
  art: ImageId;
}

export function LegalDocument({ title, lastUpdated, html, sections, art }: LegalDocumentProps) {
  return (
    <>
      <PageHero page={{ eyebrow: "Legal", heading: title, lead: `Last updated ${lastUpdated}` }} art={art} />
      <Container className="grid gap-12 py-14 lg:grid-cols-[16rem_1fr] lg:py-20">
        <nav aria-label="On this page" className="lg:sticky lg:top-28 lg:self-start">
          <Eyebrow as="h2" tone="muted">
            On this page
          </Eyebrow>
          <ol className="mt-4 space-y-1 border-l-2 border-sand-200 pl-4 text-sm">
            {sections.map((section) => (
              <li key={section.id}>
                {/* At least 24 px tall, a target as WCAG 2.5.8 asks, however short the title. */}
                <a
                  href={`#${section.id}`}
                  className="inline-flex min-h-6 items-center py-0.5 text-ink-700 hover:text-teal-700 hover:underline"
                >
                  {section.text}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        <article className="prose" dangerouslySetInnerHTML={{ __html: html }} />
      </Container>
    </>
  );
}
