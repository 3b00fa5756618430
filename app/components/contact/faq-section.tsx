import { faqHeading, faqs } from "#app/data/contact.ts";
import { Icon } from "#app/components/ui/icon.tsx";
import { Section } from "#app/components/ui/section.tsx";

/**
 * Frequently Asked Questions as a disclosure list: native <details>/<summary>, so each answer opens
 * by mouse, Enter or Space, is announced as expanded or collapsed, and works without JavaScript.
 */
export function FaqSection() {
  return (
    <Section id="faq-heading" heading={{ title: faqHeading }} width="text" className="py-20 sm:py-24">
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
  );
}
