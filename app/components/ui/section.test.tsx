// @vitest-environment jsdom
import { render, screen, within } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { Section } from "./section";

describe("a page section", () => {
  it("is a region named by its heading, with its content after the heading block", () => {
    render(
      <Section id="team" heading={{ eyebrow: "Our people", title: "Meet the team", lead: "Three offices." }}>
        <p>The cards</p>
      </Section>,
    );
    const section = screen.getByRole("region", { name: "Meet the team" });
    expect(within(section).getByRole("heading", { level: 2 })).toHaveAttribute("id", "team");
    expect(within(section).getByText("The cards")).toBeInTheDocument();
  });

  it("sets its link on the heading's line, before the content", () => {
    const Stub = createRoutesStub([
      {
        path: "/",
        Component: () => (
          <Section id="services" heading={{ title: "What we do" }} link={{ label: "All services", href: "/services" }}>
            <p>The cards</p>
          </Section>
        ),
      },
    ]);
    render(<Stub />);
    const link = screen.getByRole("link", { name: "All services" });
    expect(link).toHaveAttribute("href", "/services");
    const row = link.parentElement;
    expect(row).toContainElement(screen.getByRole("heading", { name: "What we do" }));
    expect(row).not.toContainElement(screen.getByText("The cards"));
  });
});
