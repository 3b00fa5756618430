import { servicesClosing } from "~/data/services";
import { ExternalButton } from "~/components/ui/button";
import { Container } from "~/components/ui/container";

const headingId = "services-closing-heading";

/** The closing call to action: two chats, one to start planning, one to book a consultation. */
export function ServicesClosingSection() {
  return (
    <section aria-labelledby={headingId} className="pb-20 sm:pb-24">
      <Container>
        <div className="rounded-card bg-teal-900 px-6 py-14 text-center sm:px-12">
          <h2 id={headingId} className="text-3xl font-semibold text-white sm:text-4xl">
            {servicesClosing.title}
          </h2>
          <p className="mx-auto mt-4 max-w-2xl text-lg text-sand-100">{servicesClosing.lead}</p>
          <div className="mt-8 flex flex-wrap justify-center gap-4">
            <ExternalButton href={servicesClosing.startPlanning.href}>{servicesClosing.startPlanning.label}</ExternalButton>
            <ExternalButton href={servicesClosing.consultation.href} variant="light">
              {servicesClosing.consultation.label}
            </ExternalButton>
          </div>
        </div>
      </Container>
    </section>
  );
}
