// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { dueItems } from "#app/lib/content/content-due.ts";
import { ContentDuePanel } from "./content-due-panel";

describe("the content-to-check panel", () => {
  it("lists a trip whose price expired yesterday as expired, open at once", () => {
    const items = dueItems(
      [
        {
          title: "Hanoi and the Bay",
          file: "content/trips/hanoi.yaml",
          checked: "2026-10-01",
          validUntil: "2026-11-25",
        },
      ],
      "2026-11-26",
    );
    render(<ContentDuePanel items={items} />);
    expect(screen.getByRole("button", { name: "To check: 1 price has expired" })).toHaveAttribute(
      "aria-expanded",
      "true",
    );
    expect(screen.getByRole("listitem")).toHaveTextContent(/Hanoi and the Bay .*Price expired on 2026-11-25/);
  });

  it("shows nothing when nothing is due", () => {
    const { container } = render(<ContentDuePanel items={[]} />);
    expect(container).toBeEmptyDOMElement();
  });
});
