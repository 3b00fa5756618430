import type { ReactNode } from "react";

/**
 * Even gutters at every width (docs/decisions/153): below 1024 px the right one holds the social rail
 * and the scroll-to-top button, and the left matches it; from 1024 px the floating bar sits in the
 * 80 px gutters. On paper the page's own margins (@page in app.css) are the gutters.
 */
const gutters = "px-10 sm:px-12 print:px-0!";

const widths = {
  wide: "max-w-7xl lg:px-20",
  text: "max-w-3xl lg:px-8",
} as const;

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
