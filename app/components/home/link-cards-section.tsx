import type { WelcomeCard } from "#app/data/home.ts";
import { Container } from "#app/components/ui/container.tsx";
import { Eyebrow } from "#app/components/ui/eyebrow.tsx";
import { LinkCard } from "./link-card";

interface LinkCardsSectionProps {
  /** The id of the section's heading, which names the section. */
  headingId: string;
  eyebrow: string;
  title: string;
  paragraphs: readonly string[];
  cards: readonly WelcomeCard[];
  /** On a sand band, to set the section apart from the one above it. */
  tinted?: boolean;
}

/** A home page section: an eyebrow, a heading and a few paragraphs beside cards that lead to other pages. */
export function LinkCardsSection({
  headingId,
  eyebrow,
  title,
  paragraphs,
  cards,
  tinted = false,
}: LinkCardsSectionProps) {
  return (
    <section aria-labelledby={headingId} className={tinted ? "bg-sand-100/60 py-20 sm:py-24" : "py-20 sm:py-24"}>
      <Container className="grid gap-12 lg:grid-cols-[1fr_1.15fr] lg:items-center lg:gap-16">
        <div>
          <Eyebrow>{eyebrow}</Eyebrow>
          <h2 id={headingId} className="mt-3 text-3xl font-semibold sm:text-4xl">
            {title}
          </h2>
          {paragraphs.map((paragraph) => (
            <p key={paragraph} className="mt-5 text-lg text-ink-700">
              {paragraph}
            </p>
          ))}
        </div>
        <ul className="grid gap-6 sm:grid-cols-2">
          {cards.map((card) => (
            <li key={card.title}>
              <LinkCard card={card} />
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
