import { destinationCare, headOffice, officeCities, site } from "~/data/site";

export interface PageCopy {
  /** Title for the browser tab and search results (the brand is added). */
  title: string;
  description: string;
  /** The page's h1. */
  heading: string;
  eyebrow?: string;
  lead?: string;
  /** Search keywords, for pages that set their own (the contact page). */
  keywords?: readonly string[];
}

/** Titles, descriptions and headings of the site's fixed pages, in one place. */
export const pages = {
  home: {
    title: site.brandName,
    description: site.description,
    heading: site.tagline,
    eyebrow: "Asia, the Middle East and beyond",
    lead: "Custom itineraries planned with AI and refined by specialists who know the places we send you firsthand: luxury stays, adventure tours, cultural immersion and corporate travel, with 24/7 support on the road.",
  },
  about: {
    title: `About ${site.brandName}`,
    description: `Who we are: ${site.brandName} is a ${headOffice.city}-based travel agency and destination-management company with offices in ${officeCities}.`,
    heading: `About ${site.brandName}`,
    eyebrow: "Who we are",
    lead: "Travel specialists and technologists who plan journeys across Asia and the Middle East the way we would want to take them ourselves.",
  },
  blog: {
    title: "Travel Blog",
    description: `Stories, guides and practical advice from the ${site.brandName} team: luxury escapes, cultural journeys, street food, cruises, eco travel and travel tech.`,
    heading: "Travel Blog",
    eyebrow: "Stories from the road",
    lead: `Field notes from our specialists in ${officeCities}: where to go, when to go and what to eat when you get there.`,
  },
  destinations: {
    title: "Destinations",
    description: `Explore Vietnam, South Korea and Sri Lanka with ${site.brandName}: destination guides, highlights, attractions and the best time to visit.`,
    heading: "Explore Our Destinations",
    eyebrow: "Where we travel",
    lead: `Three countries we know street by street, looked after by ${destinationCare}.`,
  },
  services: {
    title: "Services",
    description: `AI-powered trip planning, premium accommodation, transportation, cruises and yachts, curated experiences, visas and passports: everything ${site.brandName} arranges for you.`,
    heading: "Our Services",
    eyebrow: "What we do",
    lead: "From the first idea to the flight home, we plan, book and look after every part of your journey.",
  },
  contact: {
    title: "Contact Us",
    description: `Plan your journey with ${site.brandName}: call, chat on WhatsApp, e-mail or send the form, and we reply within 24 hours. Offices in ${officeCities}.`,
    heading: "Contact Us",
    eyebrow: "Get in touch",
    lead: "Let's Plan Your Perfect Journey Together",
    keywords: [
      `contact ${site.brandName}`,
      "travel agency contact",
      "plan a trip",
      "travel inquiry",
      "custom itinerary",
      "Vietnam tours",
      "South Korea tours",
      "Sri Lanka tours",
      `travel agency ${headOffice.city}`,
    ],
  },
  offline: {
    title: "You're Offline",
    description: "This page is not saved on this device yet. Pages you have visited still open without a connection.",
    heading: "You're offline",
    lead: "This page isn't saved on this device yet. Pages you've already visited still open without a connection, and here is how to reach us:",
  },
  notFound: {
    title: "Page Not Found",
    description: "The page you're looking for doesn't exist.",
    heading: "404",
  },
} as const satisfies Record<string, PageCopy>;
