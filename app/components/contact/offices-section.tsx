import { officesCopy } from "#app/data/contact.ts";
import { OfficeList } from "#app/components/offices/office-list.tsx";
import { Section } from "#app/components/ui/section.tsx";

/**
 * 'Our Global Offices': one card per office of site.ts, with country, office name and address
 * lines, and the office's own phone, chat, e-mail and hours.
 */
export function OfficesSection() {
  return (
    <Section
      id="offices-heading"
      heading={{ title: officesCopy.heading, lead: officesCopy.lead }}
      className="bg-sand-100 py-20 sm:py-24"
    >
      <OfficeList reach />
    </Section>
  );
}
