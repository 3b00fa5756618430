// @vitest-environment jsdom
import { render, screen, within } from "@testing-library/react";
import type { ReactElement } from "react";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { CtaBand } from "./cta-band";

function renderBand(band: ReactElement) {
  const Stub = createRoutesStub([{ path: "/", Component: () => band }]);
  render(<Stub />);
}

describe("a call-to-action band", () => {
  it("is a region named by its heading, with its line and its buttons in order", () => {
    renderBand(
      <CtaBand
        id="band"
        heading="Ready to go?"
        text="Tell us where."
        actions={[
          { label: "Write to us", to: "/contact" },
          { label: "Chat now", href: "https://chat.example/send?text=Hi", variant: "light" },
        ]}
      />,
    );
    const band = screen.getByRole("region", { name: "Ready to go?" });
    expect(within(band).getByText("Tell us where.")).toBeInTheDocument();
    expect(within(band).getAllByRole("link").map((link) => link.textContent)).toEqual(["Write to us", "Chat now"]);
  });

  it("keeps a 'to' action in the site and opens an 'href' action in a new tab", () => {
    renderBand(
      <CtaBand
        id="band"
        heading="Ready to go?"
        text="Tell us where."
        actions={[
          { label: "Write to us", to: "/contact" },
          { label: "Chat now", href: "https://chat.example/send?text=Hi" },
        ]}
        look="plain"
      />,
    );
    const inside = screen.getByRole("link", { name: "Write to us" });
    expect(inside).toHaveAttribute("href", "/contact");
    expect(inside).not.toHaveAttribute("target");
    const outside = screen.getByRole("link", { name: "Chat now" });
    expect(outside).toHaveAttribute("href", "https://chat.example/send?text=Hi");
    expect(outside).toHaveAttribute("target", "_blank");
    expect(outside).toHaveAttribute("rel", "noopener noreferrer");
  });
});
