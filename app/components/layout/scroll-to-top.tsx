import { useEffect, useState } from "react";
import { scrollToTop } from "#app/lib/browser/scroll.ts";
import { Icon } from "#app/components/ui/icon.tsx";

/** Specification: the button appears past 300 px of scroll. */
const scrollToTopThreshold = 300;

/** Below 1024 px under the social rail, in the right gutter's 36 px column (docs/decisions/153). */
export function ScrollToTop() {
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    const update = () => setVisible(window.scrollY > scrollToTopThreshold);
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
