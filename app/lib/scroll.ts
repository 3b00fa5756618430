/** True when the reader asked the system for less motion. */
export function prefersReducedMotion(): boolean {
  return typeof window !== "undefined" && window.matchMedia("(prefers-reduced-motion: reduce)").matches;
}

/** Scrolls to the top of the page: smoothly, or at once for readers who prefer less motion. */
export function scrollToTop(): void {
  window.scrollTo({ top: 0, left: 0, behavior: prefersReducedMotion() ? "auto" : "smooth" });
}

/** Where the reader is and whether they are on their way down the page. */
export interface ReadingScroll {
  y: number;
  down: boolean;
}

/** Movements shorter than this (a finger's jitter, a bounce at the end) change nothing. */
const scrollTolerance = 8;

/**
 * The next reading state for a scroll to `y`: down while the reader moves down the page past
 * `threshold`; no longer once they move up, or come back above the threshold.
 */
export function followScroll(previous: ReadingScroll, y: number, threshold: number): ReadingScroll {
  if (y <= threshold) return { y, down: false };
  const moved = y - previous.y;
  if (Math.abs(moved) < scrollTolerance) return previous;
  return { y, down: moved > 0 };
}
