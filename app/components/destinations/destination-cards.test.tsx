// @vitest-environment jsdom
import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { destinationsCopy } from "#app/data/destination-copy.ts";
import { attractionVisitMessage } from "#app/data/prefilled-messages/destinations.ts";
import { images, type ImageId } from "#app/generated/images.ts";
import type { Destination } from "#app/lib/content/destination-schema.ts";
import { startingWith } from "#tests/site-facts.ts";
import { AttractionCard } from "./destination-guide-view";
import { DestinationCard } from "./destination-card";

/** A card of a guide as the schema allows it (any picture of the library). */
const card: Destination = {
  name: "New Zealand",
  slug: "new-zealand",
  tagline: "Land of the Long White Cloud",
  image: Object.keys(images)[0] as ImageId,
  imageAlt: "A fixture picture for the card",
  summary: "Fjords, glaciers and volcanic plateaus, with a coast road that takes in most of them in a fortnight.",
  highlights: ["Fjords", "Glaciers", "Hot springs", "Coast road"],
  rating: 4.9,
  travelers: "950+",
};

describe("a destination card", () => {
  it("shows the rating, the four highlights, the travelers and an 'Explore' link to the guide", () => {
    render(<DestinationCard destination={card} />);
    expect(screen.getByRole("heading", { level: 2, name: "New Zealand" })).toBeInTheDocument();
    expect(screen.getByText("4.9", { exact: false })).toHaveTextContent("Rated 4.9 out of 5");
    expect(
      within(screen.getByRole("list", { name: "Highlights of New Zealand" })).getAllByRole("listitem"),
    ).toHaveLength(4);
    expect(screen.getByText("950+").parentElement).toHaveTextContent("950+ travelers");
    const explore = screen.getByRole("link", { name: "Explore New Zealand" });
    expect(explore).toHaveAttribute("href", "/destinations/new-zealand");
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
    const plan = screen.getByRole("link", {
      name: startingWith(`${destinationsCopy.guide.planVisit} to Adam's Peak (opens `),
    });
    expect(plan).toHaveAttribute("target", "_blank");
    expect(plan).toHaveAttribute("rel", "noopener noreferrer");
    expect(new URL(plan.getAttribute("href") ?? "").searchParams.get("text")).toBe(
      attractionVisitMessage("Adam's Peak", "Sri Lanka"),
    );
  });
});
