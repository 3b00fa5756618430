// @vitest-environment jsdom
import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Section } from "./section";

describe("a page section", () => {
  it("is a region named by its heading, with its content after the heading block", () => {
    render(
      <Section id="team" eyebrow="Our people" title="Meet the team" lead="Three offices.">
        <p>The cards</p>
      </Section>,
    );
    const section = screen.getByRole("region", { name: "Meet the team" });
    expect(within(section).getByRole("heading", { level: 2 })).toHaveAttribute("id", "team");
    expect(within(section).getByText("The cards")).toBeInTheDocument();
  });

  it("sets an action on the heading's line, before the content", () => {
    render(
      <Section id="services" title="What we do" action={<button type="button">All services</button>}>
        <p>The cards</p>
      </Section>,
    );
    const heading = screen.getByRole("heading", { name: "What we do" });
    const button = screen.getByRole("button", { name: "All services" });
    const row = button.parentElement;
    expect(row).toContainElement(heading);
    expect(row).not.toContainElement(screen.getByText("The cards"));
  });
});
