import { optimize, type CustomPlugin } from "svgo";

/** The one wrapper around svgo, the SVG optimiser. */

/** A tenth of a unit: far below a pixel at every size a picture or map is drawn. */
const floatPrecision = 1;

/** About a fifth fewer bytes. Ids stay: they carry the image's name (the pipeline's checkSvgIds). */
export function minifySvg(svg: string): string {
  return optimize(svg, {
    multipass: true,
    floatPrecision,
    plugins: [{ name: "preset-default", params: { overrides: { cleanupIds: false } } }],
  }).data;
}

/** Path data in its shortest form: d3-geo's absolute coastlines lose a third of their bytes. */
export function compactPathData(d: string): string {
  if (d === "") return d;
  const { data } = optimize(`<svg xmlns="http://www.w3.org/2000/svg"><path d="${d}"/></svg>`, {
    plugins: [{ name: "convertPathData", params: { floatPrecision } }],
  });
  const compacted = /\sd="([^"]*)"/.exec(data)?.[1];
  if (compacted === undefined) throw new Error(`svgo returned no path for ${d.slice(0, 40)}…`);
  return compacted;
}

/** Shapes, paint servers, grouping and text; nothing that runs, loads or embeds. */
const allowedElements = new Set(
  [
    "svg g defs title desc symbol use path rect circle ellipse line polyline polygon text tspan",
    "linearGradient radialGradient stop clipPath mask pattern filter feBlend feColorMatrix feComposite",
    "feFlood feGaussianBlur feMerge feMergeNode feMorphology feOffset feTurbulence feDisplacementMap",
  ]
    .join(" ")
    .split(" "),
);

/** Attributes of drawing and layout; `href` only to an element of the same picture (checked below). */
const allowedAttributes = new Set(
  [
    "xmlns version id class viewBox preserveAspectRatio width height x y x1 y1 x2 y2 cx cy r rx ry fx fy d points",
    "transform fill fill-opacity fill-rule clip-rule stroke stroke-width stroke-opacity stroke-linecap stroke-linejoin",
    "stroke-dasharray stroke-dashoffset stroke-miterlimit opacity offset stop-color stop-opacity gradientUnits",
    "gradientTransform spreadMethod patternUnits patternContentUnits patternTransform clipPathUnits maskUnits",
    "maskContentUnits clip-path mask filter filterUnits primitiveUnits in in2 result mode type values operator k1 k2",
    "k3 k4 stdDeviation dx dy flood-color flood-opacity radius baseFrequency numOctaves seed stitchTiles scale",
    "xChannelSelector yChannelSelector font-family font-size font-weight font-style text-anchor dominant-baseline",
    "letter-spacing style visibility display color href xlink:href xmlns:xlink aria-hidden aria-label role focusable",
  ]
    .join(" ")
    .split(" "),
);

/**
 * What in an uploaded SVG could run code or reach beyond the picture, against allow-lists (a
 * prefixed `<s:script>` is not listed either). Empty when the picture is only a picture.
 */
export function svgProblems(svg: string): string[] {
  const problems = new Set<string>();
  const localOnly = (value: string) =>
    [...value.matchAll(/url\(\s*(['"]?)([^)'"]*)\1\s*\)/gi)].every((match) => (match[2] ?? "").startsWith("#")) &&
    // A CSS escape ("u\72l(") spells url( past the check above; image-set() fetches without url(.
    !/@import|expression\s*\(|javascript:|image-set\s*\(|\\/i.test(value);
  const allowList = {
    name: "allow-list",
    fn: () => ({
      doctype: { enter: () => void problems.add("a document type declaration") },
      instruction: {
        enter: (node) => {
          if (node.name !== "xml") problems.add(`the processing instruction <?${node.name}?>`);
        },
      },
      element: {
        enter: (node) => {
          if (!allowedElements.has(node.name)) problems.add(`the element <${node.name}>`);
          for (const [name, value] of Object.entries(node.attributes)) {
            if (!allowedAttributes.has(name) && !name.startsWith("data-"))
              problems.add(`the attribute ${name} on <${node.name}>`);
            else if ((name === "href" || name === "xlink:href") && !value.trim().startsWith("#"))
              problems.add(`a reference to ${JSON.stringify(value.slice(0, 60))}, outside the picture`);
            else if (!localOnly(value)) problems.add(`${name}="${value.slice(0, 60)}" on <${node.name}>`);
          }
        },
      },
    }),
  } satisfies CustomPlugin;
  try {
    optimize(svg, { plugins: [allowList] });
  } catch (error) {
    return [`XML that cannot be read (${(error as Error).message.split("\n")[0]})`];
  }
  return [...problems];
}
