// @vitest-environment jsdom
import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { destinationCard } from "~/data/destination-cards";
import { AttractionCard } from "./attraction-card";
import { DestinationCard } from "./destination-card";

describe("a destination card", () => {
  it("shows the rating, the four highlights, the travelers and an 'Explore' link to the guide", () => {
    render(<DestinationCard destination={destinationCard("South Korea")} />);
    expect(screen.getByRole("heading", { level: 2, name: "South Korea" })).toBeInTheDocument();
    expect(screen.getByText("4.8", { exact: false })).toHaveTextContent("Rated 4.8 out of 5");
    expect(
      within(screen.getByRole("list", { name: "Highlights of South Korea" })).getAllByRole("listitem"),
    ).toHaveLength(4);
    expect(screen.getByText("12K+").parentElement).toHaveTextContent("12K+ travelers");
    const explore = screen.getByRole("link", { name: "Explore South Korea" });
    expect(explore).toHaveAttribute("href", "/destinations/south-korea");
    // A plain link (no target, no client-side routing): the browser loads the guide as a new page.
    expect(explore).not.toHaveAttribute("target");
    expect(explore).not.toHaveAttribute("data-discover");
  });
});

describe("an attraction card", () => {
  it("shows type, duration and location, and 'Plan Visit' opens a chat naming the attraction and the country", () => {
    render(
      <AttractionCard
        country="Sri Lanka"
        attraction={{
          name: "Adam's Peak",
          location: "Dalhousie, Central Highlands",
          description: "A pilgrims' mountain.",
          type: "Sacred Mountain",
          duration: "Full Day",
          image: "attraction-adams-peak",
          imageAlt: "Illustration of Adam's Peak at dawn",
        }}
      />,
    );
    expect(screen.getByRole("heading", { level: 3, name: "Adam's Peak" })).toBeInTheDocument();
    expect(screen.getByText("Sacred Mountain")).toHaveTextContent("Type: Sacred Mountain");
    expect(screen.getByText("Full Day")).toHaveTextContent("Suggested time: Full Day");
    expect(screen.getByRole("img", { name: "Illustration of Adam's Peak at dawn" })).toBeInTheDocument();
    const plan = screen.getByRole("link", { name: /^Plan Visit to Adam's Peak \(opens / });
    expect(plan).toHaveAttribute("target", "_blank");
    expect(plan).toHaveAttribute("rel", "noopener noreferrer");
    expect(new URL(plan.getAttribute("href") ?? "").searchParams.get("text")).toBe(
      "Hi! I'm planning a trip to Sri Lanka and would like to visit this place from your guide: Adam's Peak.",
    );
  });
});
