import type { APIRequestContext } from "@playwright/test";
import { site } from "#app/data/site.ts";
import { publishingDate } from "#app/lib/content/route-lists.server.ts";
import { isPriceCurrent } from "#app/lib/content/trip-view.ts";
import { checkStructuredData } from "#tests/support/schema-check.ts";
import { slugify } from "#app/utils/slug.ts";
import { phoneDigits } from "#tests/site-facts.ts";
import { destinationPages, guides, publishedArticles, trips } from "#tests/site-content.ts";
import { expect, test } from "./fixtures";
import { publicPages } from "./site-map";

type Json = { [key: string]: unknown };

async function structuredData(request: APIRequestContext, path: string): Promise<Json[]> {
  const html = await (await request.get(path)).text();
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1] ?? "") as Json,
  );
}

const typesOf = (documents: Json[]) => documents.map((document) => document["@type"]);

test.describe("structured data @publish", () => {
  for (const { path } of publicPages) {
    test(`${path}: the head's JSON-LD parses and is sound schema.org`, async ({ request }) => {
      const documents = await structuredData(request, path);
      expect(documents.length).toBeGreaterThan(0);
      for (const document of documents) expect(checkStructuredData(document)).toEqual([]);
      if (path !== "/") expect(typesOf(documents)).toContain("BreadcrumbList");
    });
  }

  test("the home page describes the agency, its areas served, support line and offices", async ({ request }) => {
    const [agency] = await structuredData(request, "/");
    expect(agency?.["@type"]).toEqual(["TravelAgency", "Organization"]);
    expect(agency?.areaServed).toEqual(destinationPages.map(({ name }) => ({ "@type": "Country", name })));
    const [, opens, closes] = /(\d\d:\d\d)-(\d\d:\d\d)$/.exec(site.hours.support.schema) ?? [];
    expect(agency?.contactPoint).toMatchObject({ telephone: `+${phoneDigits}`, hoursAvailable: { opens, closes } });
    const offices = agency?.department as {
      address: { addressLocality: string };
      telephone: string;
      openingHours: string;
    }[];
    expect(offices.map((office) => office.address.addressLocality)).toEqual(
      site.offices.map((office) => office.postal.addressLocality),
    );
    // Each office its own number and hours, the head office's where it has none of its own.
    expect(offices.map(({ telephone, openingHours }) => ({ telephone, openingHours }))).toEqual(
      site.offices.map((office) => ({ telephone: office.phone.dial, openingHours: office.hours.schema })),
    );
  });

  test("every article is a BlogPosting with its title, author, category, its date and the date of its last revision", async ({
    request,
  }) => {
    for (const article of publishedArticles) {
      const posting = (await structuredData(request, `/blog/${article.slug}`)).find(
        (document) => document["@type"] === "BlogPosting",
      );
      expect(posting, article.slug).toMatchObject({
        headline: article.title,
        author: { "@type": "Person", name: article.author },
        publisher: { "@id": `${site.origin}/#organization` },
        datePublished: article.date,
        dateModified: article.updated ?? article.date,
        articleSection: article.category,
      });
    }
  });

  test("every guide is a TouristDestination with its attractions", async ({ request }) => {
    for (const guide of guides()) {
      const destination = (await structuredData(request, `/destinations/${slugify(guide.name)}`)).find(
        (document) => document["@type"] === "TouristDestination",
      );
      const attractions = (destination?.includesAttraction as { name: string }[]).map((attraction) => attraction.name);
      expect(attractions, guide.name).toEqual(guide.attractions.map((attraction) => attraction.name));
    }
  });

  test("the not-found page carries none", async ({ request }) => {
    expect(await structuredData(request, "/no-such-page")).toEqual([]);
  });

  test("every sample trip is a TouristTrip: its days in order, its price as an offer in rupees per person until its valid-until day, and none after", async ({
    request,
  }) => {
    for (const trip of trips()) {
      const document = (await structuredData(request, `/trips/${trip.slug}`)).find(
        (entry) => entry["@type"] === "TouristTrip",
      );
      expect(document, trip.slug).toMatchObject({
        name: trip.title,
        description: trip.summary,
        url: `${site.origin}/trips/${trip.slug}`,
        provider: { "@id": `${site.origin}/#organization` },
      });
      if (isPriceCurrent(trip.price, publishingDate()))
        expect(document?.offers, trip.slug).toMatchObject({
          "@type": "Offer",
          price: trip.price.from,
          priceCurrency: "INR",
          validThrough: trip.price.validUntil,
        });
      else expect(document, trip.slug).not.toHaveProperty("offers");
      const days = (document?.itinerary as { itemListElement: { position: number; name: string }[] }).itemListElement;
      expect(days.map((day) => [day.position, day.name])).toEqual(
        trip.days.map((day, index) => [index + 1, `Day ${index + 1}: ${day.title}`]),
      );
    }
  });
});
