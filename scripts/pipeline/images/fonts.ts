import { existsSync } from "node:fs";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { decompress } from "wawoff2";

const root = path.resolve(import.meta.dirname, "../../..");
const cacheDirectory = path.join(root, "node_modules/.cache/saffron-fonts");

const fonts = [
  { name: "fraunces.ttf", woff2: "node_modules/@fontsource-variable/fraunces/files/fraunces-latin-wght-normal.woff2" },
  { name: "figtree.ttf", woff2: "node_modules/@fontsource-variable/figtree/files/figtree-latin-wght-normal.woff2" },
];

/**
 * The site's fonts for librsvg (in sharp), so that the social previews' text is the same on any
 * machine: FreeType here cannot read WOFF2, so they are unpacked to TrueType once, and a fontconfig
 * file naming only them goes in FONTCONFIG_FILE. Call before the first render.
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
