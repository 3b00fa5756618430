import type { Route } from "./+types/about";
import { aboutPage } from "~/data/page-copy/about";
import { paths } from "~/utils/paths";
import { seo } from "~/lib/seo";
import { MissionVisionSection } from "~/components/about/mission-vision-section";
import { StorySection } from "~/components/about/story-section";
import { TeamSection } from "~/components/about/team-section";
import { ValuesSection } from "~/components/about/values-section";
import { PageHero } from "~/components/ui/page-hero";

export const meta: Route.MetaFunction = () => seo({ ...aboutPage, path: paths.about, describesAgency: true });

export default function About() {
  return (
    <>
      <PageHero eyebrow={aboutPage.eyebrow} title={aboutPage.heading} lead={aboutPage.lead} art="page-about" />
      <StorySection />
      <ValuesSection />
      <TeamSection />
      <MissionVisionSection />
    </>
  );
}
