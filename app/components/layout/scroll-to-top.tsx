import { useEffect, useState } from "react";
import { scrollToTop } from "#app/lib/browser/scroll.ts";
import { Icon } from "#app/components/ui/icon.tsx";

/** Page scroll beyond which the button appears (specification: 300 px). */
const scrollToTopThreshold = 300;

/**
 * The round button at bottom right that appears once the reader has scrolled past the threshold.
 * Below 1024 px it stands under the social rail, in the same 36 px column of the right gutter
 * (docs/decisions/153), so it covers no text; from 1024 px up, in the wide page's gutter.
 */
export function ScrollToTop() {
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    function update() {
      setVisible(window.scrollY > scrollToTopThreshold);
    }
    update();
    window.addEventListener("scroll", update, { passive: true });
    return () => window.removeEventListener("scroll", update);
  }, []);

  if (!visible) return null;
  return (
    <button
      type="button"
      onClick={scrollToTop}
      aria-label="Scroll to top"
      className="fixed right-0.5 bottom-5 z-30 flex size-9 items-center justify-center rounded-full bg-saffron-500 text-ink-900 shadow-float transition-colors hover:bg-saffron-400 lg:right-4 lg:size-12 print:hidden"
    >
      <Icon name="arrow-up" className="size-6" />
    </button>
  );
}
