import { destinationsCopy } from "#app/data/destination-copy.ts";
import { keyFactsCopy } from "#app/data/guide-key-facts.ts";
import type { DestinationGuide, GuideStat } from "#app/lib/content/destination-schema.ts";
import type { BestTime } from "#app/lib/content/month-table.ts";
import { Container } from "#app/components/ui/container.tsx";
import { Eyebrow } from "#app/components/ui/eyebrow.tsx";
import { SectionHeading } from "#app/components/ui/section.tsx";

/** The key facts a guide without headline figures shows beside its opening words. */
interface GuideGlance {
  capital: string;
  bestTime: readonly BestTime[];
  essentials: DestinationGuide["tips"]["essentials"];
  /** The cities of our offices in the country. */
  offices: readonly string[];
}

function KeyFacts({ glance }: { glance: GuideGlance }) {
  const copy = keyFactsCopy;
  const rows = [
    {
      label: copy.bestTime,
      value: (
        <ul className="space-y-1">
          {glance.bestTime.map((row) => (
            <li key={row.label}>
              <span className="font-semibold text-ink-900">{row.months}</span> {row.label}
            </li>
          ))}
        </ul>
      ),
    },
    ...glance.essentials.map((essential) => ({ label: essential.label, value: essential.value })),
    { label: copy.capital, value: glance.capital },
    ...(glance.offices.length > 0
      ? [{ label: copy.offices(glance.offices.length), value: glance.offices.join(", ") }]
      : []),
  ];
  return (
    <aside aria-labelledby="guide-key-facts" className="rounded-card bg-white p-6 shadow-card sm:p-8">
      <h3 id="guide-key-facts" className="font-display text-2xl font-semibold text-teal-800">
        {copy.heading}
      </h3>
      <dl className="mt-5 divide-y divide-sand-200">
        {rows.map((row) => (
          <div
            key={row.label}
            className="grid gap-1 py-3 first:pt-0 last:pb-0 sm:grid-cols-[9rem_minmax(0,1fr)] sm:gap-4 lg:grid-cols-1 lg:gap-1 xl:grid-cols-[8rem_minmax(0,1fr)] xl:gap-4"
          >
            <Eyebrow as="dt" tone="muted" className="sm:pt-0.5">
              {row.label}
            </Eyebrow>
            <dd className="text-ink-700">{row.value}</dd>
          </div>
        ))}
      </dl>
    </aside>
  );
}

export function GuideOverviewSection({
  name,
  intro,
  stats,
  glance,
}: {
  name: string;
  intro: string;
  stats?: readonly GuideStat[];
  glance: GuideGlance;
}) {
  return (
    <section aria-labelledby="guide-overview" className="py-16 sm:py-24">
      <Container>
        <div className="grid gap-10 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:items-center lg:gap-16">
          <div>
            <SectionHeading
              id="guide-overview"
              eyebrow="Overview"
              title={destinationsCopy.guide.overviewHeading(name)}
            />
            <p className="mt-6 max-w-prose text-lg text-ink-700">{intro}</p>
          </div>
          {stats ? (
            // Under 640 px each figure is a row: three cards across leave POPULATION no room (docs/decisions/153).
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
          ) : (
            <KeyFacts glance={glance} />
          )}
        </div>
      </Container>
    </section>
  );
}
