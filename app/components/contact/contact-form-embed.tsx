import { useEffect, useRef, useState } from "react";
import { useLocation } from "react-router";
import { contactFormCopy } from "#app/data/contact.ts";
import { chatMessages } from "#app/data/prefilled-messages/site.ts";
import { site } from "#app/data/site.ts";
import { currentVisitorTrail, formHiddenFields, visitorContext } from "#app/lib/browser/contact-context.ts";
import { sendCount } from "#app/lib/browser/counts.ts";
import { canRecover, startTallyEmbed, tallyEmbedUrl, type EmbedOutcome } from "#app/lib/browser/tally-embed.ts";
import { useHydrated } from "#app/lib/hooks/use-hydrated.ts";
import { chatLink, externalLinkAttributes, mailLink } from "#app/lib/links.ts";
import { ExternalButton } from "#app/components/ui/button.tsx";
import { EmailAddress } from "#app/components/ui/email-address.tsx";
import { Icon } from "#app/components/ui/icon.tsx";

/**
 * The Tally form in a lazy frame, shown once it says it loaded; until then, or if it cannot, the e-mail
 * and chat alternatives (docs/decisions/008-contact-form-embed.md).
 */
export function ContactFormEmbed({ formId }: { formId: string }) {
  const hydrated = useHydrated();
  // The query string and the previous page are read after hydration, so the first render matches the HTML.
  useLocation();
  const src = tallyEmbedUrl(formId, hydrated ? formHiddenFields(visitorContext(currentVisitorTrail(window))) : {});

  const frameRef = useRef<HTMLIFrameElement>(null);
  const [result, setResult] = useState<{ src: string; outcome: EmbedOutcome }>();
  const outcome = result && result.src === src ? result.outcome : undefined;

  useEffect(() => {
    const frame = frameRef.current;
    if (!frame || !src) return;
    return startTallyEmbed({
      frame,
      onOutcome: (next) => {
        if (next.status === "ready") sendCount("form-shown", { place: "form" });
        setResult({ src, outcome: next });
      },
      onSent: () => sendCount("form-sent", { place: "form" }),
    });
  }, [src]);

  if (!src) return <FormFallback state="unavailable" />;

  const status = !hydrated ? "idle" : !outcome ? "loading" : outcome.status;
  const keepFrame = status !== "failed" || (outcome !== undefined && canRecover(outcome));
  const frameShown = status === "loading" || status === "ready";

  return (
    <div data-form-status={status}>
      {keepFrame ? (
        <div className={frameShown ? "relative min-h-[400px]" : "hidden"}>
          {status === "loading" ? (
            <p
              aria-hidden="true"
              className="absolute inset-0 flex animate-pulse-background items-center justify-center rounded-card bg-sand-50 text-ink-600"
            >
              {contactFormCopy.loading}
            </p>
          ) : null}
          <iframe
            key={src}
            ref={frameRef}
            data-tally-src={src}
            title="Contact form"
            loading="lazy"
            // Out of sight until the form says it loaded, so a browser error page never stands in
            // for it; by visibility, not display, so that the lazy frame still loads.
            className={`relative block min-h-[400px] w-full border-0 ${status === "ready" ? "" : "invisible"}`}
          />
        </div>
      ) : null}
      <div aria-live="polite" className={status === "ready" ? "" : frameShown ? "mt-4" : ""}>
        {status === "ready" ? null : <FormFallback state={status === "failed" ? "unavailable" : "pending"} />}
      </div>
    </div>
  );
}

const inlineLink = "font-semibold text-teal-700 underline underline-offset-2 hover:text-teal-900";

/** "pending": a line under the loading form (and without JavaScript); "unavailable": the chat in its place. */
function FormFallback({ state }: { state: "pending" | "unavailable" }) {
  const chatHref = chatLink(chatMessages.formNotShowing);

  if (state === "pending") {
    const copy = contactFormCopy.pending;
    return (
      <p data-place="form" className="text-ink-600">
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
    <div data-place="form" className="sm:rounded-card sm:border sm:border-sand-200 sm:bg-sand-50 sm:p-8">
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
