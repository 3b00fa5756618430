import { getInTouch } from "~/data/home";
import { Section } from "~/components/ui/section";
import { OfficeList } from "~/components/offices/office-list";

/** Get In Touch: one card per office, addresses only; phone, chat and e-mail live on the contact page. */
export function GetInTouchSection() {
  return (
    <Section id="get-in-touch-heading" heading={getInTouch} link={getInTouch.cta} className="py-20 sm:py-24">
      <OfficeList />
    </Section>
  );
}
