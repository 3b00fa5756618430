/**
 * Words of the maps and of the month-by-month table. The maps and the table are rendered to markup
 * when the site builds (app/components/destinations/destination-markup.server.tsx); only the overview's map
 * section heading (`regionMapCopy`) is part of a page's own components.
 */
import { officeCities, site } from "~/data/site";
import { destinationNames } from "./destinations";

const numberWords = [
  "No",
  "One",
  "Two",
  "Three",
  "Four",
  "Five",
  "Six",
  "Seven",
  "Eight",
  "Nine",
  "Ten",
  "Eleven",
  "Twelve",
];
const count = (n: number, one: string, many: string) => `${numberWords[n] ?? n} ${n === 1 ? one : many}`;

/** The overview page's map section, counted and named from the destinations and the offices. */
export const regionMapCopy = {
  eyebrow: "Where we are",
  heading: `${count(destinationNames.length, "Country", "Countries")}, ${count(site.offices.length, "Office", "Offices")}`,
  lead: `Our own teams in ${officeCities} plan and look after every journey. Choose a country to open its guide.`,
};

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
    title: `Map of South and East Asia with Vietnam, South Korea and Sri Lanka highlighted and the ${count(site.offices.length, "office", "offices").toLowerCase()} of ${site.brandName} marked`,
    listHeading: "On this map",
    destinationsHeading: "Destinations",
    officesHeading: "Our offices",
  },
  legend: {
    attraction: "Place in this guide",
    capital: "Capital",
    office: `${site.brandName} office`,
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
