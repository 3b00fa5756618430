import { describe, expect, it } from "vitest";
import { destinationCountries } from "#app/data/destinations.ts";
import { site } from "#app/data/site.ts";
import { phoneDigits } from "#tests/site-facts.ts";
import { checkStructuredData } from "#tests/support/schema-check.ts";
import {
  blogPostingSchema,
  breadcrumbSchema,
  breadcrumbTrail,
  openingHoursSpecification,
  organizationSchema,
  touristDestinationSchema,
  touristTripSchema,
} from "./structured-data";

describe("the agency's structured data", () => {
  const organization = organizationSchema();

  it("describes a TravelAgency and Organization serving every country it has a guide for, in the guides' order", () => {
    expect(organization["@type"]).toEqual(["TravelAgency", "Organization"]);
    expect(organization.areaServed).toEqual(destinationCountries.map((name) => ({ "@type": "Country", name })));
    expect(checkStructuredData(organization)).toEqual([]);
  });

  it("gives the support line as a contact point, open at the support hours", () => {
    expect(organization.contactPoint).toMatchObject({
      telephone: `+${phoneDigits}`,
      hoursAvailable: openingHoursSpecification(site.hours.support.schema),
    });
  });

  it("lists every office with its address, its own phone, e-mail and opening hours", () => {
    const offices = organization.department as {
      name: string;
      address: { addressLocality: string };
      openingHours: string;
    }[];
    expect(offices.map((office) => office.address.addressLocality)).toEqual(
      site.offices.map((office) => office.postal.addressLocality),
    );
    offices.forEach((office, index) => {
      const { phone, email, hours } = site.offices[index]!;
      expect(office).toMatchObject({ telephone: phone.dial, email, openingHours: hours.schema });
    });
  });

  it("reads opening hours written the schema.org way, and refuses others", () => {
    expect(openingHoursSpecification("Mo-Fr 09:00-18:00")).toEqual({
      "@type": "OpeningHoursSpecification",
      dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"],
      opens: "09:00",
      closes: "18:00",
    });
    expect(openingHoursSpecification("Mo-Su 09:00-21:00")).toMatchObject({
      dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"],
      opens: "09:00",
      closes: "21:00",
    });
    expect(() => openingHoursSpecification("weekdays 9 to 6")).toThrowError(/not of the form/);
  });
});

describe("breadcrumbs", () => {
  it("lead from Home through the section to the page", () => {
    expect(breadcrumbTrail("/blog/ocean-odyssey", "Ocean Odyssey")).toEqual([
      { name: "Home", path: "/" },
      { name: "Blog", path: "/blog" },
      { name: "Ocean Odyssey", path: "/blog/ocean-odyssey" },
    ]);
    expect(breadcrumbTrail("/about", `About ${site.brandName}`)).toHaveLength(2);
    const schema = breadcrumbSchema(breadcrumbTrail("/destinations/vietnam", "Vietnam"));
    expect(schema.itemListElement).toContainEqual({
      "@type": "ListItem",
      position: 2,
      name: "Destinations",
      item: `${site.origin}/destinations`,
    });
    expect(checkStructuredData(schema)).toEqual([]);
  });
});

describe("articles and destinations", () => {
  it("describe an article as a BlogPosting by its author, published by the agency", () => {
    const posting = blogPostingSchema({
      title: "Ha Long Junks",
      description: "Cruising our waters.",
      path: "/blog/ocean-odyssey",
      datePublished: "2024-06-11",
      author: "Minh Anh Nguyen",
      category: "Cruise Travel",
    });
    expect(posting).toMatchObject({
      "@type": "BlogPosting",
      author: { "@type": "Person", name: "Minh Anh Nguyen" },
      datePublished: "2024-06-11",
      dateModified: "2024-06-11",
    });
    expect(checkStructuredData(posting)).toEqual([]);
  });

  it("give a revised article's last revision as its dateModified", () => {
    const posting = blogPostingSchema({
      title: "Above the Clouds",
      description: "Northern Vietnam's mountains.",
      path: "/blog/mountain-luxury",
      datePublished: "2024-09-05",
      dateModified: "2025-08-01",
      author: "Minh Anh Nguyen",
      category: "Adventure Luxury",
    });
    expect(posting).toMatchObject({ datePublished: "2024-09-05", dateModified: "2025-08-01" });
  });

  it("describe a guide as a TouristDestination that includes its attractions", () => {
    const destination = touristDestinationSchema({
      name: "Vietnam",
      description: "Land of Ascending Dragon",
      path: "/destinations/vietnam",
      attractions: [{ name: "Ha Long Bay", description: "Limestone karsts.", location: "Quang Ninh" }],
    });
    expect(destination.includesAttraction).toEqual([
      expect.objectContaining({ "@type": "TouristAttraction", name: "Ha Long Bay" }),
    ]);
    expect(checkStructuredData(destination)).toEqual([]);
  });

  it("are checked: an unknown type or a missing field is reported", () => {
    expect(checkStructuredData({ "@context": "https://schema.org", "@type": "Thingamajig" })).toEqual([
      "$: unknown @type Thingamajig",
    ]);
    expect(checkStructuredData({ "@context": "https://schema.org", "@type": "BlogPosting", headline: "x" })).toContain(
      "$: BlogPosting needs datePublished",
    );
  });
});

describe("sample trips", () => {
  const trip = {
    slug: "north-in-four-days",
    title: "North in Four Days",
    summary: "Hanoi and the bay, briefly.",
    destination: "Vietnam",
    price: { from: 95000, checked: "2026-11-20", validUntil: "2027-03-31" },
    priceCurrent: true,
    days: [
      { title: "Arrive in Hanoi", description: "Transfer and a walk.", sleep: "Hanoi" },
      { title: "To the bay", description: "A cruise.", sleep: "Ha Long Bay" },
      { title: "Back to Hanoi", description: "Lunch on board.", sleep: "Hanoi" },
      { title: "Fly home", description: "The airport." },
    ],
  };

  it("is a sound TouristTrip: the days in order, each with its place, and the price as an offer per person in rupees", () => {
    const document = touristTripSchema(trip);
    expect(checkStructuredData(document)).toEqual([]);
    const days = (
      document.itinerary as { itemListElement: { position: number; name: string; item: { name: string } }[] }
    ).itemListElement;
    expect(days.map((day) => [day.position, day.name, day.item.name])).toEqual([
      [1, "Day 1: Arrive in Hanoi", "Hanoi"],
      [2, "Day 2: To the bay", "Ha Long Bay"],
      [3, "Day 3: Back to Hanoi", "Hanoi"],
      [4, "Day 4: Fly home", "Hanoi"],
    ]);
    expect(document.offers).toMatchObject({
      price: 95000,
      priceCurrency: "INR",
      url: `${site.origin}/trips/north-in-four-days`,
      validFrom: "2026-11-20",
      validThrough: "2027-03-31",
      priceSpecification: { referenceQuantity: { value: 1, unitText: "person" } },
    });
  });
});
