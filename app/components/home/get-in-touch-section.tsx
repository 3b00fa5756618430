import { getInTouch } from "#app/data/home.ts";
import { Section } from "#app/components/ui/section.tsx";
import { OfficeList } from "#app/components/offices/office-list.tsx";

/** Get In Touch: one card per office, addresses only; phone, chat and e-mail live on the contact page. */
export function GetInTouchSection() {
  return (
    <Section id="get-in-touch-heading" heading={getInTouch} link={getInTouch.cta} className="py-20 sm:py-24">
      <OfficeList />
    </Section>
  );
}
