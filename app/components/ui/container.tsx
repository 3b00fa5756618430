import type { ReactNode } from "react";

/**
 * Even gutters at every width, each wide enough for the floating controls: below 1024 px the social
 * rail and the scroll-to-top button stand in the right one (36 px wide, social-bar.tsx), so no text
 * or control ever runs under them, and the left one matches it so that the page stays centred
 * (docs/decisions/153). From 1024 px up the floating bar sits in the wide page's 80 px gutters.
 * On paper the page's own margins (app.css, @page) are the gutters.
 */
const gutters = "px-10 sm:px-12 print:px-0!";

const widths = {
  wide: "max-w-7xl lg:px-20",
  text: "max-w-3xl lg:px-8",
} as const;

/** Centers content on the page grid with the site's side gutters. */
export function Container({
  children,
  width = "wide",
  className = "",
}: {
  children: ReactNode;
  width?: keyof typeof widths;
  className?: string;
}) {
  return <div className={`mx-auto w-full ${gutters} ${widths[width]} ${className}`}>{children}</div>;
}
