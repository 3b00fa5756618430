import { destinationsCopy } from "~/data/destinations";
import type { GuideStat } from "~/lib/content/destination-guide";
import { Container } from "~/components/ui/container";
import { Eyebrow } from "~/components/ui/eyebrow";
import { SectionHeading } from "~/components/ui/section-heading";

/** The guide's opening words and, where the guide has them, its headline figures. */
export function GuideOverviewSection({
  name,
  intro,
  stats,
}: {
  name: string;
  intro: string;
  stats?: readonly GuideStat[];
}) {
  return (
    <section aria-labelledby="guide-overview" className="py-16 sm:py-24">
      <Container>
        <div
          className={stats ? "grid gap-10 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:items-center lg:gap-16" : ""}
        >
          <div>
            <SectionHeading
              id="guide-overview"
              eyebrow="Overview"
              title={destinationsCopy.guide.overviewHeading(name)}
            />
            <p className="mt-6 max-w-prose text-lg text-ink-700">{intro}</p>
          </div>
          {stats ? (
            // On a phone each figure is a row, its label beside it: three cards side by side leave a
            // label such as POPULATION no room under 640 px.
            <dl className="grid gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-1">
              {stats.map((stat) => (
                <div
                  key={stat.label}
                  className="flex items-baseline gap-4 rounded-card bg-white px-5 py-4 shadow-card sm:flex-col sm:gap-1 sm:px-6 sm:py-5"
                >
                  <Eyebrow as="dt" tone="muted" compact>
                    {stat.label}
                  </Eyebrow>
                  <dd className="order-first font-display text-3xl font-semibold whitespace-nowrap text-teal-800 sm:text-4xl">
                    {stat.value}
                  </dd>
                </div>
              ))}
            </dl>
          ) : null}
        </div>
      </Container>
    </section>
  );
}
