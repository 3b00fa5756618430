import { SocialLinks } from "./social-links";

/** The floating vertical social bar on the right edge of every page. */
export function SocialBar() {
  return (
    <aside aria-label="Social media and chat" className="fixed right-2 bottom-20 z-30 sm:right-3 lg:top-1/2 lg:bottom-auto lg:-translate-y-1/2">
      <SocialLinks
        className="flex flex-col gap-1 rounded-full bg-white/90 p-1 shadow-[var(--shadow-float)] backdrop-blur sm:gap-2 sm:p-1.5"
        linkClassName="flex size-9 items-center justify-center rounded-full text-teal-800 transition-colors hover:bg-teal-800 hover:text-white sm:size-11"
      />
    </aside>
  );
}
