import { slugify } from "#app/utils/slug.ts";

/**
 * A guide that sample trips use cannot be deleted, nor its country changed: the build refuses a trip
 * whose country has no guide. Decap asks before a deletion with window.confirm and offers no hook,
 * so on a guide's page /admin answers that question itself: it names the trips and deletes nothing.
 */

export interface TripUse {
  file: string;
  title: string;
}

/** The trips that stop a guide's deletion, in words. */
export function guideInUse(country: string, trips: readonly TripUse[]): string | undefined {
  if (trips.length === 0) return undefined;
  const named = trips.map((trip) => `“${trip.title}” (${trip.file})`).join(", ");
  return `The ${country} guide cannot be deleted or renamed: ${trips.length === 1 ? "the sample trip" : "the sample trips"} ${named} ${trips.length === 1 ? "names" : "name"} ${country} as ${trips.length === 1 ? "its" : "their"} country. Give ${trips.length === 1 ? "it" : "them"} another country or delete ${trips.length === 1 ? "it" : "them"} first.`;
}

export function refuseDeletingGuidesInUse(
  deleteQuestions: readonly string[],
  tripsByCountry: Readonly<Record<string, readonly TripUse[]>>,
  win: Window = window,
): void {
  const ask = win.confirm.bind(win);
  win.confirm = (message?: string) => {
    const slug = /^#\/collections\/guides\/entries\/([^/?#]+)/.exec(win.location.hash)?.[1];
    if (!slug || !deleteQuestions.includes(message ?? "")) return ask(message);
    const country = Object.keys(tripsByCountry).find((name) => slugify(name) === slug);
    const refusal = country ? guideInUse(country, tripsByCountry[country] ?? []) : undefined;
    if (!refusal) return ask(message);
    win.alert(refusal);
    return false;
  };
}
