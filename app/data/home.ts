import { joinList } from "#app/utils/list.ts";
import { slugify } from "#app/utils/slug.ts";
import type { ImageId } from "#app/generated/images.ts";
import { destinationBySlug } from "#app/data/destinations.ts";
import { headOffice, officeCountries, site } from "#app/data/site.ts";
import { paths } from "#app/utils/paths.ts";
import { planLink, tripsLink } from "#app/data/navigation.ts";

/** Specification: the hero carousel moves on every 4 seconds and cross-fades over 1 second. */
export const carouselIntervalMs = 4000;

/** `alt` says what the picture shows; `tagline` is the one-line promise shown over it. */
function slide(name: string, image: ImageId, alt: string, tagline: string, description: string) {
  return { name, image, alt, tagline, description, href: paths.destination(slugify(name)) };
}

export type CarouselSlide = ReturnType<typeof slide>;

/**
 * The hero carousel, in the order it plays; the first slide's picture is the page's main image. A
 * slide whose country has no guide (deleted in the content manager) is left out.
 */
export const heroSlides = [
  slide(
    "Vietnam",
    "hero-vietnam",
    "A red-sailed junk sailing between the limestone karsts of Ha Long Bay at sunset",
    "Natural beauty and ancient charm",
    "Sleep aboard a junk among the karsts of Ha Long Bay, wander Hoi An's lantern-lit lanes after dark and walk the rice terraces of Sapa as the mist lifts.",
  ),
  slide(
    "South Korea",
    "hero-south-korea",
    "A two-tiered palace hall in Seoul with visitors in hanbok, the city skyline and Lotte World Tower behind",
    "K-culture meets ancient traditions",
    "Palace gates and hanok rooftops in Seoul by day, sizzling street-food stalls and K-pop neighborhoods by night, and a quiet temple stay in the mountains near Jeonju.",
  ),
  slide(
    "Sri Lanka",
    "hero-sri-lanka",
    "Stilt fishermen casting their lines off a palm-fringed Sri Lankan beach at sunset",
    "The pearl of the Indian Ocean",
    "Climb Sigiriya as the gates open, ride the hill-country train to Ella where the line runs and look for leopards in Yala before a sunset walk on the ramparts of Galle Fort.",
  ),
].filter((slide) => destinationBySlug(slugify(slide.name)) !== undefined);

/** The two buttons of every slide: to the country's guide, and a chat asking to plan a trip there. */
export const heroActions = {
  explore: (name: string) => `Explore ${name}`,
  planTrip: "Plan My Trip",
} as const;

/** "Colombo, Hanoi and Ho Chi Minh City": the offices beyond the head office, as a sentence. */
const localOfficeCities = joinList(site.offices.filter((office) => office !== headOffice).map((office) => office.city));

export const welcome = {
  eyebrow: `Welcome to ${site.brandName}`,
  title: "Journeys planned by people who know the road",
  paragraphs: [
    `We are a travel agency and destination-management company with our head office in ${headOffice.city} and local teams in ${localOfficeCities}. We plan trips across Asia and the Middle East for travelers who want more than a package: luxury stays, adventure, cultural immersion and corporate travel, each designed around the person taking it.`,
    "Our AI planner drafts your itinerary in minutes; our specialists make it right, with our teams and partners who know every route on the ground. Then we book it, and stay on call until you are home.",
  ],
  cards: [
    {
      icon: "map",
      title: "Services",
      description:
        "Custom itineraries, hand-picked hotels, flights and private transfers, cruises, visas and a concierge on call: one team arranges every part of your journey and looks after it while you travel.",
      cta: { label: "Explore our services", href: paths.services },
    },
    {
      icon: "briefcase",
      title: "Corporate Profile",
      description: `${site.legalName} pairs travel specialists with the engineers who build our planning and booking tools. Offices in ${officeCountries} serve leisure travelers, families and companies, from honeymoons to incentive trips for whole teams.`,
      cta: { label: "Read our story", href: paths.about },
    },
  ],
} as const;

