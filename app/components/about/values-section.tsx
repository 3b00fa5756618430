import { coreValues } from "#app/data/about.ts";
import { IconBadge } from "#app/components/ui/icon-badge.tsx";
import { Section } from "#app/components/ui/section.tsx";

/** The four core values (specification). */
export function ValuesSection() {
  return (
    <Section id="values-heading" heading={coreValues} align="center" className="bg-sand-100 py-20 sm:py-24">
      <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {coreValues.values.map((value) => (
          <li key={value.title} className="flex flex-col rounded-card bg-white p-6 shadow-card">
            <IconBadge icon={value.icon} className="bg-teal-50 text-teal-800" />
            <h3 className="mt-5 text-xl font-semibold">{value.title}</h3>
            <p className="mt-2 text-ink-700">{value.description}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}
