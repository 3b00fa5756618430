import { officesCopy } from "~/data/contact";
import { site } from "~/data/site";
import { OfficeCard } from "~/components/offices/office-card";
import { Container } from "~/components/ui/container";
import { SectionHeading } from "~/components/ui/section-heading";

const headingId = "offices-heading";

/** 'Our Global Offices': one card per office of site.ts, with country, office name and address lines. */
export function OfficesSection() {
  return (
    <section aria-labelledby={headingId} className="bg-sand-100 py-20 sm:py-24">
      <Container>
        <SectionHeading id={headingId} title={officesCopy.heading} lead={officesCopy.lead} />
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {site.offices.map((office) => (
            <li key={office.office}>
              <OfficeCard office={office} />
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
