import type { Route } from "./+types/home";
import { heroSlides } from "#app/data/home.ts";
import { homePage } from "#app/data/page-copy/home.ts";
import { paths } from "#app/utils/paths.ts";
import { seo } from "#app/lib/seo.ts";
import { GetInTouchSection } from "#app/components/home/get-in-touch-section.tsx";
import { HeroCarousel } from "#app/components/home/hero-carousel.tsx";
import { ReasonsSection } from "#app/components/home/reasons-section.tsx";
import { ServicesSection } from "#app/components/home/services-section.tsx";
import { TripsWayInSection } from "#app/components/home/trips-way-in-section.tsx";
import { WelcomeSection } from "#app/components/home/welcome-section.tsx";

export const meta: Route.MetaFunction = () => seo({ ...homePage, path: paths.home, describesAgency: true });

export default function Home() {
  return (
    <>
      <HeroCarousel title={homePage.heading} eyebrow={homePage.eyebrow} slides={heroSlides} />
      <WelcomeSection />
      <TripsWayInSection />
      <ServicesSection />
      <ReasonsSection />
      <GetInTouchSection />
    </>
  );
}
