import { startTransition, type ReactNode } from "react";
import { Link } from "./link";

/** One choice of a list's filter, as a link to the list's address with it (docs/decisions/148-list-filters.md). */
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
      // The announcement renders with the navigation's transition, not in a render of its own inside the tap.
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
