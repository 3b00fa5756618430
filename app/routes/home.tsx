import type { Route } from "./+types/home";
import { getInTouch, heroSlides, homeServices, reasons, tripsWayIn, welcome } from "#app/data/home.ts";
import { homePage } from "#app/data/page-copy/home.ts";
import { paths } from "#app/utils/paths.ts";
import { seo } from "#app/lib/seo.ts";
import { HeroCarousel } from "#app/components/home/hero-carousel.tsx";
import { LinkCardsSection } from "#app/components/home/link-cards-section.tsx";
import { OfficeList } from "#app/components/offices/office-card.tsx";
import { IconCard } from "#app/components/ui/icon-card.tsx";
import { Picture } from "#app/components/ui/picture.tsx";
import { Section } from "#app/components/ui/section.tsx";

export const meta: Route.MetaFunction = () => seo({ ...homePage, path: paths.home, describesAgency: true });

export default function Home() {
  return (
    <>
      <HeroCarousel title={homePage.heading} eyebrow={homePage.eyebrow} slides={heroSlides} />
      <LinkCardsSection id="welcome-heading" copy={welcome} paragraphs={welcome.paragraphs} />
      <LinkCardsSection id="trips-way-in-heading" copy={tripsWayIn} paragraphs={[tripsWayIn.lead]} tinted />
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
