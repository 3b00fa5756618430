/**
 * Words of the maps and of the month-by-month table. Only the build uses them: both are rendered
 * to markup when the site builds (app/lib/content/destination-markup.server.ts), so this module
 * stays out of the browser bundle.
 */
export const mapCopy = {
  guide: {
    title: (name: string) => `Map of ${name} with the six places of this guide, the capital and our offices`,
    listHeading: "Places by region",
    capitalAndOfficesHeading: "Capital and offices",
    capital: (country: string) => `capital of ${country}`,
    office: "our office",
    scaleNote: "Scale true at the middle of the map.",
  },
  overview: {
    title: "Map of South and East Asia with Vietnam, South Korea and Sri Lanka highlighted and the four Saffron Route offices marked",
    listHeading: "On this map",
    destinationsHeading: "Destinations",
    officesHeading: "Our offices",
  },
  legend: {
    attraction: "Place in this guide",
    capital: "Capital",
    office: "Saffron Route office",
  },
} as const;

export const monthsCopy = {
  caption: (name: string) => `When to go in ${name}, month by month`,
  regionHeader: "Region",
  key: "Key",
  ratings: {
    best: "Best",
    shoulder: "Shoulder season",
    avoid: "Avoid",
  },
} as const;
