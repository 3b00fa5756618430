import type { ImageId } from "~/generated/images";
import { formatRupees } from "~/utils/money";
import { monthRanges } from "./month-table";
import type { Trip } from "./trip-schema";

/**
 * What the trips' pages read of a sample trip (content/trips/<slug>.yaml): its card on the index,
 * the guides and the composer, and its whole page. The coordinates of the stops stay out (the
 * route map is drawn when the site builds); the best months are read from the country guide's
 * month table once, at build time (trips.server.ts).
 */
export interface TripSummary {
  slug: string;
  title: string;
  destination: string;
  summary: string;
  image: ImageId;
  imageAlt: string;
  dayCount: number;
  /** The months (January as 0) rated best in every region the trip visits. */
  bestMonths: number[];
  /** Written when the site builds, so that no page's script carries the formatting: "Feb-Apr", "INR 1,45,000". */
  labels: { bestMonths: string; price: string };
}

export type TripDay = Trip["days"][number];

export interface TripView extends TripSummary {
  intro: string;
  pace: string;
  price: Trip["price"];
  days: TripDay[];
  /** The overnight stops' names, in the order of the nights. */
  stops: string[];
}

/** A trip's view from its parsed file, its slug and its best months (read from its guide at build time). */
export function tripViewOf(trip: Trip, slug: string, bestMonths: number[]): TripView {
  return {
    slug,
    title: trip.title,
    destination: trip.destination,
    summary: trip.summary,
    image: trip.image,
    imageAlt: trip.imageAlt,
    dayCount: trip.days.length,
    bestMonths,
    labels: { bestMonths: monthRanges(bestMonths), price: formatRupees(trip.price.from) },
    intro: trip.intro,
    pace: trip.pace,
    price: trip.price,
    days: trip.days,
    stops: trip.stops.map((stop) => stop.name),
  };
}

/** What a trip's card reads: the view without the plan. */
export function tripSummaryOf(view: TripView): TripSummary {
  const { slug, title, destination, summary, image, imageAlt, dayCount, bestMonths, labels } = view;
  return { slug, title, destination, summary, image, imageAlt, dayCount, bestMonths, labels };
}
