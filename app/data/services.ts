import { booking, replyTime } from "#app/data/booking.ts";
import { officeCities, site } from "#app/data/site.ts";
import { servicesClosingMessages } from "#app/data/prefilled-messages/services.ts";

export const coreServicesSection = {
  eyebrow: "Core services",
  title: "Everything your journey needs",
  lead: `Six things we do every day, for travelers and companies, across Asia and the Middle East. ${replyTime}`,
} as const;

/** Each with what its picture shows (`alt`) and, as the specification asks, four features. */
export const coreServices = [
  {
    title: "AI-Powered Trip Planning",
    image: "core-ai-trip-planning",
    alt: "A phone showing a route across a map, with pins on the hills around it",
    icon: "sparkles",
    description:
      "Tell us where, when and what you love, and our AI planner drafts a day-by-day route in minutes, weighing travel times, seasons and opening hours. A specialist then checks every line before it reaches you.",
    features: [
      "A day-by-day itinerary drafted in minutes",
      "Routes timed around seasons and opening hours",
      "Revisions until it feels right",
      "Reviewed by a destination specialist",
    ],
  },
  {
    title: "Premium Accommodations",
    image: "core-premium-accommodations",
    alt: "A hotel room with a wide bed facing a window over mountains at sunset",
    icon: "bed",
    description:
      "Heritage hotels in Hoi An, hanok guesthouses in Seoul, tea-estate bungalows in Nuwara Eliya and beach villas on Sri Lanka's south coast, chosen for character as much as comfort.",
    features: [
      "Boutique, heritage and luxury stays",
      "Properties our teams and partners know firsthand",
      "Room preferences and special occasions arranged",
      "Villas and family suites for groups",
    ],
  },
  {
    title: "Seamless Transportation",
    image: "core-seamless-transportation",
    alt: "A plane overhead, a train crossing a viaduct and a car waiting by the road for a traveler",
    icon: "car",
    description:
      "Flights, private cars, trains and ferries joined into one plan, with a driver waiting at arrivals and every ticket in your hands before you leave home.",
    features: [
      "Flight bookings and airport transfers",
      "Private cars with English-speaking drivers",
      "Rail tickets, from the KTX to Sri Lanka's hill-country line where it runs",
      "Real-time updates when a schedule changes",
    ],
  },
  {
    title: "Luxury Cruises & Yachts",
    image: "core-luxury-cruises-yachts",
    alt: "A white motor yacht on calm water between limestone karsts",
    icon: "ship",
    description:
      "Wake up among the limestone karsts of Ha Long Bay on an overnight junk, follow the Mekong by river boat, or charter a yacht for a day on the water off Sri Lanka's south coast.",
    features: [
      "Overnight cruises on Ha Long and Lan Ha bays",
      "Mekong Delta river journeys",
      "Private yacht charters",
      "Cabins chosen for the view",
    ],
  },
  {
    title: "Curated Experiences",
    image: "core-curated-experiences",
    alt: "A table for two set on the beach under palm trees and lanterns at sunset",
    icon: "compass",
    description:
      "A cooking class in a Hoi An garden, a temple stay in the mountains of Korea, a private dinner on a Sri Lankan beach at sunset: the moments that make a trip, arranged with the people who host them.",
    features: [
      "Private guides and local hosts",
      "Food, craft and cultural workshops",
      "Festivals and seasonal experiences",
      "Adventure and wildlife outings",
    ],
  },
  {
    title: "Visas & Passports",
    image: "core-visas-passports",
    alt: "An open passport with visa stamps, a boarding pass and a phone showing an approved e-visa",
    icon: "passport",
    description:
      "We tell you which documents each country on your route asks for, help you apply for e-visas and travel authorizations, and remind you well before anything expires.",
    features: [
      "Visa and e-visa applications",
      "Guidance on Sri Lanka's ETA and Korea's K-ETA",
      "Passport renewal checklists",
      "Document reminders before you travel",
    ],
  },
] as const;

export const additionalServicesSection = {
  eyebrow: "And more",
  title: "Additional Services",
} as const;

export const additionalServices = [
  {
    icon: "calendar",
    title: "Event Planning",
    description:
      "Destination weddings, incentive trips and company offsites: venues, guest travel and every timing sheet handled by one team.",
  },
  {
    icon: "shield",
    title: "Travel Insurance",
    description:
      "Cover for medical care, cancellations and lost luggage, explained in plain words so you can choose what fits your trip.",
  },
  {
    icon: "headset",
    title: "24/7 Support",
    description:
      "One number for the whole journey, answered day and night while you travel by people who can change your bookings, not just take a message.",
  },
  {
    icon: "credit-card",
    title: "Flexible Payments",
    description: `Pay by ${booking.payment}; your specialist sets out the schedule before you book.`,
  },
  {
    icon: "bell",
    title: "Concierge Service",
    description:
      "Restaurant tables, show tickets, a birthday cake waiting in the villa: tell your specialist and it is taken care of.",
  },
  {
    icon: "network",
    title: "Global Network",
    description: `Our own offices in ${officeCities}, and trusted hotels, guides and drivers across Asia and the Middle East.`,
  },
] as const;

export const howItWorks = {
  eyebrow: "From idea to departure",
  title: "How It Works",
  steps: [
    {
      icon: "message",
      title: "Tell Us Your Dreams",
      description:
        "Share where you want to go, when, who is coming and what you love, by chat, phone or the contact form.",
    },
    {
      icon: "sparkles",
      title: "AI Creates Your Plan",
      description:
        "Our planner drafts a day-by-day itinerary in minutes, balancing travel times, seasons and the pace you like.",
    },
    {
      icon: "user-check",
      title: "Expert Refinement",
      description:
        "A destination specialist reviews every detail, adds the places only locals know and fine-tunes the plan with you.",
    },
    {
      icon: "plane",
      title: "Book & Travel",
      description: "We book everything in one go, send your documents and stay on call day and night while you travel.",
    },
  ],
} as const;

export const servicesClosing = {
  title: "Ready to start your journey?",
  lead: `Tell us where you dream of going. A specialist will reply on ${site.chat.appName} with ideas, the best season to go and a first draft of your plan.`,
  startPlanning: { label: "Start Planning", message: servicesClosingMessages.startPlanning },
  consultation: { label: "Schedule Consultation", message: servicesClosingMessages.consultation },
  /** Under the buttons: the way to the trip composer (/plan). */
} as const;
