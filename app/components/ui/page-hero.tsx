import type { ReactNode } from "react";
import type { ImageId } from "#app/generated/images.ts";
import { Container } from "./container";
import { Picture } from "./picture";

/**
 * The heading band at the top of an inner page: an eyebrow, the page's h1 and a lead line on the
 * band's deep teal, and under them the page's illustration, whose sky starts in that same teal. The
 * words stay on the plain band, so their contrast never depends on the picture; the picture is drawn
 * inside the page (docs/decisions/141-the-first-screen.md), and the heading stays the
 * largest paint.
 */
export function PageHero({
  eyebrow,
  title,
  lead,
  art,
  children,
}: {
  eyebrow?: string;
  title: ReactNode;
  lead?: ReactNode;
  /** A wide, shallow picture (the `page-*` illustrations, 1600 x 360), decorative. */
  art: ImageId;
  children?: ReactNode;
}) {
  return (
    <header className="relative overflow-hidden bg-teal-900 text-sand-50 [--picture-slot:var(--color-teal-900)]">
      <Container className="relative pt-16 pb-8 sm:pt-24 sm:pb-10">
        {eyebrow ? (
          <p className="text-sm font-semibold tracking-eyebrow text-saffron-300 uppercase">{eyebrow}</p>
        ) : null}
        <h1 className="mt-3 max-w-3xl text-4xl font-semibold sm:text-5xl lg:text-6xl">{title}</h1>
        {lead ? <p className="mt-5 max-w-2xl text-lg text-sand-100 sm:text-xl">{lead}</p> : null}
        {children}
      </Container>
      <Picture image={art} decorative firstScreen className="block h-32 w-full object-cover sm:h-44 lg:h-56" />
    </header>
  );
}
