import { existsSync } from "node:fs";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { decompress } from "wawoff2";
import { escapeHtml } from "#app/lib/content/markdown.ts";
import { socialImagePath, socialImageSize } from "#app/lib/social-image.ts";
import { families, fontsourceFile } from "#scripts/pipeline/fonts/subset-fonts.ts";

const root = path.resolve(import.meta.dirname, "../../..");
const { width, height } = socialImageSize;
const brand = { ink: "#1b1f2a", teal: "#0f4c5c", saffron: "#e0931f", sand: "#f7eedf" };

const cacheDirectory = path.join(root, "node_modules/.cache/saffron-fonts");

/**
 * The site's fonts for librsvg (in sharp), so that the social previews' text is the same on any
 * machine: FreeType here cannot read WOFF2, so they are unpacked to TrueType once, and a fontconfig
 * file naming only them goes in FONTCONFIG_FILE.
 */
async function useSiteFontsForRendering(): Promise<void> {
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

export interface PrerenderedPage {
  path: string;
  /** Without the brand. */
  title: string;
  picture?: string;
  /** False for pages marked noindex: out of the sitemap, no preview. */
  indexable: boolean;
  /** An article's dateModified (YYYY-MM-DD). */
  lastModified?: string;
}

export function decodeEntities(text: string): string {
  return text
    .replace(/&#x([0-9a-f]+);/gi, (_match, hex: string) => String.fromCodePoint(Number.parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_match, decimal: string) => String.fromCodePoint(Number.parseInt(decimal, 10)))
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");
}

/** Breaks a title into at most `maxLines` lines of about `perLine` characters, with an ellipsis if cut. */
export function wrapTitle(title: string, perLine = 24, maxLines = 3): string[] {
  const lines: string[] = [];
  let current = "";
  for (const word of title.split(/\s+/).filter(Boolean)) {
    if (current && `${current} ${word}`.length > perLine) {
      lines.push(current);
      current = word;
    } else {
      current = current ? `${current} ${word}` : word;
    }
  }
  if (current) lines.push(current);
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  kept[maxLines - 1] = `${kept[maxLines - 1]?.replace(/[,.;:]?$/, "")}…`;
  return kept;
}

/** The text layer of a preview card: a scrim, the page's title and the brand. */
export function cardOverlay(title: string, brandName: string, host: string): string {
  const lines = wrapTitle(title);
  const fontSize = lines.length > 2 ? 64 : 72;
  const lineHeight = Math.round(fontSize * 1.12);
  const top = 330 - ((lines.length - 1) * lineHeight) / 2;
  const text = lines
    .map(
      (line, index) =>
        `<text x="72" y="${Math.round(top + index * lineHeight)}" font-family="Fraunces" font-weight="650" font-size="${fontSize}" fill="#fff">${escapeHtml(line)}</text>`,
    )
    .join("");
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<defs><linearGradient id="scrim" x1="0" x2="1" y1="0" y2="0"><stop offset="0" stop-color="${brand.ink}" stop-opacity="0.9"/><stop offset="0.62" stop-color="${brand.ink}" stop-opacity="0.55"/><stop offset="1" stop-color="${brand.ink}" stop-opacity="0.05"/></linearGradient></defs>
<rect width="${width}" height="${height}" fill="url(#scrim)"/>
<rect x="72" y="92" width="64" height="6" rx="3" fill="${brand.saffron}"/>
${text}
<circle cx="92" cy="540" r="20" fill="${brand.teal}" stroke="${brand.sand}" stroke-width="2"/><circle cx="92" cy="535" r="8" fill="${brand.saffron}"/>
<text x="126" y="550" font-family="Fraunces" font-weight="600" font-size="32" fill="${brand.sand}">${escapeHtml(brandName)}</text>
<text x="${width - 72}" y="550" text-anchor="end" font-family="Figtree" font-weight="500" font-size="26" fill="${brand.sand}">${escapeHtml(host)}</text>
</svg>`;
}

/** What the preview card and the sitemap need of a prerendered page. */
export function readPrerenderedPage(pagePath: string, html: string, brandName: string): PrerenderedPage {
  const ogTitle =
    /<meta property="og:title" content="([^"]*)"/.exec(html)?.[1] ??
    /<title>([^<]*)<\/title>/.exec(html)?.[1] ??
    brandName;
  const title = decodeEntities(ogTitle)
    .replace(new RegExp(`\\s*\\|\\s*${brandName}$`), "")
    .replace(new RegExp(`^${brandName}\\s*\\|\\s*`), "");
  const picture = /<link rel="preload" href="([^"]+)" as="image"/.exec(html)?.[1];
  const indexable = !/<meta name="robots" content="[^"]*noindex/.test(html);
  const lastModified = /"dateModified":"(\d{4}-\d{2}-\d{2})"/.exec(html)?.[1];
  return { path: pagePath, title: title || brandName, picture, indexable, ...(lastModified ? { lastModified } : {}) };
}

/** /social/<page>.jpg for every page: link previews do not show SVG, hence JPEG. */
export async function makeSocialImages(
  clientDirectory: string,
  pages: readonly PrerenderedPage[],
  options: { brandName: string; host: string; fallbackPicture?: string },
): Promise<string[]> {
  await useSiteFontsForRendering();
  const written: string[] = [];
  for (const page of pages) {
    const pictureUrl = page.picture ?? options.fallbackPicture;
    const background = pictureUrl
      ? sharp(await readFile(path.join(clientDirectory, pictureUrl)), { density: 144 }).resize(width, height, {
          fit: "cover",
          position: "attention",
        })
      : sharp({ create: { width, height, channels: 3, background: brand.teal } });
    const jpeg = await background
      .composite([{ input: Buffer.from(cardOverlay(page.title, options.brandName, options.host)) }])
      .flatten({ background: brand.teal })
      .jpeg({ quality: 80, mozjpeg: true })
      .toBuffer();
    const target = path.join(clientDirectory, socialImagePath(page.path));
    await mkdir(path.dirname(target), { recursive: true });
    await writeFile(target, jpeg);
    written.push(target);
  }
  return written;
}
