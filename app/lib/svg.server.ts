import { optimize } from "svgo";

/**
 * The one wrapper around svgo, the SVG optimiser: the image pipeline's pictures and the maps' outlines
 * go through it. Build time only.
 */

/** Coordinates to a tenth of a unit: far below a pixel at every size a picture or map is drawn. */
const floatPrecision = 1;

/**
 * Optimises an SVG document: shorter paths, no comments, metadata or white space; same picture,
 * about a fifth fewer bytes. Ids stay as they are: they carry the image's name (the pipeline's
 * checkSvgIds).
 */
export function minifySvg(svg: string): string {
  return optimize(svg, {
    multipass: true,
    floatPrecision,
    plugins: [{ name: "preset-default", params: { overrides: { cleanupIds: false } } }],
  }).data;
}

/**
 * The same outline as path data in its shortest form: relative moves, no separator a number's sign or
 * point already gives, straight runs as h and v. A map's coastlines drawn with absolute coordinates
 * (as d3-geo writes them) lose about a third of their bytes, a fifth once compressed.
 */
export function compactPathData(d: string): string {
  if (d === "") return d;
  const { data } = optimize(`<svg xmlns="http://www.w3.org/2000/svg"><path d="${d}"/></svg>`, {
    plugins: [{ name: "convertPathData", params: { floatPrecision } }],
  });
  const compacted = /\sd="([^"]*)"/.exec(data)?.[1];
  if (compacted === undefined) throw new Error(`svgo returned no path for ${d.slice(0, 40)}…`);
  return compacted;
}
