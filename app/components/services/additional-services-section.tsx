import { additionalServices, additionalServicesSection } from "#app/data/services.ts";
import { Icon } from "#app/components/ui/icon.tsx";
import { Section } from "#app/components/ui/section.tsx";

export function AdditionalServicesSection() {
  return (
    <Section
      id="additional-services-heading"
      heading={additionalServicesSection}
      align="center"
      className="bg-sand-100 py-20 sm:py-24"
    >
      <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {additionalServices.map((service) => (
          <li key={service.title} className="flex gap-5 rounded-card bg-white p-6 shadow-card">
            <span className="flex size-12 shrink-0 items-center justify-center rounded-full bg-teal-50 text-teal-800">
              <Icon name={service.icon} className="size-6" />
            </span>
            <div>
              <h3 className="text-xl font-semibold">{service.title}</h3>
              <p className="mt-2 text-ink-700">{service.description}</p>
            </div>
          </li>
        ))}
      </ul>
    </Section>
  );
}
