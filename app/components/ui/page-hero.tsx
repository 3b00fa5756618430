import type { ImageId } from "#app/generated/images.ts";
import { Container } from "./container";
import { Eyebrow } from "./eyebrow";
import { Picture } from "./picture";

/**
 * An inner page's heading band: its words on plain teal, never on the picture below, whose sky starts in
 * that teal; the heading stays the largest paint (docs/decisions/141-the-first-screen.md).
 */
export function PageHero({
  page,
  art,
}: {
  page: { eyebrow?: string; heading: string; lead?: string };
  /** A wide, shallow picture (the `page-*` illustrations, 1600 x 360), decorative. */
  art: ImageId;
}) {
  return (
    <header className="relative overflow-hidden bg-teal-900 text-sand-50 [--picture-slot:var(--color-teal-900)]">
      <Container className="relative pt-16 pb-8 sm:pt-24 sm:pb-10">
        {page.eyebrow ? <Eyebrow tone="light">{page.eyebrow}</Eyebrow> : null}
        <h1 className="mt-3 max-w-3xl text-4xl font-semibold sm:text-5xl lg:text-6xl">{page.heading}</h1>
        {page.lead ? <p className="mt-5 max-w-2xl text-lg text-sand-100 sm:text-xl">{page.lead}</p> : null}
      </Container>
      <Picture image={art} decorative firstScreen className="block h-32 w-full object-cover sm:h-44 lg:h-56" />
    </header>
  );
}
