import { reasons } from "~/data/home";
import { IconCard } from "~/components/ui/icon-card";
import { Section } from "~/components/ui/section";

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
