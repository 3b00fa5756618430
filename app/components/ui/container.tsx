import type { ReactNode } from "react";

const widths = {
  wide: "max-w-7xl",
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
  return <div className={`mx-auto w-full ${widths[width]} px-5 sm:px-8 ${className}`}>{children}</div>;
}
