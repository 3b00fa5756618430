import { createHash } from "node:crypto";
import { svgProblems } from "#app/lib/svg.server.ts";

/** Bump when the pipeline's output changes for the same source, so caches and hashes move on. */
const pipelineVersion = "2";

export const rasterExtensions = [".jpg", ".jpeg", ".png", ".webp", ".avif"] as const;
export const vectorExtensions = [".svg"] as const;

const variantWidths = [480, 800, 1200, 1600, 2000] as const;
export const fallbackMaxWidth = 1200;

export function contentHash(...parts: (string | Buffer)[]): string {
  const hash = createHash("sha256");
  hash.update(pipelineVersion);
  for (const part of parts) hash.update(part);
  return hash.digest("hex").slice(0, 10);
}

/** The standard widths below the picture's own, and its own (capped). */
export function planWidths(sourceWidth: number): number[] {
  const largest = Math.min(sourceWidth, variantWidths[variantWidths.length - 1] ?? sourceWidth);
  const widths: number[] = variantWidths.filter((width) => width < largest);
  widths.push(largest);
  return widths;
}

/** An SVG's intrinsic size from its width/height attributes, or else its viewBox. */
export function svgDimensions(svg: string, file: string): { width: number; height: number } {
  const root = /<svg\b[^>]*>/i.exec(svg)?.[0];
  if (!root) throw new Error(`${file}: not an SVG document`);
  const attribute = (name: string) => new RegExp(`\\s${name}="([^"]+)"`, "i").exec(root)?.[1];
  const width = Number.parseFloat(attribute("width") ?? "");
  const height = Number.parseFloat(attribute("height") ?? "");
  if (width > 0 && height > 0) return { width: Math.round(width), height: Math.round(height) };
  const viewBox = attribute("viewBox")
    ?.trim()
    .split(/[\s,]+/)
    .map(Number);
  if (viewBox?.length === 4 && (viewBox[2] ?? 0) > 0 && (viewBox[3] ?? 0) > 0) {
    return { width: Math.round(viewBox[2] ?? 0), height: Math.round(viewBox[3] ?? 0) };
  }
  throw new Error(`${file}: an SVG needs width and height or a viewBox, so that its space is reserved before it loads`);
}

/** Refuses an SVG that could run code or reach anything beyond the picture, naming what it found. */
export function checkSvgSafety(svg: string, file: string): void {
  const problems = svgProblems(svg);
  if (problems.length > 0)
    throw new Error(
      `${file}: an SVG picture holds only drawing (no scripts, event handlers, embedded or outside content); found ${problems.slice(0, 5).join(", ")}`,
    );
}

/** A page's main illustration is drawn inside the page: ids start with the image's, so no two drawings share one. */
export function checkSvgIds(svg: string, id: string, file: string): void {
  const foreign = [...svg.matchAll(/\sid="([^"]*)"/g)]
    .map((match) => match[1] ?? "")
    .filter((value) => !value.startsWith(`${id}-`));
  if (foreign.length > 0)
    throw new Error(`${file}: ids must start with "${id}-" (found ${foreign.map((value) => `"${value}"`).join(", ")})`);
}

/** The file name is the image id: lowercase words joined by hyphens. */
export function imageIdFromFile(fileName: string): string {
  const id = fileName.replace(/\.[a-z0-9]+$/i, "");
  if (!/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(id)) {
    throw new Error(
      `content/images/${fileName}: name images in lowercase words joined by hyphens (e.g. hero-vietnam.jpg)`,
    );
  }
  return id;
}