/** The home page's way to the sample trips and the trip composer. */
export const tripsWayIn = {
  eyebrow: "Start your trip",
  title: "See a real plan, or sketch your own",
  paragraphs: [
    "Every sample trip is a day-by-day route our teams and partners drive and walk themselves, with an indicative price; take one as it is, tailor it, or answer a few questions and start from scratch.",
  ],
  cards: [
    {
      icon: "map",
      title: "Sample trips",
      description:
        "Day-by-day routes with real travel times, the hotels by standard and a from-price per person: what is included is listed under it.",
      cta: { label: tripsLink.label, href: tripsLink.to },
    },
    {
      icon: "compass",
      title: "Plan your trip",
      description:
        "Say where, when, who and what you love; we turn your answers into a message to our specialists, which you read and send yourself.",
      cta: { label: planLink.label, href: planLink.to },
    },
  ],
} as const;

export const homeServices = {
  eyebrow: "What we arrange",
  title: "Our Services",
  lead: "Everything between the first idea and the flight home, planned by one team.",
  cta: { label: "See all services", href: paths.services },
  cards: [
    {
      title: "Customized Packages",
      image: "service-customized-packages",
      description:
        "Itineraries built around you, not a brochure: your pace, your interests and your dates, from a long weekend of Hanoi street food to a month across three countries.",
    },
    {
      title: "Hotel Booking",
      image: "service-hotel-booking",
      description:
        "Heritage hotels, beach villas, tea-country bungalows and business hotels our teams and partners know well, with the room requests that make a stay.",
    },
    {
      title: "Cruises & Yachts",
      image: "service-cruises-yachts",
      description:
        "Overnight junks among Ha Long Bay's karsts, slow boats through the Mekong Delta and private yacht charters, with cabins chosen for the view.",
    },
    {
      title: "Holidays",
      image: "service-holidays",
      description:
        "Family breaks, honeymoons and festival trips timed to the season: cherry blossoms in Seoul in early April, Tet in Hanoi, the Esala Perahera in Kandy in July or August.",
    },
    {
      title: "Transportation",
      image: "service-transportation",
      description:
        "Flights, airport pick-ups, private drivers, KTX seats from Seoul to Busan and seats on Sri Lanka's hill-country train where the line runs, all arranged before you land.",
    },
    {
      title: "Visas & Passports",
      image: "service-visas-passports",
      description:
        "Clear guidance on Vietnam's e-visa, Sri Lanka's ETA and Korea's K-ETA, document checklists and reminders, so nothing holds you up at the border.",
    },
  ],
} as const;

export const reasons = {
  eyebrow: "Why travelers choose us",
  title: "Why Work With Us",
  cards: [
    {
      icon: "award",
      title: "Quality and Services",
      description:
        "Every hotel, guide and driver we book has worked with us before or has been checked in person by our own teams or our partners.",
    },
    {
      icon: "gem",
      title: "Quality and Value",
      description:
        "We spend your budget where you will feel it: the room with the view, the guide who knows the back lanes, the driver who waits.",
    },
    {
      icon: "tag",
      title: "Affordability Price",
      description:
        "Honest quotes shaped to your budget, with nothing hidden and the rates we negotiate with our partners passed on to you.",
    },
    {
      icon: "smile",
      title: "Client Satisfaction",
      description:
        "One specialist from your first message to your flight home, who asks how it went and keeps your notes for the next trip: many of our travelers come back to plan another.",
    },
    {
      icon: "headset",
      title: "24X7 Support",
      description:
        "A real person answers day and night while you travel: a missed connection, a change of plan or a table for dinner at midnight.",
    },
  ],
} as const;

export const getInTouch = {
  eyebrow: "Our offices",
  title: "Get In Touch",
  lead: "Visit one of our offices, or reach us by chat, phone or e-mail from wherever you are.",
  cta: { label: "Contact us", href: paths.contact },
} as const;
