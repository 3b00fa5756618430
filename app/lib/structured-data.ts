import { pageSections } from "#app/data/navigation.ts";
import { paths } from "#app/utils/paths.ts";
import { headOffice, type Office, site } from "#app/data/site.ts";
import { socialImagePath } from "#app/lib/social-image.ts";

/** A JSON-LD object (schema.org vocabulary). */
export type JsonLd = { [key: string]: unknown };

const context = "https://schema.org";
const dayNames = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"];
/** "Mo" to "Su". */
const dayCodes = dayNames.map((name) => name.slice(0, 2));

/** An absolute URL on the canonical origin. */
export function absoluteUrl(path: string): string {
  return new URL(path, `${site.origin}/`).href;
}
const url = absoluteUrl;

const organizationId = `${site.origin}/#organization`;

/** "Mo-Su 09:00-21:00" or "Sa 10:00-14:00" as a schema.org OpeningHoursSpecification. */
export function openingHoursSpecification(hours: string): JsonLd {
  const match = /^(Mo|Tu|We|Th|Fr|Sa|Su)(?:-(Mo|Tu|We|Th|Fr|Sa|Su))? (\d{2}:\d{2})-(\d{2}:\d{2})$/.exec(hours);
  if (!match) throw new Error(`opening hours "${hours}" are not of the form "Mo-Fr 09:00-18:00"`);
  const [, first, last = first, opens, closes] = match as unknown as [string, string, string, string, string];
  const dayOfWeek = dayNames.slice(dayCodes.indexOf(first), dayCodes.indexOf(last) + 1);
  return { "@type": "OpeningHoursSpecification", dayOfWeek, opens, closes };
}

function officeSchema(office: Office): JsonLd {
  return {
    "@type": "TravelAgency",
    "@id": `${site.origin}/#office-${office.city.toLowerCase().replace(/\s+/g, "-")}`,
    name: `${site.brandName} ${office.office}`,
    address: { "@type": "PostalAddress", ...office.postal },
    telephone: office.phone.dial,
    email: office.email,
    openingHours: office.hours.schema,
    openingHoursSpecification: openingHoursSpecification(office.hours.schema),
    parentOrganization: { "@id": organizationId },
  };
}

/**
 * The agency, with the support line's hours (Mo-Su 09:00-21:00) on its contact point and each
 * office's (Mo-Fr 09:00-18:00) on the office: the specification's two variants of hours.
 */
export function organizationSchema(): JsonLd {
  return {
    "@context": context,
    "@type": ["TravelAgency", "Organization"],
    "@id": organizationId,
    name: site.brandName,
    legalName: site.legalName,
    slogan: site.tagline,
    description: site.description,
    url: url("/"),
    logo: url("/icons/icon-512.png"),
    image: url(socialImagePath("/")),
    email: site.email,
    telephone: site.phone.dial,
    address: { "@type": "PostalAddress", ...headOffice.postal },
    openingHours: headOffice.hours.schema,
    areaServed: site.areasServed.map((name) => ({ "@type": "Country", name })),
    contactPoint: {
      "@type": "ContactPoint",
      contactType: "customer support",
      telephone: site.phone.dial,
      email: site.email,
      availableLanguage: ["English"],
      areaServed: site.areasServed,
      hoursAvailable: openingHoursSpecification(site.hours.support.schema),
    },
    department: site.offices.map(officeSchema),
    sameAs: Object.values(site.social).map((profile) => profile.href),
  };
}

export interface Crumb {
  name: string;
  path: string;
}

/** Home > section > page, for a page's path; the section's name comes from the navigation. */
export function breadcrumbTrail(path: string, title: string): Crumb[] {
  const segments = path.split("/").filter(Boolean);
  const trail: Crumb[] = [{ name: "Home", path: "/" }];
  if (segments.length > 1) {
    const parent = `/${segments[0]}`;
    const label = pageSections.find((item) => item.href === parent)?.label ?? segments[0] ?? "";
    trail.push({ name: label, path: parent });
  }
  if (segments.length > 0) trail.push({ name: title, path });
  return trail;
}

