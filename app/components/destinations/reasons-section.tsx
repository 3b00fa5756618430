import { destinationsCopy } from "#app/data/destination-copy.ts";
import type { Reason } from "#app/lib/content/destination-schema.ts";
import { IconCard } from "#app/components/ui/icon-card.tsx";
import { Section } from "#app/components/ui/section.tsx";

/** Six reasons to visit the destination. */
export function ReasonsSection({ name, reasons }: { name: string; reasons: readonly Reason[] }) {
  const copy = destinationsCopy.guide;
  return (
    <Section
      id="guide-reasons"
      heading={{ eyebrow: copy.reasonsEyebrow, title: copy.reasonsHeading(name) }}
      className="bg-sand-100 py-16 sm:py-24"
    >
      <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {reasons.map((reason) => (
          <li key={reason.title}>
            <IconCard icon={reason.icon} title={reason.title} description={reason.description} />
          </li>
        ))}
      </ul>
    </Section>
  );
}
