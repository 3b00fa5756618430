/**
 * The one image pipeline (record 141): every picture of content/images becomes files in
 * public/assets/img, named by a content hash, and an entry of app/generated/images.ts. An SVG is
 * checked, minified and served as itself; a photograph becomes AVIF and WebP at several widths and
 * a JPEG fallback, and replaces an illustration of the same name.
 */
import { existsSync } from "node:fs";
import { mkdir, readFile, readdir, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import sharp, { type Sharp } from "sharp";
import type { ImageAsset, ImageSource } from "#app/utils/images.ts";
import {
  checkSvgIds,
  checkSvgSafety,
  contentHash,
  fallbackMaxWidth,
  imageIdFromFile,
  planWidths,
  rasterExtensions,
  svgDimensions,
  vectorExtensions,
} from "./pipeline.ts";
import { minifySvg } from "#app/lib/svg.server.ts";
import { writeIfChanged } from "#scripts/pipeline/generated-files.ts";

const root = path.resolve(import.meta.dirname, "../../..");
const urlPrefix = "/assets/img";

export interface PipelineDirectories {
  sourceDirectory: string;
  outputDirectory: string;
  manifestFile: string;
}

export const defaultDirectories: PipelineDirectories = {
  sourceDirectory: path.join(root, "content/images"),
  outputDirectory: path.join(root, "public/assets/img"),
  manifestFile: path.join(root, "app/generated/images.ts"),
};

const accepted = new Set<string>([...rasterExtensions, ...vectorExtensions]);

/** The modern formats of a photograph, best first. */
const formats = [
  { type: "image/avif", extension: "avif", encode: (image: Sharp) => image.avif({ quality: 52, effort: 4 }) },
  { type: "image/webp", extension: "webp", encode: (image: Sharp) => image.webp({ quality: 74 }) },
] as const;

type Processed = { asset: ImageAsset; row: string };

/** Keeps a file of the output folder, made only if a build before has not made it (its name holds its hash). */
type Output = (name: string, make: () => Promise<Buffer | string>) => Promise<void>;

async function processSvg(id: string, file: string, output: Output): Promise<Processed> {
  const svg = await readFile(file, "utf8");
  const relative = path.relative(root, file);
  checkSvgSafety(svg, relative);
  checkSvgIds(svg, id, relative);
  const { width, height } = svgDimensions(svg, relative);
  const hash = contentHash(svg);
  const name = `${id}-${hash}.svg`;
  await output(name, async () => minifySvg(svg));
  return {
    asset: { width, height, src: `${urlPrefix}/${name}`, sources: [] },
    row: `  [${JSON.stringify(id)}, "${hash}", ${width}, ${height}],`,
  };
}

async function processRaster(id: string, file: string, output: Output): Promise<Processed> {
  const input = await readFile(file);
  const relative = path.relative(root, file);
  const metadata = await sharp(input).metadata();
  // Respect the camera's orientation flag: the stored width and height may be swapped.
  const rotated = (metadata.orientation ?? 1) >= 5;
  const width = rotated ? metadata.height : metadata.width;
  const height = rotated ? metadata.width : metadata.height;
  if (!width || !height) throw new Error(`${relative}: cannot read the image's size`);
  const hash = contentHash(input);
  const widths = planWidths(width);

  const sources: ImageSource[] = [];
  for (const format of formats) {
    const entries: string[] = [];
    for (const w of widths) {
      const name = `${id}-${w}-${hash}.${format.extension}`;
      await output(name, () => format.encode(sharp(input).rotate().resize({ width: w })).toBuffer());
      entries.push(`${urlPrefix}/${name} ${w}w`);
    }
    sources.push({ type: format.type, srcSet: entries.join(", ") });
  }

  const fallbackWidth = Math.min(width, fallbackMaxWidth);
  const fallback = `${id}-${fallbackWidth}-${hash}.jpg`;
  await output(fallback, () =>
    sharp(input)
      .rotate()
      .resize({ width: fallbackWidth })
      .flatten({ background: "#fcf8f1" })
      .jpeg({ quality: 78, mozjpeg: true })
      .toBuffer(),
  );
  const fallbackHeight = Math.round((height * fallbackWidth) / width);
  return {
    asset: { width: fallbackWidth, height: fallbackHeight, src: `${urlPrefix}/${fallback}`, sources },
    row: `  [${JSON.stringify(id)}, "${hash}", ${fallbackWidth}, ${fallbackHeight}, [${widths.join(", ")}]],`,
  };
}

const isRaster = (name: string) => (rasterExtensions as readonly string[]).includes(path.extname(name).toLowerCase());

/** Chooses one source file per image id; a photograph replaces an illustration of the same name. */
export function pickSources(fileNames: readonly string[]): Map<string, string> {
  const chosen = new Map<string, string>();
  for (const name of [...fileNames].sort()) {
    if (!accepted.has(path.extname(name).toLowerCase())) continue;
    const id = imageIdFromFile(name);
    const previous = chosen.get(id);
    if (previous && !isRaster(name)) continue;
    if (previous && isRaster(previous))
      throw new Error(`content/images: two photographs for "${id}" (${previous}, ${name}); keep one`);
    chosen.set(id, name);
  }
  return chosen;
}

/**
 * The manifest as a module. Every page that shows a picture carries it and every upload adds to it
 * (record 141), so it holds each picture's hash and sizes, and the file names are put together
 * when the module loads.
 */
function renderManifest(ids: readonly string[], drawings: readonly string[], photographs: readonly string[]): string {
  const formatList = formats.map(({ type, extension }) => `[${JSON.stringify(type)}, ${JSON.stringify(extension)}]`);
  return `// Generated by scripts/pipeline/images/build-images.ts from content/images: do not edit, run \`npm run images\`.
import type { ImageAsset, ImageSource } from "#app/utils/images.ts";

export type ImageId = ${ids.length > 0 ? ids.map((id) => JSON.stringify(id)).join(" | ") : "never"};

/** The illustrations: id, content hash, width and height. */
const drawings: readonly (readonly [ImageId, string, number, number])[] = [
${drawings.join("\n")}
];

/** The photographs: id, content hash, the fallback JPEG's width and height, the widths of the other formats. */
const photographs: readonly (readonly [ImageId, string, number, number, readonly number[]])[] = [
${photographs.join("\n")}
];

/** The formats of a photograph, best first. */
const formats: readonly (readonly [ImageSource["type"], string])[] = [${formatList.join(", ")}];

/** Every picture by its id: the two lists hold every id of ImageId once. */
export const images = Object.fromEntries([
  ...drawings.map(([id, hash, width, height]) => [
    id,
    { width, height, src: \`${urlPrefix}/\${id}-\${hash}.svg\`, sources: [] },
  ]),
  ...photographs.map(([id, hash, width, height, widths]) => [
    id,
    {
      width,
      height,
      src: \`${urlPrefix}/\${id}-\${width}-\${hash}.jpg\`,
      sources: formats.map(([type, extension]) => ({
        type,
        srcSet: widths.map((w) => \`${urlPrefix}/\${id}-\${w}-\${hash}.\${extension} \${w}w\`).join(", "),
      })),
    },
  ]),
]) as Readonly<Record<ImageId, ImageAsset>>;
`;
}

export async function buildImages({ sourceDirectory, outputDirectory, manifestFile } = defaultDirectories): Promise<
  Map<string, ImageAsset>
> {
  await mkdir(outputDirectory, { recursive: true });
  const sources = pickSources(existsSync(sourceDirectory) ? await readdir(sourceDirectory) : []);
  const produced = new Set<string>();
  const output: Output = async (name, make) => {
    produced.add(name);
    const file = path.join(outputDirectory, name);
    if (!existsSync(file)) await writeFile(file, await make());
  };
  const assets = new Map<string, ImageAsset>();
  const drawings: string[] = [];
  const photographs: string[] = [];
  for (const [id, name] of sources) {
    const file = path.join(sourceDirectory, name);
    const { asset, row } = isRaster(name) ? await processRaster(id, file, output) : await processSvg(id, file, output);
    assets.set(id, asset);
    (isRaster(name) ? photographs : drawings).push(row);
  }
  for (const name of await readdir(outputDirectory)) {
    if (!produced.has(name)) await rm(path.join(outputDirectory, name));
  }
  writeIfChanged(manifestFile, renderManifest([...assets.keys()], drawings, photographs));
  return assets;
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  const started = Date.now();
  const assets = await buildImages();
  console.log(`images: ${assets.size} pictures ready in ${Date.now() - started} ms`);
}