export function breadcrumbSchema(trail: readonly Crumb[]): JsonLd {
  return {
    "@context": context,
    "@type": "BreadcrumbList",
    itemListElement: trail.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.name,
      item: url(crumb.path),
    })),
  };
}

export interface ArticleFacts {
  title: string;
  description: string;
  path: string;
  /** YYYY-MM-DD. */
  datePublished: string;
  dateModified?: string;
  author: string;
  category: string;
}

export function blogPostingSchema(article: ArticleFacts): JsonLd {
  return {
    "@context": context,
    "@type": "BlogPosting",
    headline: article.title,
    description: article.description,
    url: url(article.path),
    mainEntityOfPage: { "@type": "WebPage", "@id": url(article.path) },
    image: url(socialImagePath(article.path)),
    datePublished: article.datePublished,
    dateModified: article.dateModified ?? article.datePublished,
    author: { "@type": "Person", name: article.author },
    publisher: { "@id": organizationId },
    articleSection: article.category,
    inLanguage: "en-US",
  };
}

export interface DestinationFacts {
  name: string;
  description: string;
  path: string;
  attractions: readonly { name: string; description: string; location?: string }[];
}

export function touristDestinationSchema(destination: DestinationFacts): JsonLd {
  return {
    "@context": context,
    "@type": "TouristDestination",
    name: destination.name,
    description: destination.description,
    url: url(destination.path),
    image: url(socialImagePath(destination.path)),
    containedInPlace: { "@type": "Country", name: destination.name },
    includesAttraction: destination.attractions.map((attraction) => ({
      "@type": "TouristAttraction",
      name: attraction.name,
      description: attraction.description,
      ...(attraction.location
        ? {
            address: {
              "@type": "PostalAddress",
              addressLocality: attraction.location,
              addressCountry: destination.name,
            },
          }
        : {}),
    })),
  };
}

interface TripFacts {
  slug: string;
  title: string;
  summary: string;
  price: { from: number; checked: string; validUntil: string };
  /** False once the valid-until day has passed on the build's day. */
  priceCurrent: boolean;
  destination: string;
  days: readonly { title: string; description: string; sleep?: string }[];
}

/** A sample trip; its "from" price is an offer only while the page shows it. */
export function touristTripSchema(trip: TripFacts): JsonLd {
  const path = paths.trip(trip.slug);
  return {
    "@context": context,
    "@type": "TouristTrip",
    name: trip.title,
    description: trip.summary,
    url: url(path),
    image: url(socialImagePath(path)),
    touristType: "Tailor-made private travel",
    provider: { "@id": organizationId },
    itinerary: {
      "@type": "ItemList",
      numberOfItems: trip.days.length,
      itemListOrder: "https://schema.org/ItemListOrderAscending",
      // Each day, with the place it is spent in: where its night is, or on the last day the last stop.
      itemListElement: trip.days.map((day, index) => ({
        "@type": "ListItem",
        position: index + 1,
        name: `Day ${index + 1}: ${day.title}`,
        description: day.description,
        item: {
          "@type": "Place",
          name: day.sleep ?? trip.days.findLast((other) => other.sleep)?.sleep ?? trip.destination,
          containedInPlace: { "@type": "Country", name: trip.destination },
        },
      })),
    },
    ...(trip.priceCurrent
      ? {
          offers: {
            "@type": "Offer",
            price: trip.price.from,
            priceCurrency: "INR",
            url: url(path),
            availability: "https://schema.org/InStock",
            validFrom: trip.price.checked,
            validThrough: trip.price.validUntil,
            priceSpecification: {
              "@type": "UnitPriceSpecification",
              price: trip.price.from,
              priceCurrency: "INR",
              referenceQuantity: { "@type": "QuantitativeValue", value: 1, unitText: "person" },
            },
            offeredBy: { "@id": organizationId },
          },
        }
      : {}),
  };
}
