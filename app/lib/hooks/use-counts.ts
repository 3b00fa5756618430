import { useEffect, useRef } from "react";
import { useLocation } from "react-router";
import { countPresses, sendCount } from "#app/lib/browser/counts.ts";
import { whenPageIsIdle } from "#app/lib/browser/start-up.ts";

/**
 * Counts a view of each page, the first once the page has gone quiet and each later one as the
 * visitor moves within the app, and the presses of a way to ask from hydration on
 * (docs/decisions/164-first-party-counts.md). The error pages render without it: they are not counted.
 */
export function useCounts(): void {
  const { pathname } = useLocation();
  const loaded = useRef(false);
  useEffect(() => countPresses(), []);
  useEffect(() => {
    if (loaded.current) return sendCount("view", {}, pathname);
    loaded.current = true;
    whenPageIsIdle(() => sendCount("view", {}, pathname));
  }, [pathname]);
}
