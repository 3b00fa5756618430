/** Smoothly, or at once for readers who prefer less motion. */
export function scrollToTop(): void {
  const reduced = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  window.scrollTo({ top: 0, left: 0, behavior: reduced ? "auto" : "smooth" });
}
