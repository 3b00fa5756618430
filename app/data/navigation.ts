import { paths } from "#app/utils/paths.ts";

/** The header's links, labels in capitals as the specification writes them. */
export const headerNavigation = [
  { label: "HOME", href: paths.home },
  { label: "ABOUT US", href: paths.about },
  { label: "BLOG", href: paths.blog },
  { label: "DESTINATIONS", href: paths.destinations },
  { label: "SERVICES", href: paths.services },
  { label: "CONTACT", href: paths.contact },
];

/**
 * The sample trips and the composer, one step from every page: beside the header's list and the
 * footer's, not in them, since the specification pins both (docs/decisions/171).
 */
export const tripShortcuts = [
  { label: "Trip ideas", href: paths.trips },
  { label: "Plan a trip", href: paths.plan },
];

/** The footer's links, in the specification's order. */
export const footerNavigation = [
  { label: "Home", href: paths.home },
  { label: "About Us", href: paths.about },
  { label: "Destinations", href: paths.destinations },
  { label: "Services", href: paths.services },
  { label: "Blog", href: paths.blog },
  { label: "Contact", href: paths.contact },
  { label: "Privacy Policy", href: paths.privacy },
  { label: "Terms & Conditions", href: paths.terms },
];

/** The sections pages belong to, by their first path segment: the footer's, and the trip ideas. */
export const pageSections = [...footerNavigation, { label: "Trip Ideas", href: paths.trips }];

/**
 * The way to the trip composer under closing bands' own buttons; in a module every page loads, so
 * that no page fetches these words in a chunk of their own.
 */
export const planLink = {
  lead: "Know roughly what you want?",
  label: "Plan your trip in two minutes",
  to: paths.plan,
} as const;

/** The way to the sample trips that the home, overview, article and contact pages offer. */
export const tripsLink = {
  lead: "Want to see what a trip with us looks like?",
  label: "See our sample trips",
  to: paths.trips,
} as const;

/** Pages the head asks the browser to fetch ahead of time (specification: page head). */
export const prefetchedPages: readonly string[] = [paths.destinations, paths.services, paths.contact, paths.about];

/** The footer's list of every page: where the phone menu leads before the page's script runs. */
export const footerNavigationId = "footer-navigation";
