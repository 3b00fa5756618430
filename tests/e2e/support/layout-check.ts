import sharp from "sharp";
import { expect, type Page } from "@playwright/test";
import { auditLayout, layoutLimits, ringProblem, type FocusRing } from "./layout-audit";

/**
 * One width for each layout the CSS draws, each with a screen height of its kind
 * (docs/decisions/189-one-visit-per-page.md): three phones below Tailwind's `sm` (640 px), where
 * the layout is fluid, then `md`, `lg` and `xl` at their first width, where each has the least room.
 */
export const layoutViewports = [
  // The narrowest phone and shortest screen: the longest words and what floats have the least room.
  { width: 320, height: 568 },
  // From here a control's label keeps one line (layoutLimits.labelsOnOneLineFrom).
  { width: 360, height: 740 },
  // The phone every page is visited at, and the map's middle band of labels.
  { width: 390, height: 844 },
  { width: 768, height: 1024 },
  // The full navigation and the 80 px header; the social bar's gutter ends.
  { width: 1024, height: 768 },
  // The header keeps its row of shortcuts; the content reaches its widest.
  { width: 1280, height: 800 },
] as const;

type Viewport = { width: number; height: number };

/** Resizes the page's viewport and waits until the page has taken the new size. */
export async function resizeTo(page: Page, viewport: Viewport): Promise<void> {
  await page.setViewportSize(viewport);
  await page.waitForFunction(
    ({ width, height }) => window.innerWidth === width && window.innerHeight === height,
    viewport,
  );
}

/**
 * The colours on screen behind focus rings over pictures, from the unfocused page: one screenshot
 * per scroll position, cut to the points measured there.
 */
async function pixelsBehind(
  page: Page,
  rings: readonly FocusRing[],
): Promise<Map<FocusRing, [number, number, number]>> {
  const colours = new Map<FocusRing, [number, number, number]>();
  for (const scrollY of new Set(rings.map((ring) => ring.scrollY))) {
    const here = rings.filter((ring) => ring.scrollY === scrollY);
    const left = Math.floor(Math.min(...here.map((ring) => ring.x)));
    const top = Math.floor(Math.min(...here.map((ring) => ring.y)));
    const width = Math.floor(Math.max(...here.map((ring) => ring.x))) - left + 1;
    const height = Math.floor(Math.max(...here.map((ring) => ring.y))) - top + 1;
    await page.evaluate((y) => window.scrollTo({ top: y, behavior: "instant" }), scrollY);
    const png = await page.screenshot({ clip: { x: left, y: top, width, height } });
    const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
    for (const ring of here) {
      const at = ((Math.floor(ring.y) - top) * info.width + (Math.floor(ring.x) - left)) * info.channels;
      colours.set(ring, [data[at] ?? 0, data[at + 1] ?? 0, data[at + 2] ?? 0]);
    }
  }
  return colours;
}

/**
 * The layout check (docs/decisions/189-one-visit-per-page.md), at one viewport, of the page as it is: no text
 * over text or out of its box, no broken label, no text under 12 px, no sideways scroll, no
 * floating control over anything, no focus under the header, whole focus rings at 3:1
 * (support/layout-audit.ts). The page is laid out afresh for the viewport, as when it is loaded at
 * that size: nothing on the site depends on the width it was first opened at. Returns what is
 * wrong, one sentence each, naming the page and the viewport.
 */
export async function layoutProblemsAt(page: Page, name: string, viewport: Viewport): Promise<string[]> {
  await resizeTo(page, viewport);
  let findings = await page.evaluate(auditLayout, layoutLimits);
  // On a busy machine the browser was once seen to measure a page mid-resize (the legal pages at
  // 1024 px with the gutters of 768 px, never on a second look): what is wrong is wrong on a
  // second measurement too, which costs time only when something is found.
  if (findings.problems.length > 0) findings = await page.evaluate(auditLayout, layoutLimits);
  expect(findings.counted.lines, `${name}: lines of text measured`).toBeGreaterThan(5);
  expect(findings.counted.focusStops, `${name}: focus stops measured`).toBeGreaterThan(5);
  const overPictures = await pixelsBehind(
    page,
    findings.rings.filter((ring) => ring.behind === null),
  );
  const found = [...findings.problems];
  for (const ring of findings.rings) {
    const problem = ringProblem(ring, ring.behind ?? overPictures.get(ring) ?? [0, 0, 0]);
    if (problem) found.push(problem);
  }
  return found.map((problem) => `${name} at ${viewport.width}×${viewport.height}: ${problem}`);
}
