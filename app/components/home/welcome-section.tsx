import { Link } from "react-router";
import { welcome, type WelcomeCard } from "~/data/home";
import { Container } from "~/components/ui/container";
import { Eyebrow } from "~/components/ui/eyebrow";
import { Icon } from "~/components/ui/icon";
import { IconBadge } from "~/components/ui/icon-badge";

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
              <WelcomeCardView card={card} />
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}

function WelcomeCardView({ card }: { card: WelcomeCard }) {
  return (
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
  );
}
