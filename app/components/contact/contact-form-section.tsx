import { contactFormCopy } from "#app/data/contact.ts";
import { site } from "#app/data/site.ts";
import { mailLink } from "#app/lib/links.ts";
import { ExternalButton } from "#app/components/ui/button.tsx";
import { Icon } from "#app/components/ui/icon.tsx";
import { ContactFormEmbed } from "./contact-form-embed";

const headingId = "contact-form-heading";

export function ContactFormSection() {
  return (
    <section aria-labelledby={headingId} className="rounded-card bg-white p-6 shadow-card sm:p-10">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="max-w-xl">
          <h2 id={headingId} className="text-3xl font-semibold sm:text-4xl">
            {contactFormCopy.heading}
          </h2>
          <p className="mt-3 text-lg text-ink-700">{contactFormCopy.intro}</p>
        </div>
        <p className="inline-flex items-center gap-2 rounded-full bg-teal-50 px-4 py-2 font-semibold text-teal-800">
          <Icon name="clock" className="size-5" />
          {contactFormCopy.promise}
        </p>
      </div>
      <div className="mt-8">
        <ContactFormEmbed formId={site.contactForm.formId} />
      </div>
      <div className="mt-8 flex flex-col gap-4 border-t border-sand-200 pt-8 sm:flex-row sm:items-center sm:justify-between">
        <p className="max-w-md text-ink-700">{contactFormCopy.email.text}</p>
        <ExternalButton href={mailLink()} variant="outline" className="shrink-0">
          <Icon name="mail" />
          {contactFormCopy.email.label}
        </ExternalButton>
      </div>
    </section>
  );
}
