import type { ImageId } from "~/data/images.generated";

export interface TeamMember {
  name: string;
  role: string;
  /** An illustrated portrait; without one the card shows the member's initials. */
  photo?: ImageId;
  description: string;
}

/** The leadership team (BRIEF.md). The portraits are illustrations, not photographs of anyone. */
export const team: readonly TeamMember[] = [
  {
    name: "Ananya Rao",
    role: "Chief Executive Officer",
    photo: "team-ananya-rao",
    description:
      "Ananya leads Saffron Route from the Mumbai head office and still plans a few journeys herself each year, most often to Sri Lanka's tea country. She built the agency around one rule: every traveler has one specialist, from first message to homecoming.",
  },
  {
    name: "Nuwan Perera",
    role: "Chief Operating Officer",
    photo: "team-nuwan-perera",
    description:
      "Nuwan runs operations from Colombo: the drivers, guides, hotels and partners behind every itinerary, and the support line that answers day and night. He keeps a plan B for every leg of a journey, down to the train from Kandy to Ella.",
  },
  {
    name: "Linh Tran",
    role: "Chief Technology Officer",
    photo: "team-linh-tran",
    description:
      "Linh leads the product and engineering team in Ho Chi Minh City that builds our AI trip planner and real-time booking tools. Her test for every feature: does it give our specialists more time to talk with travelers?",
  },
];

