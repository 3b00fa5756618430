import { existsSync } from "node:fs";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { decompress } from "wawoff2";
import { families, fontsourceFile } from "#scripts/pipeline/fonts/subset-fonts.ts";

const root = path.resolve(import.meta.dirname, "../../..");
const cacheDirectory = path.join(root, "node_modules/.cache/saffron-fonts");

/**
 * The site's fonts for librsvg (in sharp), so that the social previews' text is the same on any
 * machine: FreeType here cannot read WOFF2, so they are unpacked to TrueType once, and a fontconfig
 * file naming only them goes in FONTCONFIG_FILE. Call before the first render.
 */
export async function useSiteFontsForRendering(): Promise<void> {
  await mkdir(path.join(cacheDirectory, "fc-cache"), { recursive: true });
  for (const family of families) {
    const target = path.join(cacheDirectory, `${family.name}.ttf`);
    const woff2 = path.join(root, "node_modules", fontsourceFile(family, "latin"));
    if (!existsSync(target)) await writeFile(target, Buffer.from(await decompress(await readFile(woff2))));
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
