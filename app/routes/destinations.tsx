import { Link } from "react-router";
import type { Route } from "./+types/destinations";
import { destinationNames, destinationSlug, destinationTaglines } from "~/data/destinations";
import { pages } from "~/data/pages";
import { paths } from "~/lib/paths";
import { seo } from "~/lib/seo";
import { Container } from "~/components/ui/container";
import { Icon } from "~/components/ui/icon";
import { PageHero } from "~/components/ui/page-hero";

export const meta: Route.MetaFunction = () => seo({ ...pages.destinations, path: paths.destinations });

export default function Destinations() {
  return (
    <>
      <PageHero eyebrow={pages.destinations.eyebrow} title={pages.destinations.heading} lead={pages.destinations.lead} />
      <Container className="py-14 sm:py-20">
        <ul className="grid gap-6 md:grid-cols-3">
          {destinationNames.map((name) => (
            <li key={name}>
              {/* Specification: the guides open with a full page load. */}
              <Link
                to={paths.destination(destinationSlug(name))}
                reloadDocument
                className="group flex h-full flex-col rounded-[var(--radius-card)] bg-white p-7 shadow-[var(--shadow-card)] transition-shadow hover:shadow-[var(--shadow-float)]"
              >
                <h2 className="text-2xl font-semibold text-ink-900">{name}</h2>
                <p className="mt-2 text-ink-600">{destinationTaglines[name]}</p>
                <span className="mt-6 inline-flex items-center gap-2 font-semibold text-teal-700 group-hover:underline">
                  Explore {name}
                  <Icon name="arrow-right" />
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </Container>
    </>
  );
}
