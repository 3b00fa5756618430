/**
 * Renders every SVG in content/images into one grid PNG, each id under its thumbnail:
 * reports/contact-sheet.png. Run: npm run art:sheet (or `npm run art:sheet -- blog` for the ids
 * containing "blog", into reports/contact-sheet-blog.png).
 * Labels use the system's DejaVu Sans through librsvg (fonts-dejavu-core).
 */
import { mkdirSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import sharp, { type OverlayOptions } from "sharp";

const root = join(import.meta.dirname, "..");
const imagesDir = join(root, "content", "images");
const outDir = join(root, "reports");
const filter = process.argv[2];

const cellWidth = 320;
const thumbHeight = 200;
const labelHeight = 30;
const gap = 12;
const columns = 6;

function escapeXml(s: string): string {
  return s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

async function main(): Promise<void> {
  const files = readdirSync(imagesDir)
    .filter((f) => f.endsWith(".svg") && (!filter || f.includes(filter)))
    .sort();
  const rows = Math.ceil(files.length / columns);
  const width = columns * cellWidth + (columns + 1) * gap;
  const height = rows * (thumbHeight + labelHeight) + (rows + 1) * gap;
  const layers: OverlayOptions[] = [];
  let labels = "";
  for (const [i, file] of files.entries()) {
    const col = i % columns,
      row = Math.floor(i / columns);
    const x = gap + col * (cellWidth + gap);
    const y = gap + row * (thumbHeight + labelHeight + gap);
    const thumb = await sharp(readFileSync(join(imagesDir, file)))
      .resize(cellWidth, thumbHeight, { fit: "contain", background: "#e9e4da" })
      .png()
      .toBuffer();
    layers.push({ input: thumb, left: x, top: y });
    const id = file.replace(/\.svg$/, "");
    const size = id.length > 36 ? 10 : 12;
    labels += `<text x="${x + cellWidth / 2}" y="${y + thumbHeight + 20}" font-family="DejaVu Sans" font-size="${size}" text-anchor="middle" fill="#222">${escapeXml(id)}</text>`;
  }
  const labelSvg = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">${labels}</svg>`,
  );
  layers.push({ input: labelSvg, left: 0, top: 0 });
  mkdirSync(outDir, { recursive: true });
  const out = join(outDir, filter ? `contact-sheet-${filter}.png` : "contact-sheet.png");
  await sharp({ create: { width, height, channels: 3, background: "#f7f4ee" } })
    .composite(layers)
    .png()
    .toFile(out);
  console.log(`contact sheet of ${files.length} pictures: ${out}`);
}

await main();
