import type { ReactNode } from "react";

const widths = {
  // From lg up the side gutters are wide enough for the floating social bar on the right edge
  // (social-bar.tsx) never to cover content.
  wide: "max-w-7xl lg:px-20",
  text: "max-w-3xl",
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
  return <div className={`mx-auto w-full px-5 sm:px-8 ${widths[width]} ${className}`}>{children}</div>;
}
