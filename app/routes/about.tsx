import type { Route } from "./+types/about";
import { aboutPage } from "#app/data/page-copy/about.ts";
import { paths } from "#app/utils/paths.ts";
import { seo } from "#app/lib/seo.ts";
import { MissionVisionSection } from "#app/components/about/mission-vision-section.tsx";
import { StorySection } from "#app/components/about/story-section.tsx";
import { TeamSection } from "#app/components/about/team-section.tsx";
import { ValuesSection } from "#app/components/about/values-section.tsx";
import { PageHero } from "#app/components/ui/page-hero.tsx";

export const meta: Route.MetaFunction = () => seo({ ...aboutPage, path: paths.about, describesAgency: true });

export default function About() {
  return (
    <>
      <PageHero page={aboutPage} art="page-about" />
      <StorySection />
      <ValuesSection />
      <TeamSection />
      <MissionVisionSection />
    </>
  );
}
