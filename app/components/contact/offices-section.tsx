import { officesCopy } from "~/data/contact";
import { OfficeList } from "~/components/offices/office-list";
import { Container } from "~/components/ui/container";
import { SectionHeading } from "~/components/ui/section-heading";

const headingId = "offices-heading";

/** 'Our Global Offices': one card per office of site.ts, with country, office name and address lines. */
export function OfficesSection() {
  return (
    <section aria-labelledby={headingId} className="bg-sand-100 py-20 sm:py-24">
      <Container>
        <SectionHeading id={headingId} title={officesCopy.heading} lead={officesCopy.lead} />
        <OfficeList />
      </Container>
    </section>
  );
}
