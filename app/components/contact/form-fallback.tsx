import { contactFormCopy } from "#app/data/contact.ts";
import { site } from "#app/data/site.ts";
import { chatMessages } from "#app/data/prefilled-messages/site.ts";
import { chatLink, externalLinkAttributes, mailLink } from "#app/lib/links.ts";
import { ExternalButton } from "#app/components/ui/button.tsx";
import { Icon } from "#app/components/ui/icon.tsx";
import { EmailAddress } from "#app/components/ui/email-address.tsx";

const inlineLink = "font-semibold text-teal-700 underline underline-offset-2 hover:text-teal-900";

/**
 * The alternatives to the contact form: "pending", a line under it while it loads (and without
 * JavaScript); "unavailable", the chat in its place. The mail draft is the section's own button below.
 */
export function FormFallback({ state }: { state: "pending" | "unavailable" }) {
  const chatHref = chatLink(chatMessages.formUnavailable);

  if (state === "pending") {
    const copy = contactFormCopy.pending;
    return (
      <p className="text-ink-600">
        {copy.lead} {copy.email}{" "}
        <a href={mailLink()} className={inlineLink}>
          <EmailAddress address={site.email} />
        </a>{" "}
        or{" "}
        <a href={chatHref} className={inlineLink} {...externalLinkAttributes}>
          {copy.chat}
        </a>
        .
      </p>
    );
  }

  const copy = contactFormCopy.unavailable;
  return (
    // A box of its own from 640 px; on a phone, inside the section's card, it keeps the width its button needs.
    <div className="sm:rounded-card sm:border sm:border-sand-200 sm:bg-sand-50 sm:p-8">
      <p className="flex items-start gap-3 text-lg font-semibold text-ink-900">
        <Icon name="message" className="mt-0.5 size-6 shrink-0 text-saffron-700" />
        {copy.title}
      </p>
      <p className="mt-2 text-ink-700">{copy.text}</p>
      <ExternalButton href={chatHref} variant="secondary" className="mt-6">
        {copy.chat}
      </ExternalButton>
    </div>
  );
}
