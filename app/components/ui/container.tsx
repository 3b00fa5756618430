import type { ReactNode } from "react";

/**
 * Below 1024 px the right gutter is wider than the left: the social bar is a rail tucked into the
 * right edge there (social-bar.tsx, docs/decisions/015), 42 px wide, and no text or control may
 * run under it. From 1024 px up the gutters are even again, and wide enough for the floating bar.
 */
const gutters = "pl-5 pr-13 sm:pl-8";

const widths = {
  wide: "max-w-7xl lg:px-20",
  text: "max-w-3xl lg:pr-8",
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
