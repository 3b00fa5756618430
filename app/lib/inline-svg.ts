/**
 * The page's main illustration drawn inside the prerendered HTML, so that the first paint shows it
 * (docs/decisions/141-the-first-screen.md); the browser bundle never carries it.
 */

const files = import.meta.glob<string>("/public/assets/img/*.svg", { query: "?raw", import: "default", eager: true });

/** Cropped to its box like `object-fit: cover`; the element around it carries the alt text. */
export function svgForInlining(svg: string): string {
  return svg.replace(/^<svg\b[^>]*>/, (root) =>
    root
      .replace(/\s(?:width|height|preserveAspectRatio|aria-hidden|focusable)="[^"]*"/g, "")
      .replace(
        /^<svg\b/,
        '<svg width="100%" height="100%" preserveAspectRatio="xMidYMid slice" aria-hidden="true" focusable="false"',
      ),
  );
}

/** By URL path (/assets/img/…); undefined if it is not one of the pipeline's SVG files. */
export function inlineSvgMarkup(src: string): string | undefined {
  const svg = files[`/public${src}`];
  return svg === undefined ? undefined : svgForInlining(svg);
}
