/**
 * A small schema.org checker for the JSON-LD the site writes: every object has a known @type and
 * the properties search engines need for it. Used by the unit tests and the browser tests.
 */
type Json = { [key: string]: unknown };

const required: Record<string, readonly string[]> = {
  TravelAgency: ["name", "address"],
  Organization: ["name", "url"],
  ContactPoint: ["contactType", "telephone"],
  OpeningHoursSpecification: ["dayOfWeek", "opens", "closes"],
  PostalAddress: ["addressCountry"],
  Country: ["name"],
  BreadcrumbList: ["itemListElement"],
  ListItem: ["position", "name", "item"],
  BlogPosting: ["headline", "datePublished", "author", "image", "publisher"],
  Person: ["name"],
  WebPage: ["@id"],
  TouristDestination: ["name", "includesAttraction"],
  TouristAttraction: ["name"],
  TouristTrip: ["name", "description", "itinerary", "offers"],
  ItemList: ["itemListElement"],
  Place: ["name"],
  Offer: ["price", "priceCurrency"],
  UnitPriceSpecification: ["price", "priceCurrency", "referenceQuantity"],
  QuantitativeValue: ["value", "unitText"],
};

/** Problems with a JSON-LD document (an empty list when it is sound). */
export function checkStructuredData(document: unknown, path = "$"): string[] {
  const problems: string[] = [];
  if (Array.isArray(document)) {
    document.forEach((item, index) => problems.push(...checkStructuredData(item, `${path}[${index}]`)));
    return problems;
  }
  if (document === null || typeof document !== "object") return problems;
  const node = document as Json;
  if (path === "$" && node["@context"] !== "https://schema.org")
    problems.push(`${path}: @context must be https://schema.org`);
  const types = node["@type"] === undefined ? [] : Array.isArray(node["@type"]) ? node["@type"] : [node["@type"]];
  const isReference = types.length === 0 && typeof node["@id"] === "string" && Object.keys(node).length === 1;
  if (types.length === 0 && !isReference && path === "$") problems.push(`${path}: missing @type`);
  for (const type of types) {
    const fields = required[String(type)];
    if (!fields) {
      problems.push(`${path}: unknown @type ${String(type)}`);
      continue;
    }
    for (const field of fields) {
      const value = node[field];
      if (value === undefined || value === "" || (Array.isArray(value) && value.length === 0))
        problems.push(`${path}: ${String(type)} needs ${field}`);
    }
  }
  for (const [key, value] of Object.entries(node)) {
    if (key.startsWith("@")) continue;
    if (typeof value === "object") problems.push(...checkStructuredData(value, `${path}.${key}`));
    if (typeof value === "string" && /^(url|item|logo|image)$/.test(key) && !/^https:\/\//.test(value))
      problems.push(`${path}.${key}: must be an absolute https URL`);
  }
  return problems;
}
