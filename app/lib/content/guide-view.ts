import { slugify } from "#app/utils/slug.ts";
import type { Destination, DestinationGuide } from "./destination-schema";
import { bestTimes } from "./month-table";

export function destinationCard(guide: DestinationGuide): Destination {
  const { name, tagline, image, imageAlt, summary, highlights, rating, travelers } = guide;
  return { name, slug: slugify(name), tagline, image, imageAlt, summary, highlights, rating, travelers };
}

/** A guide page's route data, and the content manager's preview's. */
export function guideView(guide: DestinationGuide) {
  return {
    description: guide.description,
    intro: guide.intro,
    stats: guide.stats,
    reasons: guide.reasons,
    attractions: guide.attractions.map(({ coordinates: _coordinates, region: _region, ...shown }) => shown),
    capital: guide.capital.name,
    bestTime: bestTimes(guide.tips.whenToGo),
    essentials: guide.tips.essentials,
  };
}
