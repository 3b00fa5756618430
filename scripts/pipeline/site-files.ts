import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { site } from "#app/data/site.ts";
import { escapeHtml } from "#app/lib/content/markdown.ts";

export interface SitemapPage {
  path: string;
  lastModified?: string;
}

/** Home first, then by path; an article's lastmod is its last revision. */
export function sitemapXml(origin: string, pages: readonly SitemapPage[]): string {
  const sorted = [...pages].sort((a, b) => (a.path === "/" ? -1 : b.path === "/" ? 1 : a.path.localeCompare(b.path)));
  const urls = sorted.map(
    (page) =>
      `  <url><loc>${escapeHtml(new URL(page.path, origin).href)}</loc>${page.lastModified ? `<lastmod>${page.lastModified}</lastmod>` : ""}</url>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join("\n")}\n</urlset>\n`;
}

export function robotsTxt(origin: string): string {
  return `User-agent: *\nAllow: /\nDisallow: /admin\n\nSitemap: ${new URL("/sitemap.xml", origin).href}\n`;
}

const iconSizes = [192, 512] as const;

export function webManifest(): Record<string, unknown> {
  return {
    name: site.brandName,
    short_name: site.brandName,
    description: site.description,
    lang: "en-US",
    start_url: "/",
    scope: "/",
    display: "standalone",
    background_color: "#fcf8f1",
    theme_color: "#0f4c5c",
    icons: [
      ...iconSizes.map((size) => ({
        src: `/icons/icon-${size}.png`,
        sizes: `${size}x${size}`,
        type: "image/png",
        purpose: "any",
      })),
      { src: "/icons/icon-maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
    ],
  };
}

/**
 * The mark has three flat colours: a quantised palette draws it in a third of the bytes or less
 * (icon-192: 5.2 to 1.8 kB), which Chrome fetches with every page it opens.
 */
const iconPng = { compressionLevel: 9, palette: true, quality: 80, effort: 10 } as const;

/** PNG icons from the brand mark (public/favicon.svg): plain, maskable and Apple's. */
export async function writeIcons(clientDirectory: string, markSvg: string): Promise<void> {
  const directory = path.join(clientDirectory, "icons");
  await mkdir(directory, { recursive: true });
  const mark = (size: number) => sharp(Buffer.from(markSvg), { density: 600 }).resize(size, size);
  for (const size of iconSizes)
    await mark(size)
      .png(iconPng)
      .toFile(path.join(directory, `icon-${size}.png`));
  // The mark on a square of colour; a maskable icon is cropped to a circle of 80% of its width.
  const onSquare = async (name: string, size: number, markSize: number, background: string) =>
    sharp({ create: { width: size, height: size, channels: 4, background } })
      .composite([{ input: await mark(markSize).png().toBuffer(), gravity: "center" }])
      .png(iconPng)
      .toFile(path.join(directory, name));
  await onSquare("icon-maskable-512.png", 512, 360, "#0f4c5c");
  await onSquare("apple-touch-icon.png", 180, 152, "#fcf8f1");
}

export async function writeSiteFiles(
  clientDirectory: string,
  indexablePages: readonly SitemapPage[],
  origin: string,
): Promise<void> {
  await writeFile(path.join(clientDirectory, "sitemap.xml"), sitemapXml(origin, indexablePages));
  await writeFile(path.join(clientDirectory, "robots.txt"), robotsTxt(origin));
  await writeFile(path.join(clientDirectory, "site.webmanifest"), `${JSON.stringify(webManifest(), null, 2)}\n`);
  await writeIcons(clientDirectory, await readFile(path.join(clientDirectory, "favicon.svg"), "utf8"));
}
