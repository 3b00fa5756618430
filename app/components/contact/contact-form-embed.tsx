import { useEffect, useRef, useState } from "react";
import { useLocation } from "react-router";
import { contactFormCopy } from "#app/data/contact.ts";
import { currentVisitorTrail, formHiddenFields, visitorContext } from "#app/lib/browser/contact-context.ts";
import { canRecover, startTallyEmbed, tallyEmbedUrl, type EmbedOutcome } from "#app/lib/browser/tally-embed.ts";
import { useHydrated } from "#app/lib/hooks/use-hydrated.ts";
import { FormFallback } from "./form-fallback";

/**
 * The contact form (Tally) in a lazy frame (docs/decisions/008-contact-form-embed.md): the HTML offers
 * the e-mail and chat alternatives; once hydrated the frame loads out of sight behind a loading line
 * and shows only when the form says it loaded, or the alternatives take its place.
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
    return startTallyEmbed({ frame, onOutcome: (next) => setResult({ src, outcome: next }) });
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
