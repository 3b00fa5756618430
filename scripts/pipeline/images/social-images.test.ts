import { mkdtemp, mkdir, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cardOverlay, decodeEntities, makeSocialImages, readPrerenderedPage, wrapTitle } from "./social-images";

// The brand and host are arguments: any will do.
const brandName = "Lotus Trails";
const host = "lotustrails.example";

describe("preview card text", () => {
  it("wraps a long title into at most three lines, with an ellipsis when cut", () => {
    expect(wrapTitle("Street Food Chronicles, from Hanoi's Pho Stalls to Colombo's Kottu")).toEqual([
      "Street Food Chronicles,",
      "from Hanoi's Pho Stalls",
      "to Colombo's Kottu",
    ]);
    const cut = wrapTitle(
      "one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen",
      12,
      3,
    );
    expect(cut).toHaveLength(3);
    expect(cut[2]).toMatch(/…$/);
  });

  it("escapes the title for SVG", () => {
    expect(cardOverlay("Cruises & <Yachts>", brandName, host)).toContain("Cruises &amp; &lt;Yachts&gt;");
  });
});

describe("reading a prerendered page", () => {
  it("takes the title without the brand and the preloaded main picture", () => {
    const html = `<title>Ha Long Junks | ${brandName}</title><meta property="og:title" content="Ha Long Junks &amp; Jeju | ${brandName}"/><link rel="preload" href="/assets/img/hero-vietnam-abc.svg" as="image" fetchPriority="high"/>`;
    expect(readPrerenderedPage("/blog/ocean-odyssey", html, brandName)).toEqual({
      path: "/blog/ocean-odyssey",
      title: "Ha Long Junks & Jeju",
      picture: "/assets/img/hero-vietnam-abc.svg",
      indexable: true,
    });
    expect(readPrerenderedPage("/", `<title>${brandName} | Your gateway</title>`, brandName).title).toBe(
      "Your gateway",
    );
    expect(decodeEntities("It&#x27;s &quot;here&quot;")).toBe('It\'s "here"');
  });

  it("takes the day the page last changed from its structured data, for the sitemap", () => {
    const html = `<title>Sapa | ${brandName}</title><script type="application/ld+json">{"@type":"BlogPosting","datePublished":"2024-09-05","dateModified":"2025-08-01"}</script>`;
    expect(readPrerenderedPage("/blog/sapa", html, brandName).lastModified).toBe("2025-08-01");
    expect(
      readPrerenderedPage("/about", `<title>About | ${brandName}</title>`, brandName).lastModified,
    ).toBeUndefined();
  });
});

describe("making the preview pictures", () => {
  let directory: string;
  beforeAll(async () => {
    directory = await mkdtemp(path.join(tmpdir(), "social-"));
    await mkdir(path.join(directory, "assets/img"), { recursive: true });
    await writeFile(
      path.join(directory, "assets/img/scene.svg"),
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1600 1000"><rect width="1600" height="1000" fill="#e0931f"/><circle cx="800" cy="500" r="200" fill="#0f4c5c"/></svg>',
    );
  });
  afterAll(async () => {
    await rm(directory, { recursive: true, force: true });
  });

  it("writes a 1200 x 630 JPEG per page, under 150 kB, with or without a picture", async () => {
    const written = await makeSocialImages(
      directory,
      [
        {
          path: "/",
          title: "Your gateway to extraordinary journeys",
          picture: "/assets/img/scene.svg",
          indexable: true,
        },
        { path: "/terms", title: "Terms and Conditions", indexable: true },
      ],
      { brandName, host },
    );
    expect(written.map((file) => path.relative(directory, file))).toEqual(["social/home.jpg", "social/terms.jpg"]);
    for (const file of written) {
      const metadata = await sharp(file).metadata();
      expect(metadata.format).toBe("jpeg");
      expect([metadata.width, metadata.height]).toEqual([1200, 630]);
      expect(metadata.size ?? 0).toBeLessThan(150 * 1024);
    }
  });
});
