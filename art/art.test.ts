/**
 * The illustration set: every picture is a small, self-contained, well-formed SVG, rendered and
 * up to date in content/images, with the ids and sizes the site expects.
 */
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { catalog } from "./catalog.ts";

const imagesDir = join(import.meta.dirname, "..", "content", "images");

/** The pictures the site needs, by size (width x height). */
const expectedSizes: Record<string, readonly string[]> = {
  "1600x1000": ["hero-vietnam", "hero-south-korea", "hero-sri-lanka"],
  "1600x360": [
    "page-about",
    "page-services",
    "page-destinations",
    "page-blog",
    "page-contact",
    "page-privacy",
    "page-terms",
  ],
  "1200x800": [
    "destination-vietnam",
    "destination-south-korea",
    "destination-sri-lanka",
    "blog-tropical-paradise-stilt-fishermen",
    "blog-tropical-paradise-villa-pool",
    "blog-cultural-journey-gwanghwamun",
    "blog-cultural-journey-gyeongju-tombs",
    "blog-mountain-luxury-ma-pi-leng",
    "blog-mountain-luxury-fansipan",
    "blog-street-food-chronicles-pho-stall",
    "blog-street-food-chronicles-market-stall",
    "blog-sustainable-luxury-eco-lodge",
    "blog-sustainable-luxury-reef",
    "blog-ocean-odyssey-junk-cruise",
    "blog-ocean-odyssey-kayak-lagoon",
    "blog-travel-tech-2024-itinerary-map",
    "blog-travel-tech-2024-digital-documents",
  ],
  "800x600": [
    "service-customized-packages",
    "service-hotel-booking",
    "service-cruises-yachts",
    "service-holidays",
    "service-transportation",
    "service-visas-passports",
    "core-ai-trip-planning",
    "core-premium-accommodations",
    "core-seamless-transportation",
    "core-luxury-cruises-yachts",
    "core-curated-experiences",
    "core-visas-passports",
    "attraction-ha-long-bay",
    "attraction-sapa-rice-terraces",
    "attraction-hoi-an-ancient-town",
    "attraction-cu-chi-tunnels",
    "attraction-mekong-delta",
    "attraction-phong-nha-ke-bang",
    "attraction-gyeongbokgung-palace",
    "attraction-bukchon-hanok-village",
    "attraction-jeju-island",
    "attraction-seoul-skyline-and-lotte-tower",
    "attraction-bulguksa-temple",
    "attraction-korean-street-food-markets",
    "attraction-temple-of-the-sacred-tooth-relic",
    "attraction-sigiriya-rock-fortress",
    "attraction-ella-nine-arch-bridge",
    "attraction-yala-national-park",
    "attraction-galle-dutch-fort",
    "attraction-adams-peak",
  ],
  "1200x675": [
    "blog-tropical-paradise",
    "blog-cultural-journey",
    "blog-mountain-luxury",
    "blog-street-food-chronicles",
    "blog-sustainable-luxury",
    "blog-ocean-odyssey",
    "blog-travel-tech-2024",
  ],
  "480x480": ["team-ananya-rao", "team-nuwan-perera", "team-linh-tran"],
};

/** Raw byte budgets. */
function budget(id: string): number {
  if (id.startsWith("hero-")) return 45_000;
  if (id.startsWith("team-")) return 15_000;
  return 25_000;
}

/**
 * A strict enough XML well-formedness check for generated SVG: every tag closes in order,
 * attributes are quoted and unique, and no stray markup characters appear in text.
 */
