import type { Route } from "./+types/about";
import { coreValues, missionAndVision, stats, story, teamSection } from "#app/data/about.ts";
import { aboutPage } from "#app/data/page-copy/about.ts";
import { team } from "#app/data/team.ts";
import { paths } from "#app/utils/paths.ts";
import { slugify } from "#app/utils/slug.ts";
import { seo } from "#app/lib/seo.ts";
import { TeamMemberCard } from "#app/components/about/team-member-card.tsx";
import { Container } from "#app/components/ui/container.tsx";
import { Icon } from "#app/components/ui/icon.tsx";
import { IconBadge, IconCard } from "#app/components/ui/icon-card.tsx";
import { PageHero } from "#app/components/ui/page-hero.tsx";
import { Section, SectionHeading } from "#app/components/ui/section.tsx";

export const meta: Route.MetaFunction = () => seo({ ...aboutPage, path: paths.about, describesAgency: true });

export default function About() {
  return (
    <>
      <PageHero page={aboutPage} art="page-about" />
      <section aria-labelledby="story-heading" className="py-20 sm:py-24">
        <Container className="grid gap-12 lg:grid-cols-[1.2fr_1fr] lg:items-center lg:gap-16">
          <div>
            <SectionHeading id="story-heading" eyebrow={story.eyebrow} title={story.title} />
            {story.paragraphs.map((paragraph) => (
              <p key={paragraph} className="mt-5 text-lg text-ink-700">
                {paragraph}
              </p>
            ))}
          </div>
          <dl className="grid grid-cols-2 gap-4 sm:gap-6">
            {stats.map((stat) => (
              <div
                key={stat.label}
                className="flex flex-col-reverse justify-end rounded-card bg-white p-4 shadow-card sm:p-6"
              >
                <dt className="mt-1 font-semibold text-ink-600">{stat.label}</dt>
                {/* A figure never breaks, and two fit across a 320 px phone (docs/decisions/153). */}
                <dd className="font-display text-[clamp(1.5rem,7.5vw,1.875rem)] font-semibold whitespace-nowrap text-teal-800 sm:text-5xl lg:text-4xl xl:text-5xl">
                  <Icon name={stat.icon} className="mb-4 block size-7 text-saffron-600" />
                  {stat.value}
                </dd>
              </div>
            ))}
          </dl>
        </Container>
      </section>
      <Section id="values-heading" heading={coreValues} align="center" className="bg-sand-100 py-20 sm:py-24">
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {coreValues.values.map((value) => (
            <li key={value.title}>
              <IconCard {...value} badge="bg-teal-50 text-teal-800" />
            </li>
          ))}
        </ul>
      </Section>
      <Section id="team-heading" heading={teamSection} align="center" className="py-20 sm:py-24">
        <ul className="mt-12 grid gap-6 md:grid-cols-3">
          {team.map((member) => (
            <li key={member.name}>
              <TeamMemberCard member={member} />
            </li>
          ))}
        </ul>
      </Section>
      <div className="bg-sand-100 py-20 sm:py-24">
        <Container className="grid gap-6 md:grid-cols-2">
          {missionAndVision.map((statement) => (
            <section
              key={statement.title}
              aria-labelledby={`${slugify(statement.title)}-heading`}
              className="rounded-card bg-teal-900 p-8 shadow-card sm:p-10"
            >
              <IconBadge icon={statement.icon} className="bg-saffron-500 text-ink-900" />
              <h2 id={`${slugify(statement.title)}-heading`} className="mt-5 text-3xl font-semibold text-white">
                {statement.title}
              </h2>
              <p className="mt-4 text-lg text-sand-100">{statement.text}</p>
            </section>
          ))}
        </Container>
      </div>
    </>
  );
}
