import { destinationsCopy } from "~/data/destinations";
import type { Reason } from "~/lib/content/destination-guide";
import { Container } from "~/components/ui/container";
import { SectionHeading } from "~/components/ui/section-heading";
import { IconCard } from "~/components/ui/icon-card";

/** Six reasons to visit the destination. */
export function ReasonsSection({ name, reasons }: { name: string; reasons: readonly Reason[] }) {
  return (
    <section aria-labelledby="guide-reasons" className="bg-sand-100 py-16 sm:py-24">
      <Container>
        <SectionHeading
          id="guide-reasons"
          eyebrow={destinationsCopy.guide.reasonsEyebrow}
          title={destinationsCopy.guide.reasonsHeading(name)}
        />
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {reasons.map((reason) => (
            <li key={reason.title}>
              <IconCard icon={reason.icon} title={reason.title} description={reason.description} />
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
