import { useEffect, useState } from "react";
import { followScroll, type ReadingScroll } from "./scroll";

/** True while the reader scrolls down the page past `threshold` (see followScroll). */
export function useScrollingDown(threshold: number): boolean {
  const [down, setDown] = useState(false);

  useEffect(() => {
    let state: ReadingScroll = { y: window.scrollY, down: false };
    function update() {
      state = followScroll(state, window.scrollY, threshold);
      setDown(state.down);
    }
    window.addEventListener("scroll", update, { passive: true });
    return () => window.removeEventListener("scroll", update);
  }, [threshold]);

  return down;
}
