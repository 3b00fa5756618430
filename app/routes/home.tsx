import type { Route } from "./+types/home";
import { getInTouch, heroSlides, homeServices, reasons, tripsWayIn, welcome } from "#app/data/home.ts";
import { homePage } from "#app/data/page-copy/home.ts";
import { paths } from "#app/utils/paths.ts";
import { seo } from "#app/lib/seo.ts";
import { HeroCarousel } from "#app/components/home/hero-carousel.tsx";
import { OfficeList } from "#app/components/offices/office-card.tsx";
import { Container } from "#app/components/ui/container.tsx";
import { Eyebrow } from "#app/components/ui/eyebrow.tsx";
import { Icon } from "#app/components/ui/icon.tsx";
import { IconBadge, IconCard } from "#app/components/ui/icon-card.tsx";
import { Link } from "#app/components/ui/link.tsx";
import { Picture } from "#app/components/ui/picture.tsx";
import { Section } from "#app/components/ui/section.tsx";

export const meta: Route.MetaFunction = () => seo({ ...homePage, path: paths.home, describesAgency: true });

export default function Home() {
  return (
    <>
      <HeroCarousel title={homePage.heading} eyebrow={homePage.eyebrow} slides={heroSlides} />
      <LinkCardsSection id="welcome-heading" copy={welcome} />
      <LinkCardsSection id="trips-way-in-heading" copy={tripsWayIn} tinted />
      <Section
        id="home-services-heading"
        heading={homeServices}
        link={homeServices.cta}
        className="bg-sand-100 py-20 sm:py-24"
      >
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {homeServices.cards.map((service) => (
            <li key={service.title}>
              <article className="flex h-full flex-col overflow-hidden rounded-card bg-white shadow-card">
                <div className="aspect-[4/3] bg-sand-200">
                  <Picture
                    image={service.image}
                    decorative
                    sizes="(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw"
                    className="h-full w-full object-cover"
                  />
                </div>
                <div className="flex flex-1 flex-col p-6">
                  <h3 className="text-xl font-semibold">{service.title}</h3>
                  <p className="mt-2 text-ink-700">{service.description}</p>
                </div>
              </article>
            </li>
          ))}
        </ul>
      </Section>
      <Section
        id="reasons-heading"
        heading={reasons}
        tone="light"
        align="center"
        className="bg-teal-900 py-20 sm:py-24"
      >
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-6">
          {reasons.cards.map((reason, position) => (
            // Three cards on the first row, two centred on the second, on large screens.
            <li key={reason.title} className={`lg:col-span-2 ${position === 3 ? "lg:col-start-2" : ""}`}>
              <IconCard icon={reason.icon} title={reason.title} description={reason.description} tone="dark" />
            </li>
          ))}
        </ul>
      </Section>
      <Section id="get-in-touch-heading" heading={getInTouch} link={getInTouch.cta} className="py-20 sm:py-24">
        <OfficeList />
      </Section>
    </>
  );
}

function LinkCardsSection({
  id,
  copy,
  tinted = false,
}: {
  id: string;
  copy: typeof welcome | typeof tripsWayIn;
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
          {copy.paragraphs.map((paragraph) => (
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
