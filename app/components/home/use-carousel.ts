import { useEffect, useRef, useState, useSyncExternalStore, type FocusEvent, type PointerEvent } from "react";

/** Browsers without matchMedia (old ones, test DOMs) are taken not to ask for reduced motion. */
function motionQuery(): MediaQueryList | undefined {
  return typeof window.matchMedia === "function" ? window.matchMedia("(prefers-reduced-motion: reduce)") : undefined;
}

function subscribeToMotionPreference(onChange: () => void): () => void {
  const query = motionQuery();
  query?.addEventListener("change", onChange);
  return () => query?.removeEventListener("change", onChange);
}

/** False in the prerendered HTML (nothing moves before hydration), then the browser's answer, kept current. */
function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribeToMotionPreference,
    () => motionQuery()?.matches ?? false,
    () => false,
  );
}

/**
 * WAI-ARIA's carousel, WCAG 2.2.2 (docs/decisions/153): a pause sticks; hover over the text or controls, or
 * keyboard focus inside, holds the rotation; reduced motion means none until the reader presses play.
 */
export function useCarousel(count: number, intervalMs: number) {
  const [index, setIndex] = useState(0);
  /** The reader's own choice from the play/pause control; until then, the motion preference decides. */
  const [choice, setChoice] = useState<boolean | null>(null);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const pressing = useRef(false);
  const reducedMotion = usePrefersReducedMotion();

  const playing = choice ?? !reducedMotion;
  const rotating = playing && !hovered && !focused && count > 1;

  useEffect(() => {
    if (!rotating) return;
    // Restarted whenever the slide changes, so a manual move gets a full interval too.
    const timer = window.setTimeout(() => setIndex((current) => (current + 1) % count), intervalMs);
    return () => window.clearTimeout(timer);
  }, [rotating, index, count, intervalMs]);

  /** Spread on the slide's text and controls, not the picture around them: the pointer over them holds rotation. */
  const pointerHandlers = {
    onPointerEnter: (event: PointerEvent) => {
      // A tap is not hovering: it would hold rotation until the next tap elsewhere.
      if (event.pointerType !== "touch") setHovered(true);
    },
    onPointerLeave: () => {
      pressing.current = false;
      setHovered(false);
    },
    // Focus that a pointer press leaves on a control does not hold rotation, or it would never
    // resume; only focus that arrives without one (the keyboard) does.
    onPointerDown: () => {
      pressing.current = true;
    },
    onPointerUp: () => {
      pressing.current = false;
    },
  };
  /** Spread on the carousel's root: keyboard focus inside holds rotation, except on play/pause. */
  const focusHandlers = {
    onFocus: (event: FocusEvent) => {
      const target = event.target;
      setFocused(!pressing.current && !(target instanceof Element && target.hasAttribute("data-carousel-rotation")));
    },
    onBlur: (event: FocusEvent) => {
      if (!(event.relatedTarget instanceof Node && event.currentTarget.contains(event.relatedTarget)))
        setFocused(false);
    },
  };

  return {
    index,
    playing,
    rotating,
    goTo: setIndex,
    next: () => setIndex((current) => (current + 1) % count),
    previous: () => setIndex((current) => (current - 1 + count) % count),
    togglePlaying: () => setChoice(!playing),
    pointerHandlers,
    focusHandlers,
  };
}
