import { reasons } from "#app/data/home.ts";
import { IconCard } from "#app/components/ui/icon-card.tsx";
import { Section } from "#app/components/ui/section.tsx";

/** Why Work With Us: five reasons, on the deep teal band. */
export function ReasonsSection() {
  return (
    <Section id="reasons-heading" heading={reasons} tone="light" align="center" className="bg-teal-900 py-20 sm:py-24">
      <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-6">
        {reasons.cards.map((reason, position) => (
          // Three cards on the first row, two centered on the second, on large screens.
          <li key={reason.title} className={`lg:col-span-2 ${position === 3 ? "lg:col-start-2" : ""}`}>
            <IconCard icon={reason.icon} title={reason.title} description={reason.description} tone="dark" />
          </li>
        ))}
      </ul>
    </Section>
  );
}
