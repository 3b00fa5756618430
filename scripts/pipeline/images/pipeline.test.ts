import { readdirSync, readFileSync } from "node:fs";
import { mkdtemp, readFile, readdir, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildImages, pickSources } from "./build-images";
import { checkSvgIds, checkSvgSafety, imageIdFromFile, planWidths, svgDimensions } from "./pipeline";

describe("planning responsive widths", () => {
  it("makes the standard steps below the source and the source's own width", () => {
    expect(planWidths(1000)).toEqual([480, 800, 1000]);
    expect(planWidths(300)).toEqual([300]);
  });

  it("never makes a variant wider than 2000 px", () => {
    expect(planWidths(6000)).toEqual([480, 800, 1200, 1600, 2000]);
  });
});

describe("SVG handling", () => {
  it("reads the intrinsic size from width and height, or from the viewBox", () => {
    expect(svgDimensions('<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600">', "a.svg")).toEqual({
      width: 800,
      height: 600,
    });
    expect(svgDimensions('<svg viewBox="0 0 1600 1000" xmlns="http://www.w3.org/2000/svg">', "a.svg")).toEqual({
      width: 1600,
      height: 1000,
    });
  });

  it("fails, naming the file, when an SVG has no size", () => {
    expect(() => svgDimensions('<svg xmlns="http://www.w3.org/2000/svg">', "content/images/x.svg")).toThrowError(
      /content\/images\/x\.svg: an SVG needs/,
    );
  });

  it("refuses an SVG whose ids could clash with another drawing's on the same page", () => {
    expect(() =>
      checkSvgIds('<svg><linearGradient id="hero-vietnam-sky"/></svg>', "hero-vietnam", "x.svg"),
    ).not.toThrow();
    expect(() => checkSvgIds('<svg><linearGradient id="sky"/></svg>', "hero-vietnam", "x.svg")).toThrowError(
      /"hero-vietnam-".*"sky"/,
    );
  });

  it("refuses scripts and references to other hosts", () => {
    expect(() => checkSvgSafety("<svg><script>alert(1)</script></svg>", "x.svg")).toThrowError(/<script>/);
    expect(() => checkSvgSafety('<svg onload="x()"></svg>', "x.svg")).toThrowError(/attribute onload/);
    expect(() => checkSvgSafety('<svg><image href="https://example.org/a.png"/></svg>', "x.svg")).toThrowError(
      /<image>/,
    );
    expect(() => checkSvgSafety('<svg><path d="M0 0"/></svg>', "x.svg")).not.toThrow();
  });

  it("allows only what a drawing needs, whatever the spelling: an allow-list, not a list of dangers", () => {
    for (const [svg, found] of [
      ['<svg xmlns:s="http://www.w3.org/2000/svg"><s:script>alert(1)</s:script></svg>', /<s:script>/],
      ["<svg><use href='https://evil.example/x.svg#a'/></svg>", /outside the picture/],
      [
        '<svg xmlns:xlink="http://www.w3.org/1999/xlink"><use xlink:href="data:image/svg+xml,x"/></svg>',
        /outside the picture/,
      ],
      ['<svg><use x:href="data:x"/></svg>', /cannot be read/],
      ['<svg><rect fill="url(https://evil.example/p.svg#g)"/></svg>', /fill=/],
      ['<svg><rect style="fill:url(//evil.example/p#g)"/></svg>', /style=/],
      ['<svg><rect style="fill:u\\72l(//evil.example/p#g)"/></svg>', /style=/],
      ["<svg><rect style=\"fill:image-set('//evil.example/p.png' 1x)\"/></svg>", /style=/],
      ["<svg><foreignObject><div/></foreignObject></svg>", /<foreignObject>/],
      ["<svg><style>@import url(https://evil.example/a.css);</style></svg>", /<style>/],
      ['<svg><a href="javascript:alert(1)"><path d="M0 0"/></a></svg>', /<a>/],
      ['<svg><animate attributeName="href" to="javascript:x"/></svg>', /<animate>/],
    ] as const)
      expect(() => checkSvgSafety(svg, "content/images/x.svg"), svg).toThrowError(found);
  });

  it("passes every picture of content/images", () => {
    for (const file of readdirSync("content/images").filter((name) => name.endsWith(".svg")))
      expect(() => checkSvgSafety(readFileSync(path.join("content/images", file), "utf8"), file)).not.toThrow();
    expect(() =>
      checkSvgSafety(
        '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 2 2"><defs><linearGradient id="a-g"><stop offset="0" stop-color="#fff"/></linearGradient></defs><rect fill="url(#a-g)" width="2" height="2"/><use href="#a-g"/></svg>',
        "x.svg",
      ),
    ).not.toThrow();
  });
});

