import { startTransition, type ReactNode } from "react";
import { Link } from "./link";

/**
 * One choice of a list's filter, as a link to the list's address with that choice: the address can
 * be shared, opened in a new tab and walked back, the chosen chip says so with aria-current, and
 * following a chip keeps the reader's scroll position. The blog's categories and the trips' filters.
 */
export function FilterChip({
  to,
  current,
  onChoose,
  label,
  className = "",
  children,
}: {
  to: string;
  current: boolean;
  /** Runs as the link is followed (to announce the result). */
  onChoose?: () => void;
  /** The chip's full name, where it shows a short one (a month's abbreviation). */
  label?: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <Link
      to={to}
      preventScrollReset
      // What the choice sets (the list's announcement) renders with the navigation, which React
      // Router runs as a transition, instead of in a render of its own inside the tap.
      onClick={onChoose ? () => startTransition(onChoose) : undefined}
      aria-current={current ? "true" : undefined}
      aria-label={label}
      className={`inline-flex min-h-11 items-center rounded-full border px-4 py-2 text-sm font-semibold transition-colors ${
        current
          ? "border-teal-800 bg-teal-800 text-white shadow-card"
          : "border-sand-300 bg-white text-ink-700 hover:border-teal-700 hover:text-teal-800"
      } ${className}`}
    >
      {children}
    </Link>
  );
}
