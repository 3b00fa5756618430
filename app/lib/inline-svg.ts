/**
 * The page's main illustration drawn inside the prerendered HTML instead of fetched as a file, so
 * that the first paint already shows it (docs/decisions/141-the-first-screen.md).
 * Prerendering only: the browser bundle never carries this markup (see `Picture`).
 */

/** The image pipeline's minified SVG files, by URL path (/assets/img/…), read when the page is prerendered. */
const files = import.meta.glob<string>("/public/assets/img/*.svg", { query: "?raw", import: "default", eager: true });

/**
 * An SVG document as markup to place in a page: it fills its box and is cropped to it like
 * `object-fit: cover`; the element around it carries the alt text, so the drawing itself is hidden
 * from assistive technology.
 */
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

/** The markup of a built SVG by its URL path, or undefined if it is not one of the pipeline's SVG files. */
export function inlineSvgMarkup(src: string): string | undefined {
  const svg = files[`/public${src}`];
  return svg === undefined ? undefined : svgForInlining(svg);
}
