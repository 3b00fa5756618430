import { welcome } from "#app/data/home.ts";
import { Container } from "#app/components/ui/container.tsx";
import { Eyebrow } from "#app/components/ui/eyebrow.tsx";
import { LinkCard } from "./link-card";

const headingId = "welcome-heading";

/** The welcome intro: who we are, beside the Services and Corporate Profile cards. */
export function WelcomeSection() {
  return (
    <section aria-labelledby={headingId} className="py-20 sm:py-24">
      <Container className="grid gap-12 lg:grid-cols-[1fr_1.15fr] lg:items-center lg:gap-16">
        <div>
          <Eyebrow>{welcome.eyebrow}</Eyebrow>
          <h2 id={headingId} className="mt-3 text-3xl font-semibold sm:text-4xl">
            {welcome.title}
          </h2>
          {welcome.paragraphs.map((paragraph) => (
            <p key={paragraph} className="mt-5 text-lg text-ink-700">
              {paragraph}
            </p>
          ))}
        </div>
        <ul className="grid gap-6 sm:grid-cols-2">
          {welcome.cards.map((card) => (
            <li key={card.title}>
              <LinkCard card={card} />
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
