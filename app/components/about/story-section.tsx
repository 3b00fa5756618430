import { stats, story } from "#app/data/about.ts";
import { Container } from "#app/components/ui/container.tsx";
import { Icon } from "#app/components/ui/icon.tsx";
import { SectionHeading } from "#app/components/ui/section-heading.tsx";

const headingId = "story-heading";

/** Our Story, with the four figures (specification) beside it. */
export function StorySection() {
  return (
    <section aria-labelledby={headingId} className="py-20 sm:py-24">
      <Container className="grid gap-12 lg:grid-cols-[1.2fr_1fr] lg:items-center lg:gap-16">
        <div>
          <SectionHeading id={headingId} eyebrow={story.eyebrow} title={story.title} />
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
              {/* A figure never breaks: "5-star" on one line, in a size that fits two cards across a 320 px phone. */}
              <dd className="font-display text-[clamp(1.5rem,7.5vw,1.875rem)] font-semibold whitespace-nowrap text-teal-800 sm:text-5xl lg:text-4xl xl:text-5xl">
                <Icon name={stat.icon} className="mb-4 block size-7 text-saffron-600" />
                {stat.value}
              </dd>
            </div>
          ))}
        </dl>
      </Container>
    </section>
  );
}
