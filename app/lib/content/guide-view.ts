import { slugify } from "#app/utils/slug.ts";
import type { Destination, DestinationGuide, GuideView } from "./destination-schema";
import { bestTimes } from "./month-table";

/** A guide's overview card (also the top of its page): the route data of /destinations, and the preview's. */
export function destinationCard(guide: DestinationGuide): Destination {
  const { name, tagline, image, imageAlt, summary, highlights, rating, travelers } = guide;
  return { name, slug: slugify(name), tagline, image, imageAlt, summary, highlights, rating, travelers };
}

/**
 * What a guide's page reads of its content: the route data of /destinations/<slug>, and what the
 * content manager's preview shows. The best times are read from the month table here, once.
 */
export function guideView(guide: DestinationGuide): GuideView {
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
