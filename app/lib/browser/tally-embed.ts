import { site } from "#app/data/site.ts";

/**
 * The one wrapper of the contact form's host, Tally (docs/decisions/008-contact-form-embed.md).
 * Its documented embed: an <iframe data-tally-src>, the widget script, then `Tally.loadEmbeds()`,
 * which sets the frame's src near the viewport; a rendered form posts "Tally.FormLoaded".
 */

const formOrigin = new URL(site.contactForm.host).origin;

/** Added from the bundle, never as a <script> tag in the HTML (CSP). */
export const tallyScriptSrc = `${formOrigin}/widgets/embed.js`;

/** Specification: the embed script is added 100 ms after the contact page is entered. */
export const embedScriptDelayMs = 100;

/** How long the script, then the frame on screen, may take before e-mail and chat are offered instead. */
export const formLoadTimeoutMs = 6000;

/** Specification: left alignment, hidden title, transparent background, dynamic height. */
export const embedOptions = {
  alignLeft: "1",
  hideTitle: "1",
  transparentBackground: "1",
  dynamicHeight: "1",
} as const;

/** The frame's data-tally-src (Tally passes query parameters into hidden fields); null without a form id. */
export function tallyEmbedUrl(formId: string, hiddenFields: Readonly<Record<string, string>> = {}): string | null {
  const id = formId.trim();
  if (id === "") return null;
  const url = new URL(`/embed/${encodeURIComponent(id)}`, formOrigin);
  for (const [name, value] of Object.entries(embedOptions)) url.searchParams.set(name, value);
  for (const [name, value] of Object.entries(hiddenFields)) {
    if (value !== "" && !(name in embedOptions)) url.searchParams.set(name, value);
  }
  return url.href;
}

type EmbedFailureReason = "script-error" | "script-timeout" | "embed-error" | "frame-timeout";

export type EmbedOutcome = { status: "ready" } | { status: "failed"; reason: EmbedFailureReason };

/** A frame that timed out may still arrive late (slow network); any other failure is final. */
export function canRecover(outcome: EmbedOutcome): boolean {
  return outcome.status === "failed" && outcome.reason === "frame-timeout";
}

/** Tally's message `name` ("Tally.FormLoaded": the form is rendered; "Tally.FormSubmitted"), parsed as its documentation does. */
export function isTallyMessage(data: unknown, name: string): boolean {
  if (typeof data !== "string" || !data.includes(name)) return false;
  try {
    const parsed: unknown = JSON.parse(data);
    return typeof parsed === "object" && parsed !== null;
  } catch {
    return false;
  }
}

/**
 * Starts the embed for one visit of the contact page (`frame`, carrying data-tally-src, already in
 * the document): after a delay adds the widget script, then watches for the form. Returns what ends
 * the visit, removing the script, timers and listeners. `onSent` hears the form's own "submitted" message.
 */
export function startTallyEmbed({
  frame,
  onOutcome,
  onSent,
}: {
  frame: HTMLIFrameElement;
  onOutcome: (outcome: EmbedOutcome) => void;
  onSent?: () => void;
}): () => void {
  const doc = frame.ownerDocument;
  const win = doc.defaultView!;

  let outcome: EmbedOutcome | undefined;
  let script: HTMLScriptElement | undefined;
  let scriptTimer: ReturnType<typeof setTimeout> | undefined;
  let frameTimer: ReturnType<typeof setTimeout> | undefined;
  let frameOnScreen = false;
  let stopped = false;

  function settle(next: EmbedOutcome) {
    if (stopped) return;
    if (outcome && !canRecover(outcome)) return;
    outcome = next;
    clearTimeout(scriptTimer);
    clearTimeout(frameTimer);
    if (next.status === "failed")
      console.warn(`Contact form unavailable (${next.reason}); offering e-mail and chat instead.`);
    onOutcome(next);
  }

  function onMessage(event: MessageEvent) {
    if (event.origin !== formOrigin || event.source !== frame.contentWindow) return;
    if (isTallyMessage(event.data, "Tally.FormLoaded")) settle({ status: "ready" });
    else if (isTallyMessage(event.data, "Tally.FormSubmitted")) onSent?.();
  }

  // The frame's clock starts once it has a source and is on (or near) the screen: Tally and the
  // browser both load a frame far below the fold only when the reader scrolls towards it.
  function maybeStartFrameClock() {
    if (frameTimer !== undefined || outcome || !frameOnScreen || !frame.getAttribute("src")) return;
    frameTimer = setTimeout(() => settle({ status: "failed", reason: "frame-timeout" }), formLoadTimeoutMs);
  }

  const srcObserver = new MutationObserver(maybeStartFrameClock);
  srcObserver.observe(frame, { attributes: true, attributeFilter: ["src"] });

  const viewObserver =
    typeof IntersectionObserver === "undefined"
      ? undefined
      : new IntersectionObserver(
          (entries) => {
            frameOnScreen = entries.some((entry) => entry.isIntersecting);
            maybeStartFrameClock();
          },
          { rootMargin: "500px 0px" },
        );
  if (viewObserver) viewObserver.observe(frame);
  else frameOnScreen = true;

  function onScriptLoad() {
    clearTimeout(scriptTimer);
    if (outcome || stopped) return;
    const tally = (win as Window & { Tally?: { loadEmbeds?: () => void } }).Tally;
    try {
      if (typeof tally?.loadEmbeds === "function") tally.loadEmbeds();
      // Tally's own advice when the global is missing: set the source by hand.
      else if (!frame.getAttribute("src") && frame.dataset.tallySrc) frame.src = frame.dataset.tallySrc;
    } catch {
      settle({ status: "failed", reason: "embed-error" });
      return;
    }
    maybeStartFrameClock();
  }

  win.addEventListener("message", onMessage);

  const delayTimer = setTimeout(() => {
    // Never two copies of the widget, whatever happened before.
    for (const stale of doc.querySelectorAll(`script[src="${tallyScriptSrc}"]`)) stale.remove();
    script = doc.createElement("script");
    script.src = tallyScriptSrc;
    script.async = true;
    script.addEventListener("load", onScriptLoad);
    script.addEventListener("error", () => settle({ status: "failed", reason: "script-error" }));
    scriptTimer = setTimeout(() => settle({ status: "failed", reason: "script-timeout" }), formLoadTimeoutMs);
    doc.body.append(script);
  }, embedScriptDelayMs);

  return function stop() {
    if (stopped) return;
    stopped = true;
    clearTimeout(delayTimer);
    clearTimeout(scriptTimer);
    clearTimeout(frameTimer);
    srcObserver.disconnect();
    viewObserver?.disconnect();
    win.removeEventListener("message", onMessage);
    script?.remove();
  };
}
