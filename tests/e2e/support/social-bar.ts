/**
 * The floating social bar's geometry, measured in the page (one call per width): the bar must
 * cover no text and no control of any page, wherever the page is scrolled.
 */

/** Phone, large phone, tablet, small laptop, desktop: each with a screen height of its kind. */
export const barWidths = [
  { width: 320, height: 568 },
  { width: 390, height: 844 },
  { width: 768, height: 1024 },
  { width: 1024, height: 768 },
  { width: 1280, height: 800 },
] as const;

/**
 * At the top of the page, halfway down and after scrolling back up a little (where a bar that
 * steps aside while scrolling down comes back): scrolls there, lets the page answer (a scroll
 * event, then any transition of the bar), and lists everything a reader reads or presses that the
 * bar's box meets: each line of visible text (a text node's own boxes, not its block's) and each
 * visible control. All in the page, in one call per width.
 */
export async function textAndControlsUnderBar(): Promise<string[]> {
  const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
  const middle = Math.round((document.documentElement.scrollHeight - window.innerHeight) / 2);
  const hits: string[] = [];
  for (const [state, y] of [
    ["at the top", 0],
    ["halfway down", middle],
    ["after scrolling back", Math.max(0, middle - 400)],
  ] as const) {
    window.scrollTo({ top: y, behavior: "instant" });
    await frame();
    await frame();
    const bar = document.querySelector('aside[aria-label="Social media and chat"]');
    if (!bar) return ["no social bar"];
    await Promise.all(bar.getAnimations().map((animation) => animation.finished));
    const box = bar.getBoundingClientRect();
    const meets = (rect: DOMRect) =>
      rect.width > 0 &&
      rect.height > 0 &&
      rect.left < box.right &&
      rect.right > box.left &&
      rect.top < box.bottom &&
      rect.bottom > box.top;
    const shown = (element: Element) => element.checkVisibility({ opacityProperty: true, visibilityProperty: true });
    // Text for screen readers only (clipped to nothing) is not under the bar, whatever its box says.
    const visuallyHidden = (element: Element) => {
      for (let node: Element | null = element; node && node !== document.body; node = node.parentElement) {
        const style = getComputedStyle(node);
        if (style.clipPath !== "none" || (style.overflow !== "visible" && node.getBoundingClientRect().width <= 1))
          return true;
      }
      return false;
    };
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const range = document.createRange();
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      const text = (node.textContent ?? "").trim();
      if (!text || !parent || bar.contains(parent)) continue;
      range.selectNodeContents(node);
      // Geometry first: only what lies under the bar is asked whether it is shown.
      if ([...range.getClientRects()].some(meets) && shown(parent) && !visuallyHidden(parent))
        hits.push(`${state}: text "${text.slice(0, 40)}"`);
    }
    for (const control of document.querySelectorAll("a[href], button, input, select, textarea, iframe, summary")) {
      if (bar.contains(control) || !meets(control.getBoundingClientRect()) || !shown(control)) continue;
      hits.push(
        `${state}: ${control.tagName.toLowerCase()} "${(control.textContent ?? control.getAttribute("aria-label") ?? "").trim().slice(0, 40)}"`,
      );
    }
  }
  return hits;
}
