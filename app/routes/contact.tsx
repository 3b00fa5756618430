import type { Route } from "./+types/contact";
import { contactFormCopy, contactMethods, faqHeading, faqs, officesCopy, planPromptText } from "#app/data/contact.ts";
import { site } from "#app/data/site.ts";
import { planLink, tripsLink } from "#app/data/navigation.ts";
import { contactPage } from "#app/data/page-copy/contact.ts";
import { paths } from "#app/utils/paths.ts";
import { chatLink, dialLink, mailLink } from "#app/lib/links.ts";
import { seo } from "#app/lib/seo.ts";
import { ContactFormEmbed } from "#app/components/contact/contact-form-embed.tsx";
import { OfficeList } from "#app/components/offices/office-card.tsx";
import { ExternalButton } from "#app/components/ui/button.tsx";
import { Container } from "#app/components/ui/container.tsx";
import { Icon } from "#app/components/ui/icon.tsx";
import { IconBadge } from "#app/components/ui/icon-card.tsx";
import { LinkPrompt } from "#app/components/ui/link-prompt.tsx";
import { PageHero } from "#app/components/ui/page-hero.tsx";
import { Section } from "#app/components/ui/section.tsx";

export const meta: Route.MetaFunction = () => seo({ ...contactPage, path: paths.contact, describesAgency: true });

export default function Contact() {
  return (
    <>
      <PageHero page={contactPage} art="page-contact" />
      <Container className="relative -mt-10 pb-20 sm:-mt-14 sm:pb-24">
        <div className="grid gap-6 md:grid-cols-2">
          {contactMethods.map((method) => (
            <section
              key={method.id}
              aria-labelledby={`contact-method-${method.id}`}
              className="flex h-full flex-col rounded-card bg-white p-7 shadow-card sm:p-8"
            >
              <IconBadge icon={method.icon} className="bg-saffron-50 text-saffron-700" />
              <h2 id={`contact-method-${method.id}`} className="mt-5 text-2xl font-semibold">
                {method.title}
              </h2>
              <p className="mt-3 text-ink-700">{method.text}</p>
              <p className="mt-2 text-sm text-ink-600">{method.detail}</p>
              <div className="mt-auto pt-6">
                <ExternalButton
                  href={method.id === "call" ? dialLink() : chatLink(method.chatMessage)}
                  variant={method.id === "call" ? "secondary" : "primary"}
                  className="w-full sm:w-auto"
                >
                  {method.id === "call" ? <Icon name={method.icon} /> : null}
                  {/* "Call" may go above the number on a narrow phone; the number itself stays whole. */}
                  <span>
                    {method.action[0]}
                    {method.action[1] && <span className="whitespace-nowrap">{method.action[1]}</span>}
                  </span>
                </ExternalButton>
              </div>
            </section>
          ))}
        </div>
        <LinkPrompt
          icon="compass"
          lead={planLink.lead}
          text={planPromptText}
          links={[planLink, tripsLink]}
          className="mt-8"
        />
        <section
          aria-labelledby="contact-form-heading"
          className="mt-12 rounded-card bg-white p-6 shadow-card sm:mt-16 sm:p-10"
        >
          <div className="flex flex-wrap items-end justify-between gap-4">
            <div className="max-w-xl">
              <h2 id="contact-form-heading" className="text-3xl font-semibold sm:text-4xl">
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
      </Container>
      <Section
        id="offices-heading"
        heading={{ title: officesCopy.heading, lead: officesCopy.lead }}
        className="bg-sand-100 py-20 sm:py-24"
      >
        <OfficeList reach />
      </Section>
      <Section id="faq-heading" heading={{ title: faqHeading }} width="text" className="py-20 sm:py-24">
        {/* Native <details>: each answer opens by mouse, Enter or Space, and works without JavaScript. */}
        <ul className="mt-10 divide-y divide-sand-200 border-y border-sand-200">
          {faqs.map((item) => (
            <li key={item.question}>
              <details className="group">
                <summary className="flex cursor-pointer list-none items-center justify-between gap-6 py-5 text-lg font-semibold text-ink-900 hover:text-teal-800 [&::-webkit-details-marker]:hidden">
                  {item.question}
                  <Icon
                    name="chevron-down"
                    className="size-5 shrink-0 text-teal-700 transition-transform duration-200 group-open:rotate-180"
                  />
                </summary>
                <p className="pb-6 text-ink-700">{item.answer}</p>
              </details>
            </li>
          ))}
        </ul>
      </Section>
    </>
  );
}
