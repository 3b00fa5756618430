import { site } from "../../app/data/site";
import { literal } from "../site-facts";

/** The specification's route table: every public path and the h1 its page shows. */
export const publicPages: readonly { path: string; heading: RegExp }[] = [
  { path: "/", heading: new RegExp(literal(site.tagline)) },
  { path: "/about", heading: new RegExp(`^${literal(`About ${site.brandName}`)}$`) },
  { path: "/blog", heading: /Travel Blog/ },
  { path: "/blog/tropical-paradise", heading: /.+/ },
  { path: "/blog/cultural-journey", heading: /.+/ },
  { path: "/blog/mountain-luxury", heading: /.+/ },
  { path: "/blog/street-food-chronicles", heading: /.+/ },
  { path: "/blog/sustainable-luxury", heading: /.+/ },
  { path: "/blog/ocean-odyssey", heading: /.+/ },
  { path: "/blog/travel-tech-2024", heading: /.+/ },
  { path: "/destinations", heading: /Destinations/ },
  { path: "/destinations/vietnam", heading: /^Vietnam$/ },
  { path: "/destinations/south-korea", heading: /^South Korea$/ },
  { path: "/destinations/sri-lanka", heading: /^Sri Lanka$/ },
  { path: "/services", heading: /Our Services/ },
  { path: "/contact", heading: /^Contact Us$/ },
  { path: "/privacy", heading: /^Privacy Policy$/ },
  { path: "/terms", heading: /^Terms and Conditions$/ },
];

/** Paths that do not exist, including unknown slugs under real sections. */
export const unknownPaths = [
  "/no-such-page",
  "/blog/no-such-article",
  "/destinations/atlantis",
  "/about/team/unknown",
  "/404",
];
