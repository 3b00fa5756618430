import type { ReactNode } from "react";
import { destinationsCopy } from "#app/data/destination-copy.ts";
import type { GuideView } from "#app/lib/content/destination-schema.ts";
import { fragmentNames } from "#app/utils/fragments.ts";
import { BuildFragment } from "#app/components/ui/build-fragment.tsx";
import { Eyebrow } from "#app/components/ui/eyebrow.tsx";
import { Icon } from "#app/components/ui/icon.tsx";
import type { IconName } from "#app/utils/icons.ts";
import { Section } from "#app/components/ui/section.tsx";

function TipsCard({
  icon,
  title,
  children,
  className = "",
}: {
  icon: IconName;
  title: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <div className={`rounded-card bg-white p-5 shadow-card sm:p-8 ${className}`}>
      <h3 className="flex items-center gap-3 text-2xl font-semibold text-ink-900">
        <span className="flex size-11 items-center justify-center rounded-full bg-teal-50 text-teal-700">
          <Icon name={icon} className="size-5" />
        </span>
        {title}
      </h3>
      {children}
    </div>
  );
}

/** When to go, region by region and month by month, and the essentials: visa, currency, customs. */
export function TravelTipsSection({
  slug,
  bestTime,
  essentials,
  monthsHtml,
}: {
  slug: string;
  bestTime: GuideView["bestTime"];
  essentials: GuideView["essentials"];
  monthsHtml?: string;
}) {
  const copy = destinationsCopy.guide;
  return (
    <Section
      id="guide-tips"
      heading={{ eyebrow: copy.tipsEyebrow, title: copy.tipsHeading }}
      className="bg-sand-100 py-16 sm:py-24"
    >
      <div className="mt-10 grid gap-6 lg:grid-cols-2">
        <TipsCard icon="calendar" title={copy.bestTimeHeading}>
          <dl className="mt-6 divide-y divide-sand-200">
            {bestTime.map((period) => (
              <div key={period.label} className="py-4 first:pt-0 last:pb-0">
                <dt className="font-semibold text-ink-900">{period.label}</dt>
                <dd className="mt-1">
                  <span className="inline-block rounded-full bg-saffron-100 px-3 py-0.5 text-sm font-semibold text-saffron-700">
                    {period.months}
                  </span>
                  <span className="mt-2 block text-ink-700">{period.note}</span>
                </dd>
              </div>
            ))}
          </dl>
        </TipsCard>
        <TipsCard icon="passport" title={copy.essentialsHeading}>
          <dl className="mt-6 divide-y divide-sand-200">
            {essentials.map((item) => (
              <div key={item.label} className="py-4 first:pt-0 last:pb-0">
                <Eyebrow as="dt" tone="muted">
                  {item.label}
                </Eyebrow>
                <dd className="mt-1">
                  <span className="block font-semibold text-ink-900">{item.value}</span>
                  <span className="mt-1 block text-ink-700">{item.detail}</span>
                </dd>
              </div>
            ))}
          </dl>
        </TipsCard>
        <TipsCard icon="calendar" title={copy.monthsHeading} className="lg:col-span-2">
          <BuildFragment
            name={fragmentNames.guideMonths(slug)}
            html={monthsHtml}
            missing={destinationsCopy.fragmentMissing.months}
            className="mt-6"
          />
        </TipsCard>
      </div>
    </Section>
  );
}