function xmlProblems(xml: string): string[] {
  const problems: string[] = [];
  const stack: string[] = [];
  const tagRe = /<(\/?)([a-zA-Z][\w:-]*)((?:\s+[\w:-]+="[^"<]*")*)\s*(\/?)>/y;
  let i = 0;
  let roots = 0;
  while (i < xml.length) {
    const lt = xml.indexOf("<", i);
    const text = xml.slice(i, lt === -1 ? xml.length : lt);
    if (/[<>]/.test(text) || /&(?!(amp|lt|gt|quot|apos|#\d+);)/.test(text))
      problems.push(`stray markup in text near ${i}`);
    if (lt === -1) break;
    tagRe.lastIndex = lt;
    const m = tagRe.exec(xml);
    if (!m) {
      problems.push(`malformed tag at ${lt}: ${xml.slice(lt, lt + 40)}`);
      break;
    }
    const [whole, closing, name, attrText, selfClosing] = m;
    if (closing) {
      const open = stack.pop();
      if (open !== name) problems.push(`</${name}> closes <${open ?? "nothing"}>`);
    } else {
      const names = [...(attrText ?? "").matchAll(/([\w:-]+)=/g)].map((a) => a[1]);
      if (new Set(names).size !== names.length) problems.push(`duplicate attribute in <${name}>`);
      if (stack.length === 0) roots++;
      if (!selfClosing) stack.push(name ?? "");
    }
    i = lt + whole.length;
  }
  if (stack.length) problems.push(`unclosed: ${stack.join(" > ")}`);
  if (roots !== 1) problems.push(`expected one root element, found ${roots}`);
  return problems;
}

describe("the illustration catalog", () => {
  it("lists exactly the pictures the site needs, each at its size", () => {
    const want = Object.entries(expectedSizes)
      .flatMap(([size, ids]) => ids.map((id) => `${id}@${size}`))
      .sort();
    const have = catalog.map((s) => `${s.id}@${s.width}x${s.height}`).sort();
    expect(have).toEqual(want);
  });

  it("has unique, file-safe ids and a short title for each picture", () => {
    const ids = catalog.map((s) => s.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const s of catalog) {
      expect(s.id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(s.title.length).toBeGreaterThan(10);
      expect(s.title.length).toBeLessThan(160);
    }
  });

  // content/images belongs to the agency: staff may delete a drawing no entry uses, or upload an SVG
  // of their own, and the suite must still pass. What content names is checked by the build
  // (scripts/pipeline/content-checks.ts); here, that no committed drawing lags behind its code.
  it("keeps every drawing in content/images in step with the catalog (none stale)", () => {
    const files = new Set(readdirSync(imagesDir).filter((f) => f.endsWith(".svg")));
    const drawn = catalog.filter((s) => files.has(`${s.id}.svg`));
    expect(drawn.length, "drawings of the catalog in content/images").toBeGreaterThan(0);
    for (const s of drawn) {
      expect(readFileSync(join(imagesDir, `${s.id}.svg`), "utf8"), `${s.id} is stale: run npm run art`).toBe(
        s.render(),
      );
    }
  });
});

/**
 * What one picture must be: a well-formed standalone SVG whose viewBox matches its size, with no
 * words and no reference outside itself, unique ids prefixed with its own, every reference
 * resolved, under its byte budget, and the same on every render. Each problem names the picture.
 */
function pictureProblems(s: (typeof catalog)[number]): string[] {
  const svg = s.render();
  const problems = xmlProblems(svg).map((problem) => `not well-formed: ${problem}`);
  if (!svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg" ')) problems.push("not a standalone SVG");
  if (!svg.includes(`viewBox="0 0 ${s.width} ${s.height}"`) || !svg.includes(`width="${s.width}" height="${s.height}"`))
    problems.push(`not sized ${s.width} x ${s.height}`);
  const body = svg.replace('xmlns="http://www.w3.org/2000/svg"', "");
  if (/http/i.test(body) || /xlink:|data:|@import/i.test(body)) problems.push("refers outside itself");
  if (/<(image|script|text|foreignObject|style)\b/i.test(body))
    problems.push("carries words, a script, a style or an image");
  for (const m of body.matchAll(/href="([^"]*)"/g)) if (!m[1]?.startsWith("#")) problems.push(`links to ${m[1]}`);
  const ids = [...svg.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1] ?? "");
  if (new Set(ids).size !== ids.length) problems.push("repeats an id");
  for (const id of ids) if (!id.startsWith(`${s.id}-`)) problems.push(`id ${id} lacks the prefix ${s.id}-`);
  for (const m of svg.matchAll(/url\(#([^)]+)\)|href="#([^"]+)"/g)) {
    const reference = m[1] ?? m[2] ?? "";
    if (!ids.includes(reference)) problems.push(`refers to a missing #${reference}`);
  }
  if (Buffer.byteLength(svg) > budget(s.id)) problems.push(`${Buffer.byteLength(svg)} bytes, over ${budget(s.id)}`);
  if (s.render() !== svg) problems.push("renders differently each time");
  return problems.map((problem) => `${s.id}: ${problem}`);
}

describe("every picture of the catalog", () => {
  it("is a well-formed, self-contained SVG of its size, with its own ids, under its budget, the same on every render", () => {
    expect(catalog.flatMap(pictureProblems)).toEqual([]);
  });
});
