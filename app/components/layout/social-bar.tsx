import { SocialLinks } from "./social-links";

/** The floating vertical social bar on the right edge of every page. */
export function SocialBar() {
  return (
    <aside aria-label="Social media and chat" className="fixed right-2 bottom-24 z-30 sm:right-3 lg:top-1/2 lg:bottom-auto lg:-translate-y-1/2">
      <SocialLinks
        className="flex flex-col gap-2 rounded-full bg-white/90 p-1.5 shadow-[var(--shadow-float)] backdrop-blur"
        linkClassName="flex size-10 items-center justify-center rounded-full text-teal-800 transition-colors hover:bg-teal-800 hover:text-white sm:size-11"
      />
    </aside>
  );
}
