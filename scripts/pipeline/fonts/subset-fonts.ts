/**
 * The site's two variable fonts, cut down to the characters our pages use, so that the fonts of a
 * first render weigh about 27 kB instead of 57 kB (docs/decisions/141-the-first-screen.md).
 *
 *   npm run assets   (also runs before dev, build, typecheck and unit tests)
 *
 * Writes app/styles/fonts/<family>-basic.woff2 and app/styles/fonts/fonts.generated.css with every
 * @font-face: the small "basic" files for the common characters (preloaded by the shell), then the
 * full latin, latin-ext (and vietnamese) files from @fontsource, which a browser downloads only for
 * a page that has a character outside the basic set (unicode-range). Figtree's basic file keeps its
 * weight axis; Fraunces is only ever drawn at 600, so its basic file is that one instance. The basic
 * files keep only the OpenType features a browser applies to our text by itself (`textFeatures`):
 * the site asks for no other (no small caps, old-style or tabular figures, fractions), and the
 * alternate glyphs those features reach made up an eighth of Figtree's file.
 */
import { existsSync } from "node:fs";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import subsetFont from "subset-font";

const root = path.resolve(import.meta.dirname, "../../..");
const outputDirectory = path.join(root, "app/styles/fonts");

/** Printable ASCII and the typographic punctuation of our copy. */
export const basicCharacters = [
  ...Array.from({ length: 95 }, (_, index) => String.fromCharCode(32 + index)),
  // No "₹": the Latin files the basic ones are cut from lack it (prices are written "INR").
  ..."\u00a0©®°·×’‘“”–—…•→←↑€",
  // Accented letters of the loanwords in our copy (café, pâté, jalapeño, crème).
  ..."àáâäçèéêëíîïñóôöúûü",
].join("");

/**
 * The features a browser turns on by default for Latin text: glyph composition and localised forms,
 * mark positioning, kerning, standard and contextual ligatures, and the glyph swaps a variable font
 * requires at some weights (rvrn). The text never asks for any other (font-feature-settings,
 * font-variant-*), so the rest of the fonts' features would only carry glyphs nobody draws.
 */
export const textFeatures = ["ccmp", "locl", "mark", "mkmk", "kern", "liga", "clig", "calt", "rlig", "rvrn"];

interface Family {
  name: string;
  cssFamily: string;
  /** The font-weight every face of the family declares: a range for a variable face, or one weight. */
  weights: string;
  /** Pins the basic file's weight axis to this weight (harfbuzz instancing): a static, smaller file. */
  pinnedWeight?: number;
  /** @fontsource files, from the first loaded last to the first tried (CSS tries the last matching face first). */
  faces: { file: string; unicodeRange: string }[];
}

const latinRange =
  "U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD";
const latinExtRange =
  "U+0100-02BA, U+02BD-02C5, U+02C7-02CC, U+02CE-02D7, U+02DD-02FF, U+1D00-1DBF, U+1E00-1E9F, U+1EF2-1EFF, U+2020, U+20A0-20AB, U+20AD-20C0, U+2113, U+2C60-2C7F, U+A720-A7FF";
const vietnameseRange =
  "U+0102-0103, U+0110-0111, U+0128-0129, U+0168-0169, U+01A0-01A1, U+01AF-01B0, U+0300-0301, U+0303-0304, U+0308-0309, U+0323, U+0329, U+1EA0-1EF9, U+20AB";

export const families: Family[] = [
  {
    name: "fraunces",
    cssFamily: "Fraunces",
    // Headings, figures and taglines are all semibold. Every face declares 600 alone, so no
    // heading can ask for another weight and pull in the full 36 kB file for it.
    weights: "600",
    pinnedWeight: 600,
    faces: [
      {
        file: "@fontsource-variable/fraunces/files/fraunces-vietnamese-wght-normal.woff2",
        unicodeRange: vietnameseRange,
      },
      { file: "@fontsource-variable/fraunces/files/fraunces-latin-ext-wght-normal.woff2", unicodeRange: latinExtRange },
      { file: "@fontsource-variable/fraunces/files/fraunces-latin-wght-normal.woff2", unicodeRange: latinRange },
    ],
  },
  {
    name: "figtree",
    cssFamily: "Figtree",
    weights: "300 900",
    faces: [
      { file: "@fontsource-variable/figtree/files/figtree-latin-ext-wght-normal.woff2", unicodeRange: latinExtRange },
      { file: "@fontsource-variable/figtree/files/figtree-latin-wght-normal.woff2", unicodeRange: latinRange },
    ],
  },
];

/** "U+0020-007E, U+00A9, …": the unicode-range of a set of characters, consecutive runs merged. */
export function unicodeRange(characters: string): string {
  const codes = [...new Set([...characters].map((character) => character.codePointAt(0) ?? 0))].sort((a, b) => a - b);
  const ranges: string[] = [];
  const hex = (code: number) => code.toString(16).toUpperCase().padStart(4, "0");
  for (let index = 0; index < codes.length;) {
    const start = codes[index] ?? 0;
    let end = start;
    while (codes[index + 1] === end + 1) {
      end += 1;
      index += 1;
    }
    ranges.push(start === end ? `U+${hex(start)}` : `U+${hex(start)}-${hex(end)}`);
    index += 1;
  }
  return ranges.join(", ");
}

function fontFace(family: Family, source: string, range: string): string {
  return `@font-face {
  font-family: "${family.cssFamily}";
  font-style: normal;
  font-display: swap;
  font-weight: ${family.weights};
  src: url("${source}") format("woff2");
  unicode-range: ${range};
}`;
}

export function fontsCss(): string {
  const rules = families.flatMap((family) => [
    ...family.faces.map((face) => fontFace(family, face.file, face.unicodeRange)),
    // Declared last, so it is tried first for the characters it has.
    fontFace(family, `./${family.name}-basic.woff2`, unicodeRange(basicCharacters)),
  ]);
  return `/* Generated by scripts/pipeline/fonts/subset-fonts.ts: do not edit, run \`npm run assets\`. */\n${rules.join("\n")}\n`;
}

export async function subsetFonts(): Promise<void> {
  await mkdir(outputDirectory, { recursive: true });
  for (const family of families) {
    const full = family.faces.at(-1)?.file ?? "";
    const target = path.join(outputDirectory, `${family.name}-basic.woff2`);
    const source = await readFile(path.join(root, "node_modules", full));
    const subset = await subsetFont(source, basicCharacters, {
      targetFormat: "woff2",
      keepFeatures: textFeatures,
      ...(family.pinnedWeight === undefined ? {} : { variationAxes: { wght: family.pinnedWeight } }),
    });
    const previous = existsSync(target) ? await readFile(target) : undefined;
    if (!previous?.equals(subset)) await writeFile(target, subset);
  }
  const css = path.join(outputDirectory, "fonts.generated.css");
  const text = fontsCss();
  if (!existsSync(css) || (await readFile(css, "utf8")) !== text) await writeFile(css, text);
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  await subsetFonts();
  console.log("fonts: basic subsets ready");
}
