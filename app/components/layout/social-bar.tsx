import { SocialLinks } from "./social-links";

/**
 * The floating vertical social bar on the right edge of every page (docs/decisions/153).
 *
 * Below 1024 px it is a slim rail tucked into the right edge, 36 px wide, inside the gutter that
 * every container keeps on both sides (container.tsx), so it never covers a line of text or a
 * control. From 1024 px up the page's own gutters are wide enough for the floating bar, centered on
 * the right edge. Flush with the edge, the rail draws its focus ring inside each button, where it is
 * not cut off.
 */
export function SocialBar() {
  return (
    <aside
      aria-label="Social media and chat"
      className="fixed right-0 bottom-20 z-30 lg:top-1/2 lg:right-3 lg:bottom-auto lg:-translate-y-1/2 print:hidden"
    >
      <SocialLinks
        className="flex flex-col gap-1 rounded-l-2xl bg-white/90 p-0.5 shadow-float backdrop-blur lg:gap-2 lg:rounded-full lg:p-1.5"
        linkClassName="flex size-8 items-center justify-center rounded-full text-teal-800 transition-colors hover:bg-teal-800 hover:text-white max-lg:focus-visible:-outline-offset-3 lg:size-11"
      />
    </aside>
  );
}
