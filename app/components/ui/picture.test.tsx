// @vitest-environment jsdom
import { render } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { ImageId } from "#app/generated/images.ts";
import { Picture } from "./picture";

// A fixed manifest: one illustration (SVG) and one photograph (responsive AVIF/WebP + JPEG).
vi.mock("#app/generated/images.ts", () => ({
  images: {
    drawing: { width: 800, height: 600, src: "/assets/img/drawing-abc.svg", sources: [] },
    photo: {
      width: 1200,
      height: 800,
      src: "/assets/img/photo-1200-abc.jpg",
      sources: [
        { type: "image/avif", srcSet: "/assets/img/photo-480-abc.avif 480w, /assets/img/photo-1200-abc.avif 1200w" },
        { type: "image/webp", srcSet: "/assets/img/photo-480-abc.webp 480w, /assets/img/photo-1200-abc.webp 1200w" },
      ],
    },
  },
}));

// The built SVG files, as prerendering reads them.
vi.mock("#app/lib/inline-svg.ts", () => ({
  inlineSvgMarkup: (src: string) =>
    src === "/assets/img/drawing-abc.svg"
      ? '<svg viewBox="0 0 800 600"><rect width="800" height="600"/></svg>'
      : undefined,
}));

const drawing = "drawing" as ImageId;
const photo = "photo" as ImageId;

describe("the Picture component", () => {
  it("draws an <img> with the picture's width, height and alt text", () => {
    const { getByRole } = render(<Picture image={drawing} alt="Limestone karsts at dusk" />);
    const img = getByRole("img", { name: "Limestone karsts at dusk" });
    expect(img).toHaveAttribute("width", "800");
    expect(img).toHaveAttribute("height", "600");
    expect(img).toHaveAttribute("src", "/assets/img/drawing-abc.svg");
  });

  it("serves an SVG as itself, without a <picture> wrapper", () => {
    const { container } = render(<Picture image={drawing} alt="A" />);
    expect(container.querySelector("picture")).toBeNull();
  });

  it("offers a photograph as AVIF and WebP at several widths, with a JPEG fallback", () => {
    const { container } = render(
      <Picture image={photo} alt="Galle Fort at sunset" sizes="(min-width: 1024px) 50vw, 100vw" />,
    );
    const sources = [...container.querySelectorAll("picture source")];
    expect(sources.map((source) => source.getAttribute("type"))).toEqual(["image/avif", "image/webp"]);
    expect(sources[0]).toHaveAttribute("sizes", "(min-width: 1024px) 50vw, 100vw");
    expect(container.querySelector("img")).toHaveAttribute("src", "/assets/img/photo-1200-abc.jpg");
  });

  it("loads lazily unless it is the page's main picture", () => {
    const { container } = render(<Picture image={drawing} alt="A" />);
    expect(container.querySelector("img")).toHaveAttribute("loading", "lazy");
    const main = render(<Picture image={drawing} alt="B" priority />);
    const img = main.container.querySelector("img");
    expect(img).toHaveAttribute("loading", "eager");
    expect(img).toHaveAttribute("fetchpriority", "high");
  });

  it("preloads the main picture from the document head when it is an <img>", () => {
    const html = renderToString(
      <html lang="en">
        <head />
        <body>
          <Picture image={drawing} alt="Main" priority />
        </body>
      </html>,
    );
    expect(html).toMatch(
      /<link rel="preload" href="\/assets\/img\/drawing-abc\.svg" as="image" fetchPriority="high"\/>/,
    );
  });

  describe("a picture in the first screen of wider screens only", () => {
    afterEach(() => vi.unstubAllEnvs());

    function prerender(image: ImageId) {
      vi.stubEnv("SSR", true);
      return renderToString(
        <html lang="en">
          <head />
          <body>
            <Picture image={image} alt="The second card" firstScreenOn="(min-width: 48rem)" />
          </body>
        </html>,
      );
    }

    it("is a file loaded lazily, not drawn inside the page, so a phone's first paint carries none of it", () => {
      const html = prerender(drawing);
      expect(html).not.toContain("data-inline-picture");
      expect(html).toMatch(/<img [^>]*src="\/assets\/img\/drawing-abc\.svg"[^>]*loading="lazy"/);
    });

    it("is preloaded from the head for those screens alone, without raising its priority", () => {
      expect(prerender(drawing)).toMatch(
        /<head><link rel="preload" href="\/assets\/img\/drawing-abc\.svg" as="image" media="\(min-width: 48rem\)"\/>/,
      );
      const photograph = prerender(photo);
      expect(photograph).toMatch(
        /<link rel="preload" as="image" type="image\/avif" imageSrcSet="[^"]*photo-480-abc\.avif 480w[^>]* media="\(min-width: 48rem\)"\/>/,
      );
      expect(photograph).not.toContain("fetchPriority");
    });
  });

  describe("a main illustration", () => {
    afterEach(() => {
      vi.unstubAllEnvs();
      document.body.replaceChildren();
    });

    it("is drawn inside the prerendered page, with its alt text, and nothing is preloaded", () => {
      vi.stubEnv("SSR", true);
      const html = renderToString(
        <html lang="en">
          <head />
          <body>
            <Picture image={drawing} alt="Limestone karsts at dusk" priority className="h-full" />
          </body>
        </html>,
      );
      expect(html).toContain(
        '<div data-inline-picture="/assets/img/drawing-abc.svg" role="img" aria-label="Limestone karsts at dusk" class="h-full [&amp;&gt;svg]:block"><svg viewBox="0 0 800 600">',
      );
      expect(html).not.toContain("<img");
      expect(html).not.toContain('rel="preload"');
    });

    it("keeps the drawing the page already has when it hydrates", () => {
      const prerendered = document.createElement("div");
      prerendered.dataset.inlinePicture = "/assets/img/drawing-abc.svg";
      prerendered.innerHTML = '<svg viewBox="0 0 800 600"><rect width="800" height="600"></rect></svg>';
      document.body.append(prerendered);
      const { getByRole } = render(<Picture image={drawing} alt="Main" priority />);
      expect(getByRole("img", { name: "Main" }).innerHTML).toBe(prerendered.innerHTML);
    });

    it("is an <img> on a page reached by a client-side navigation, which has no drawing to keep", () => {
      const { getByRole } = render(<Picture image={drawing} alt="Main" priority />);
      expect(getByRole("img", { name: "Main" })).toHaveAttribute("src", "/assets/img/drawing-abc.svg");
    });
  });

  it("logs only a warning when the main picture fails to load", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const { container } = render(<Picture image={drawing} alt="Main" priority />);
    container.querySelector("img")?.dispatchEvent(new Event("error"));
    expect(warn).toHaveBeenCalledWith(expect.stringContaining("drawing-abc.svg"));
  });

  it("logs one warning, too, when a picture loaded lazily fails (a later slide of the carousel)", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const { container } = render(<Picture image={drawing} alt="A later slide" />);
    const img = container.querySelector("img");
    expect(img).toHaveAttribute("loading", "lazy");
    img?.dispatchEvent(new Event("error"));
    img?.dispatchEvent(new Event("error"));
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining("drawing-abc.svg"));
  });

  it("marks a decorative picture with empty alt text", () => {
    const { container } = render(<Picture image={drawing} decorative />);
    expect(container.querySelector("img")).toHaveAttribute("alt", "");
  });
});

// Checked by the typecheck, not at run time: an unused @ts-expect-error fails `tsc`.
// @ts-expect-error: a picture without alt text or `decorative` does not compile.
void (<Picture image={drawing} />);
