import { useEffect } from "react";
import { useLocation, useParams } from "react-router";
import { countPresses, sendCount } from "#app/lib/browser/counts.ts";

/**
 * Counts a view of each page once it has hydrated and each time the visitor moves to another page
 * within the app, and the presses of a way to ask from then on (docs/decisions/164-first-party-counts.md).
 * Each count is a kept-alive request, not awaited: a visitor who leaves at once is still counted. The error pages
 * render without it, and an address no page answers (the catch-all's "*") sends no view: they are
 * not counted.
 */
export function useCounts(): void {
  const { pathname } = useLocation();
  useEffect(() => countPresses(), []);
  const unknownAddress = useParams()["*"] !== undefined;
  useEffect(() => {
    if (!unknownAddress) sendCount("view", {}, pathname);
  }, [pathname, unknownAddress]);
}
