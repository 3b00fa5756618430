import type { ContactMethod } from "#app/data/contact.ts";
import { chatLink, dialLink } from "#app/lib/links.ts";
import { ExternalButton } from "#app/components/ui/button.tsx";
import { Icon } from "#app/components/ui/icon.tsx";
import { IconBadge } from "#app/components/ui/icon-card.tsx";

/** One direct line to the agency (call or chat). */
export function ContactMethodCard({ method }: { method: ContactMethod }) {
  const headingId = `contact-method-${method.id}`;
  return (
    <section aria-labelledby={headingId} className="flex h-full flex-col rounded-card bg-white p-7 shadow-card sm:p-8">
      <IconBadge icon={method.icon} className="bg-saffron-50 text-saffron-700" />
      <h2 id={headingId} className="mt-5 text-2xl font-semibold">
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
          {method.actionKeep ? (
            // "Call" may go above the number on a narrow phone; the number itself stays whole.
            <span>
              {method.actionLabel.slice(0, method.actionLabel.indexOf(method.actionKeep))}
              <span className="whitespace-nowrap">{method.actionKeep}</span>
              {method.actionLabel.slice(method.actionLabel.indexOf(method.actionKeep) + method.actionKeep.length)}
            </span>
          ) : (
            method.actionLabel
          )}
        </ExternalButton>
      </div>
    </section>
  );
}
