// @vitest-environment jsdom
import { render, screen, within } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { chatLink, chatWords, mailLink } from "#app/lib/links.ts";
import { CtaBand, type CtaBandLook } from "./cta-band";

const chat = "https://chat.example/send?text=Hi";

function renderBand(look?: CtaBandLook, more?: { lead: string; label: string; to: string }) {
  const actions = [
    { label: "Write to us", to: "/contact" },
    { label: "Chat now", href: chat, variant: "light" },
  ] as const;
  const Stub = createRoutesStub([
    {
      path: "/",
      Component: () => (
        <CtaBand id="band" heading="Ready to go?" text="Tell us where." actions={actions} look={look} more={more} />
      ),
    },
  ]);
  render(<Stub />);
}

describe("a call-to-action band", () => {
  it("is a region named by its heading, with its line and its buttons in order", () => {
    renderBand();
    const band = screen.getByRole("region", { name: "Ready to go?" });
    expect(within(band).getByText("Tell us where.")).toBeInTheDocument();
    expect(
      within(band)
        .getAllByRole("link")
        .map((link) => link.textContent),
    ).toEqual(["Write to us", "Chat now"]);
  });

  it("keeps a 'to' action in the site and opens an 'href' action in a new tab, whatever its look", () => {
    renderBand("plain");
    const inside = screen.getByRole("link", { name: "Write to us" });
    expect(inside).toHaveAttribute("href", "/contact");
    expect(inside).not.toHaveAttribute("target");
    const outside = screen.getByRole("link", { name: "Chat now" });
    expect(outside).toHaveAttribute("href", chat);
    expect(outside).toHaveAttribute("target", "_blank");
    expect(outside).toHaveAttribute("rel", "noopener noreferrer");
  });

  it("adds a quieter way on under its buttons, a line with a link inside the site, when given one", () => {
    renderBand("saffron", { lead: "Know what you want?", label: "Plan it yourself", to: "/plan" });
    const band = screen.getByRole("region", { name: "Ready to go?" });
    expect(within(band).getByText(/Know what you want\?/)).toBeInTheDocument();
    const link = within(band).getByRole("link", { name: "Plan it yourself" });
    expect(link).toHaveAttribute("href", "/plan");
    expect(link).not.toHaveAttribute("target");
  });

  it("names a button to the chat app as one, and offers an e-mail under the buttons for a device without it", () => {
    const Stub = createRoutesStub([
      {
        path: "/",
        Component: () => (
          <CtaBand
            id="band"
            heading="Ready to go?"
            text="Tell us where."
            actions={[{ label: "Plan", href: chatLink("Hi") }]}
          />
        ),
      },
    ]);
    render(<Stub />);
    const band = screen.getByRole("region", { name: "Ready to go?" });
    expect(
      within(band).getByRole("link", {
        name: (name) => name.replace(/ /g, "") === `Plan${chatWords.opensTab}`.replace(/ /g, ""),
      }),
    ).toHaveAttribute("href", chatLink("Hi"));
    expect(within(band).getByRole("link", { name: chatWords.mail })).toHaveAttribute("href", mailLink());
  });

  it("offers no e-mail when no button opens the chat app", () => {
    renderBand();
    expect(screen.queryByRole("link", { name: chatWords.mail })).not.toBeInTheDocument();
  });
});
