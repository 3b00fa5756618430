import type { Route } from "./+types/home";
import { heroSlides } from "~/data/home";
import { homePage } from "~/data/page-copy/home";
import { paths } from "~/utils/paths";
import { seo } from "~/lib/seo";
import { GetInTouchSection } from "~/components/home/get-in-touch-section";
import { HeroCarousel } from "~/components/home/hero-carousel";
import { ReasonsSection } from "~/components/home/reasons-section";
import { ServicesSection } from "~/components/home/services-section";
import { TripsWayInSection } from "~/components/home/trips-way-in-section";
import { WelcomeSection } from "~/components/home/welcome-section";

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
