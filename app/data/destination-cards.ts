import type { ImageId } from "~/generated/images";
import { slugify } from "~/utils/slug";
import { destinationTaglines, type DestinationName } from "./destinations";

/**
 * The overview cards of the destinations: a module of its own, so that only the pages that show
 * the cards (the overview, the guides) download them, not every page that needs a destination's name.
 */

/** A destination as the overview card shows it (specification, section 3). */
export interface Destination {
  name: DestinationName;
  slug: string;
  tagline: string;
  /** Card picture, also the hero of the guide. */
  image: ImageId;
  imageAlt: string;
  description: string;
  highlights: readonly [string, string, string, string];
  /** Average rating out of 5. */
  rating: number;
  /** Display text such as "8K+". */
  travelers: string;
}

function destination(name: DestinationName, card: Omit<Destination, "name" | "slug" | "tagline">): Destination {
  return { name, slug: slugify(name), tagline: destinationTaglines[name], ...card };
}

/** The three overview cards; ratings and traveler counts as the specification gives them. */
export const destinations: readonly Destination[] = [
  destination("Vietnam", {
    image: "destination-vietnam",
    imageAlt:
      "Illustration of a river winding between karst peaks and rice paddies in northern Vietnam, with a rower in a conical hat",
    description:
      "Limestone karsts rising out of Ha Long Bay, lantern-lit lanes in Hoi An, terraced valleys around Sapa and the floating markets of the Mekong, with a bowl of pho never far away.",
    highlights: ["Ha Long Bay cruises", "Hoi An Ancient Town", "Sapa rice terraces", "Street food"],
    rating: 4.6,
    travelers: "8K+",
  }),
  destination("South Korea", {
    image: "destination-south-korea",
    imageAlt:
      "Illustration of a Korean pavilion above a still lake among layered misty mountains, framed by cherry blossom",
    description:
      "Joseon palaces a subway ride from glass towers, hanok lanes in Seoul, the volcanic coast of Jeju and the Silla temples of Gyeongju, with K-culture and market food at every turn.",
    highlights: ["Seoul palaces", "K-culture", "Jeju Island", "Temple stays"],
    rating: 4.8,
    travelers: "12K+",
  }),
  destination("Sri Lanka", {
    image: "destination-sri-lanka",
    imageAlt: "Illustration of tea pickers on the green hills of Sri Lanka's hill country below a white dagoba",
    description:
      "Sigiriya's rock fortress, the Temple of the Tooth in Kandy, the hill-country train to Ella, leopards in Yala and the ramparts of Galle, on an island small enough to see in two weeks.",
    highlights: ["Ancient cities", "Tea country", "Wildlife safaris", "Golden beaches"],
    rating: 4.7,
    travelers: "6K+",
  }),
];

/** The overview card of a destination. */
export function destinationCard(name: DestinationName): Destination {
  const card = destinations.find((candidate) => candidate.name === name);
  if (!card) throw new Error(`No destination card for ${name}`);
  return card;
}
