// @vitest-environment jsdom
import { render } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { images, type ImageId } from "~/data/images.generated";
import { Picture } from "./picture";

const anyImage = Object.keys(images)[0] as ImageId;

describe("the Picture component", () => {
  it("draws an <img> with the picture's width, height and alt text", () => {
    const { getByRole } = render(<Picture image={anyImage} alt="Limestone karsts at dusk" />);
    const img = getByRole("img", { name: "Limestone karsts at dusk" });
    expect(img).toHaveAttribute("width", String(images[anyImage].width));
    expect(img).toHaveAttribute("height", String(images[anyImage].height));
    expect(img).toHaveAttribute("src", images[anyImage].src);
  });

  it("loads lazily unless it is the page's main picture", () => {
    const { container } = render(<Picture image={anyImage} alt="A" />);
    expect(container.querySelector("img")).toHaveAttribute("loading", "lazy");
    const main = render(<Picture image={anyImage} alt="B" priority />);
    const img = main.container.querySelector("img");
    expect(img).toHaveAttribute("loading", "eager");
    expect(img).toHaveAttribute("fetchpriority", "high");
  });

  it("preloads the main picture from the document head when prerendered", () => {
    const html = renderToString(
      <html>
        <head />
        <body>
          <Picture image={anyImage} alt="Main" priority />
        </body>
      </html>,
    );
    expect(html).toMatch(new RegExp(`<link rel="preload" href="${images[anyImage].src}" as="image" fetchPriority="high"/>`));
  });

  it("marks a decorative picture with empty alt text", () => {
    const { container } = render(<Picture image={anyImage} decorative />);
    expect(container.querySelector("img")).toHaveAttribute("alt", "");
  });

  it("requires alt text from the type system", () => {
    // @ts-expect-error: a picture without alt text or `decorative` does not compile.
    const element = <Picture image={anyImage} />;
    expect(element).toBeTruthy();
  });
});
