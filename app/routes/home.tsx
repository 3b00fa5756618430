import type { Route } from "./+types/home";
import { pages } from "~/data/pages";
import { chatLink } from "~/lib/links";
import { paths } from "~/lib/paths";
import { seo } from "~/lib/seo";
import { ButtonLink, ExternalButton } from "~/components/ui/button";
import { PageHero } from "~/components/ui/page-hero";

export const meta: Route.MetaFunction = () => seo({ ...pages.home, path: paths.home });

export default function Home() {
  return (
    <PageHero eyebrow={pages.home.eyebrow} title={pages.home.heading} lead={pages.home.lead}>
      <div className="mt-9 flex flex-wrap gap-4">
        <ExternalButton href={chatLink()}>Plan my trip</ExternalButton>
        <ButtonLink to={paths.destinations} variant="light">
          Explore destinations
        </ButtonLink>
      </div>
    </PageHero>
  );
}