describe("choosing sources", () => {
  it("uses the file name as the id and insists on kebab-case", () => {
    expect(imageIdFromFile("hero-vietnam.jpg")).toBe("hero-vietnam");
    expect(() => imageIdFromFile("Hero Vietnam.jpg")).toThrowError(/lowercase words joined by hyphens/);
  });

  it("lets a photograph replace an illustration of the same name", () => {
    expect(pickSources(["hero-vietnam.svg", "hero-vietnam.jpg", "notes.txt"])).toEqual(
      new Map([["hero-vietnam", "hero-vietnam.jpg"]]),
    );
  });

  it("refuses two photographs for one picture", () => {
    expect(() => pickSources(["hero-vietnam.jpg", "hero-vietnam.png"])).toThrowError(/two photographs/);
  });
});

// Encoding AVIF takes seconds on a busy two-core machine.
describe("the pipeline on a folder of pictures", { timeout: 60_000 }, () => {
  let directory: string;
  const directories = () => ({
    sourceDirectory: path.join(directory, "src"),
    outputDirectory: path.join(directory, "out"),
    manifestFile: path.join(directory, "images.generated.ts"),
  });

  beforeAll(async () => {
    directory = await mkdtemp(path.join(tmpdir(), "images-"));
    const { sourceDirectory } = directories();
    await import("node:fs/promises").then(({ mkdir }) => mkdir(sourceDirectory, { recursive: true }));
    await writeFile(
      path.join(sourceDirectory, "drawing.svg"),
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 600">\n  <rect width="800" height="600" fill="#e0931f"/>\n</svg>\n',
    );
    // A "photograph" the agency drops in: a 1500 x 1000 JPEG.
    const photo = await sharp({ create: { width: 1500, height: 1000, channels: 3, background: "#0f4c5c" } })
      .jpeg()
      .toBuffer();
    await writeFile(path.join(sourceDirectory, "team-photo.jpg"), photo);
  });

  afterAll(async () => {
    await rm(directory, { recursive: true, force: true });
  });

  it("serves an SVG as itself, with its size", async () => {
    const assets = await buildImages(directories());
    const drawing = assets.get("drawing");
    expect(drawing).toMatchObject({ width: 800, height: 600, sources: [] });
    expect(drawing?.src).toMatch(/^\/assets\/img\/drawing-[0-9a-f]{10}\.svg$/);
  });

  it("turns a JPEG into AVIF and WebP at several widths with a JPEG fallback", async () => {
    const assets = await buildImages(directories());
    const photo = assets.get("team-photo");
    expect(photo?.width).toBe(1200);
    expect(photo?.height).toBe(800);
    expect(photo?.src).toMatch(/team-photo-1200-[0-9a-f]{10}\.jpg$/);
    expect(photo?.sources.map((source) => source.type)).toEqual(["image/avif", "image/webp"]);
    expect(photo?.sources[0]?.srcSet).toMatch(/-480-.*480w, .*-800-.*800w, .*-1200-.*1200w, .*-1500-.*1500w$/);
    const files = await readdir(directories().outputDirectory);
    expect(files.filter((name) => name.startsWith("team-photo"))).toHaveLength(9);
  });

  it("writes a typed manifest and removes the files of pictures that are gone", async () => {
    const manifest = await readFile(directories().manifestFile, "utf8");
    // An illustration by its hash and size; a photograph by its hash, its fallback's size and its widths.
    expect(manifest).toMatch(/\["drawing", "[0-9a-f]{10}", 800, \d+\],/);
    expect(manifest).toMatch(/\["team-photo", "[0-9a-f]{10}", 1200, 800, \[480, 800, 1200, 1500\]\],/);
    expect(manifest).toContain('export type ImageId = "drawing" | "team-photo";');
    // The module holds the very assets the pipeline made.
    const { images } = (await import(directories().manifestFile)) as { images: Record<string, unknown> };
    expect(images).toEqual(Object.fromEntries(await buildImages(directories())));
    await rm(path.join(directories().sourceDirectory, "team-photo.jpg"));
    await buildImages(directories());
    expect(await readdir(directories().outputDirectory)).toEqual([expect.stringMatching(/^drawing-/)]);
  });
});
