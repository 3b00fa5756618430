import { useScrollingDown } from "~/lib/use-scrolling-down";
import { scrollToTopThreshold } from "./scroll-to-top";
import { SocialLinks } from "./social-links";

/**
 * The floating vertical social bar on the right edge of every page.
 *
 * Below 1024 px the page has no gutter wide enough for it, so it covers the ends of lines. There it
 * steps aside while the reader scrolls down past the point where the scroll-to-top button appears,
 * and comes back as soon as they scroll up, return near the top, or move the keyboard focus into it.
 * From 1024 px up it never moves: the page's gutters leave room for it.
 */
export function SocialBar() {
  const scrollingDown = useScrollingDown(scrollToTopThreshold);
  const stepAside = scrollingDown ? "max-lg:not-focus-within:translate-x-[calc(100%+1rem)] max-lg:not-focus-within:opacity-0" : "";
  return (
    <aside
      aria-label="Social media and chat"
      className={`fixed right-2 bottom-20 z-30 transition-[translate,opacity] duration-300 sm:right-3 lg:top-1/2 lg:bottom-auto lg:-translate-y-1/2 ${stepAside}`}
    >
      <SocialLinks
        className="flex flex-col gap-1 rounded-full bg-white/90 p-1 shadow-[var(--shadow-float)] backdrop-blur sm:gap-2 sm:p-1.5"
        linkClassName="flex size-9 items-center justify-center rounded-full text-teal-800 transition-colors hover:bg-teal-800 hover:text-white sm:size-11"
      />
    </aside>
  );
}
