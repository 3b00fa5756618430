import { site } from "#app/data/site.ts";

/**
 * The one wrapper of the third-party contact form (Tally). Everything that knows about Tally lives
 * here: the embed URL and its options, the widget script's lifecycle, and how to tell whether the
 * form really arrived. Swapping the form provider touches this file and nothing else.
 *
 * Tally's documented embed (developers.tally.so/widgets/embeds): an <iframe data-tally-src="…">,
 * the widget script https://tally.so/widgets/embed.js, then `Tally.loadEmbeds()`, which copies
 * data-tally-src into src once the frame is near the viewport and resizes the frame to its content
 * (dynamicHeight). A rendered form announces itself with a "Tally.FormLoaded" postMessage
 * (developers.tally.so/widgets/events).
 */

const formOrigin = new URL(site.contactForm.host).origin;

/** The widget script. Added from the bundle, never as a <script> tag in the HTML (CSP). */
export const tallyScriptSrc = `${formOrigin}/widgets/embed.js`;

/** Specification: the embed script is added 100 ms after the contact page is entered. */
export const embedScriptDelayMs = 100;

/**
 * How long the script may take to load, and then the frame to show the form once it is on screen,
 * before the visitor is offered e-mail and chat instead of an empty box.
 */
export const formLoadTimeoutMs = 6000;

/** Specification: left alignment, hidden title, transparent background, dynamic height. */
export const embedOptions = {
  alignLeft: "1",
  hideTitle: "1",
  transparentBackground: "1",
  dynamicHeight: "1",
} as const;

/**
 * The frame's data-tally-src: the form's embed URL with the embed options and any hidden fields
 * (Tally passes query parameters into the form's hidden fields). Null when no form id is set.
 */
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

/** True for Tally's "the form is rendered" message, as its documentation parses it. */
export function isFormLoadedMessage(data: unknown): boolean {
  if (typeof data !== "string" || !data.includes("Tally.FormLoaded")) return false;
  try {
    const parsed: unknown = JSON.parse(data);
    return typeof parsed === "object" && parsed !== null;
  } catch {
    return false;
  }
}

interface TallyGlobal {
  loadEmbeds?: () => void;
}

export interface TallyEmbedOptions {
  /** The frame carrying data-tally-src, already in the document. */
  frame: HTMLIFrameElement;
  /** Called when the form has loaded, or could not. */
  onOutcome: (outcome: EmbedOutcome) => void;
  delayMs?: number;
  timeoutMs?: number;
}

/**
 * Starts the embed for one visit of the contact page: after `delayMs` adds the widget script
 * (exactly one), then watches for the form. Returns the function that ends the visit: it removes
 * the script and every timer and listener, so entering the page again starts afresh.
 */
export function startTallyEmbed({
  frame,
  onOutcome,
  delayMs = embedScriptDelayMs,
  timeoutMs = formLoadTimeoutMs,
}: TallyEmbedOptions): () => void {
  const doc = frame.ownerDocument;
  const win = doc.defaultView;
  if (!win) return () => undefined;

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
    if (isFormLoadedMessage(event.data)) settle({ status: "ready" });
  }

  // The frame's clock starts once it has a source and is on (or near) the screen: Tally and the
  // browser both load a frame far below the fold only when the reader scrolls towards it.
  function maybeStartFrameClock() {
    if (frameTimer !== undefined || outcome || !frameOnScreen || !frame.getAttribute("src")) return;
    frameTimer = setTimeout(() => settle({ status: "failed", reason: "frame-timeout" }), timeoutMs);
  }

  const srcObserver = typeof MutationObserver === "undefined" ? undefined : new MutationObserver(maybeStartFrameClock);
  srcObserver?.observe(frame, { attributes: true, attributeFilter: ["src"] });

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
    const tally = (win as Window & { Tally?: TallyGlobal }).Tally;
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
    scriptTimer = setTimeout(() => settle({ status: "failed", reason: "script-timeout" }), timeoutMs);
    doc.body.append(script);
  }, delayMs);

  return function stop() {
    if (stopped) return;
    stopped = true;
    clearTimeout(delayTimer);
    clearTimeout(scriptTimer);
    clearTimeout(frameTimer);
    srcObserver?.disconnect();
    viewObserver?.disconnect();
    win.removeEventListener("message", onMessage);
    script?.remove();
  };
}
