import { getInTouch } from "~/data/home";
import { ButtonLink } from "~/components/ui/button";
import { Container } from "~/components/ui/container";
import { SectionHeading } from "~/components/ui/section-heading";
import { OfficeList } from "~/components/offices/office-list";

const headingId = "get-in-touch-heading";

/** Get In Touch: one card per office, addresses only; phone, chat and e-mail live on the contact page. */
export function GetInTouchSection() {
  return (
    <section aria-labelledby={headingId} className="py-20 sm:py-24">
      <Container>
        <div className="flex flex-wrap items-end justify-between gap-6">
          <SectionHeading id={headingId} eyebrow={getInTouch.eyebrow} title={getInTouch.title} lead={getInTouch.lead} />
          <ButtonLink to={getInTouch.cta.href} variant="secondary">
            {getInTouch.cta.label}
          </ButtonLink>
        </div>
        <OfficeList />
      </Container>
    </section>
  );
}
