import type { WelcomeCard } from "#app/data/home.ts";
import { Container } from "#app/components/ui/container.tsx";
import { Eyebrow } from "#app/components/ui/eyebrow.tsx";
import { Icon } from "#app/components/ui/icon.tsx";
import { IconBadge } from "#app/components/ui/icon-card.tsx";
import { Link } from "#app/components/ui/link.tsx";

export function LinkCardsSection({
  id,
  copy,
  paragraphs,
  tinted = false,
}: {
  id: string;
  copy: { eyebrow: string; title: string; cards: readonly WelcomeCard[] };
  paragraphs: readonly string[];
  tinted?: boolean;
}) {
  return (
    <section aria-labelledby={id} className={tinted ? "bg-sand-100/60 py-20 sm:py-24" : "py-20 sm:py-24"}>
      <Container className="grid gap-12 lg:grid-cols-[1fr_1.15fr] lg:items-center lg:gap-16">
        <div>
          <Eyebrow>{copy.eyebrow}</Eyebrow>
          <h2 id={id} className="mt-3 text-3xl font-semibold sm:text-4xl">
            {copy.title}
          </h2>
          {paragraphs.map((paragraph) => (
            <p key={paragraph} className="mt-5 text-lg text-ink-700">
              {paragraph}
            </p>
          ))}
        </div>
        <ul className="grid gap-6 sm:grid-cols-2">
          {copy.cards.map((card) => (
            <li key={card.title}>
              <article className="flex h-full flex-col rounded-card bg-white p-7 shadow-card">
                <IconBadge icon={card.icon} className="bg-saffron-50 text-saffron-700" />
                <h3 className="mt-5 text-2xl font-semibold">{card.title}</h3>
                <p className="mt-3 flex-1 text-ink-700">{card.description}</p>
                <Link
                  to={card.cta.href}
                  className="mt-6 inline-flex items-center gap-2 self-start rounded-sm font-semibold text-teal-700 hover:text-teal-900 hover:underline"
                >
                  {card.cta.label}
                  <Icon name="arrow-right" className="size-4" />
                </Link>
              </article>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
