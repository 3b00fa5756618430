import { existsSync } from "node:fs";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { decompress } from "wawoff2";

const root = path.resolve(import.meta.dirname, "../../..");
const cacheDirectory = path.join(root, "node_modules/.cache/saffron-fonts");

/** The site's own fonts, as used by the rasteriser for text in generated pictures. */
const fonts = [
  { name: "fraunces.ttf", woff2: "node_modules/@fontsource-variable/fraunces/files/fraunces-latin-wght-normal.woff2" },
  { name: "figtree.ttf", woff2: "node_modules/@fontsource-variable/figtree/files/figtree-latin-wght-normal.woff2" },
];

/**
 * Makes the site's fonts available to librsvg (inside sharp) so that text in generated pictures
 * (social previews) is set in Fraunces and Figtree on any machine, with no system fonts needed.
 * FreeType here cannot read WOFF2, so the files are unpacked to TrueType once and a fontconfig
 * file pointing only at them is installed through FONTCONFIG_FILE. Call before the first render.
 */
export async function useSiteFontsForRendering(): Promise<void> {
  await mkdir(path.join(cacheDirectory, "fc-cache"), { recursive: true });
  for (const font of fonts) {
    const target = path.join(cacheDirectory, font.name);
    if (!existsSync(target))
      await writeFile(target, Buffer.from(await decompress(await readFile(path.join(root, font.woff2)))));
  }
  const config = path.join(cacheDirectory, "fonts.conf");
  await writeFile(
    config,
    `<?xml version="1.0"?>
<!DOCTYPE fontconfig SYSTEM "fonts.dtd">
<fontconfig>
  <dir>${cacheDirectory}</dir>
  <cachedir>${path.join(cacheDirectory, "fc-cache")}</cachedir>
</fontconfig>
`,
  );
  process.env.FONTCONFIG_FILE = config;
}
