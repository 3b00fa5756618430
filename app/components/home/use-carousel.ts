import {
  useCallback,
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type FocusEvent,
  type PointerEvent,
} from "react";

const reducedMotionQuery = "(prefers-reduced-motion: reduce)";

/** Browsers without matchMedia (old ones, test DOMs) are treated as not asking for reduced motion. */
function motionQuery(): MediaQueryList | undefined {
  return typeof window.matchMedia === "function" ? window.matchMedia(reducedMotionQuery) : undefined;
}

function subscribeToMotionPreference(onChange: () => void): () => void {
  const query = motionQuery();
  query?.addEventListener("change", onChange);
  return () => query?.removeEventListener("change", onChange);
}

/**
 * Whether the reader asks for reduced motion. False in the prerendered HTML (nothing moves before
 * hydration anyway), then the browser's answer, kept up to date when the setting changes.
 */
function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribeToMotionPreference,
    () => motionQuery()?.matches ?? false,
    () => false,
  );
}

/** Marks the play/pause control: focusing it does not hold rotation, since it is the way to resume. */
const rotationControlAttribute = "data-carousel-rotation";

export interface Carousel {
  index: number;
  /** Rotation is switched on (by default, or by the reader); it may still be held by hover or focus. */
  playing: boolean;
  /** Slides are actually moving on their own right now. */
  rotating: boolean;
  goTo: (index: number) => void;
  next: () => void;
  previous: () => void;
  togglePlaying: () => void;
  /**
   * Spread on the slide's text and controls (not on the whole picture, which may fill the screen):
   * the pointer over them holds rotation.
   */
  pointerHandlers: {
    onPointerEnter: (event: PointerEvent) => void;
    onPointerLeave: (event: PointerEvent) => void;
    onPointerDown: () => void;
    onPointerUp: () => void;
  };
  /** Spread on the carousel's root element: keyboard focus inside holds rotation. */
  focusHandlers: {
    onFocus: (event: FocusEvent) => void;
    onBlur: (event: FocusEvent) => void;
  };
}

/**
 * The state of an auto-rotating carousel (WAI-ARIA carousel pattern, WCAG 2.2.2): the current slide,
 * wrapping both ways; automatic advance every `intervalMs`; a reader's pause that sticks; rotation
 * held while the pointer is over the slide's text or controls or keyboard focus is inside the
 * carousel, and resumed once both have left (docs/decisions/153); and no automatic rotation for a
 * reader who prefers reduced motion, unless they press play themselves.
 */
export function useCarousel(count: number, intervalMs: number): Carousel {
  const [index, setIndex] = useState(0);
  /** The reader's own choice from the play/pause control; until they choose, motion preference decides. */
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

  const goTo = useCallback((target: number) => setIndex(((target % count) + count) % count), [count]);
  const next = useCallback(() => setIndex((current) => (current + 1) % count), [count]);
  const previous = useCallback(() => setIndex((current) => (current - 1 + count) % count), [count]);
  const togglePlaying = useCallback(() => setChoice(!playing), [playing]);

  const pointerHandlers = {
    onPointerEnter: (event: PointerEvent) => {
      // A tap on a touch screen is not hovering: it would otherwise hold rotation until the next tap elsewhere.
      if (event.pointerType !== "touch") setHovered(true);
    },
    onPointerLeave: () => {
      pressing.current = false;
      setHovered(false);
    },
    // A press of the pointer moves focus to the control it lands on, and the focus stays there after
    // the pointer has gone: that focus does not hold rotation, or it would never resume
    // (docs/decisions/153). Only focus that arrives without a pointer press (the keyboard) holds.
    onPointerDown: () => {
      pressing.current = true;
    },
    onPointerUp: () => {
      pressing.current = false;
    },
  };
  const focusHandlers = {
    onFocus: (event: FocusEvent) => {
      const target = event.target;
      setFocused(!pressing.current && !(target instanceof Element && target.hasAttribute(rotationControlAttribute)));
    },
    onBlur: (event: FocusEvent) => {
      if (!(event.relatedTarget instanceof Node && event.currentTarget.contains(event.relatedTarget)))
        setFocused(false);
    },
  };

  return { index, playing, rotating, goTo, next, previous, togglePlaying, pointerHandlers, focusHandlers };
}
