/**
 * Words of the maps and the month-by-month table, drawn at build time (app/fragments); only
 * `regionMapCopy` is part of a page's own components.
 */
import { officeCities, site } from "#app/data/site.ts";
import { joinList } from "#app/utils/list.ts";
import { destinationCountries } from "./destinations";

const numberWords = "No One Two Three Four Five Six Seven Eight Nine Ten Eleven Twelve".split(" ");
const count = (n: number, one: string, many: string) => `${numberWords[n] ?? n} ${n === 1 ? one : many}`;

/** The overview page's map section, counted and named from the destinations and the offices. */
export const regionMapCopy = {
  eyebrow: "Where we are",
  heading: "Our Countries and Offices",
  lead: `Our own teams in ${officeCities} plan and look after every journey. Choose a country to open its guide.`,
};

export const mapCopy = {
  guide: {
    title: (name: string, places: number, offices: number) =>
      `Map of ${name} with the ${count(places, "place", "places").toLowerCase()} of this guide, the capital${offices > 0 ? ` and our ${offices === 1 ? "office" : "offices"}` : ""}`,
    listHeading: "Places by region",
    capitalAndOfficesHeading: (offices: number) =>
      offices === 0 ? "Capital" : offices === 1 ? "Capital and office" : "Capital and offices",
    capital: (country: string) => `capital of ${country}`,
    office: "our office",
    scaleNote: "Scale true at the middle of the map.",
  },
  overview: {
    title: `Map of Asia with ${joinList(destinationCountries)} highlighted and the ${count(site.offices.length, "office", "offices").toLowerCase()} of ${site.brandName} marked`,
    listHeading: "On this map",
    destinationsHeading: "Destinations",
    officesHeading: "Our offices",
  },
  trip: {
    title: (trip: string, country: string, stops: number) =>
      `Map of ${country} with the route of ${trip}: ${count(stops, "overnight stop", "overnight stops").toLowerCase()}, joined in order`,
    listHeading: "Where you sleep, in order",
    groupHeading: "Overnight stops",
    nights: (first: number, nights: number) =>
      nights === 1 ? `1 night, day ${first}` : `${nights} nights, from day ${first}`,
  },
  legend: {
    stop: "Overnight stop, on the route in order",
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
