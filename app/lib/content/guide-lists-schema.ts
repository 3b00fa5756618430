import { z } from "zod";
import { edited, keptList, line } from "./schema-kit.ts";
import { blogSettingsSchema } from "./settings-schema.ts";

/**
 * The lists a guide chooses from (content/settings/guides.json): the specification's values, which
 * stay, then staff's own (docs/decisions/161-lists-staff-choose-from-are-content.md).
 */

export const specificationAttractionTypes = [
  "Royal Palace",
  "Cultural Heritage",
  "Natural Wonder",
  "Modern Marvel",
  "UNESCO Heritage",
  "Culinary Experience",
  "Sacred Buddhist Site",
  "Engineering Marvel",
  "Wildlife Safari",
  "Colonial Heritage",
  "Sacred Mountain",
  "Cultural Landscape",
  "Historical Site",
  "River Delta",
  "Cave System",
] as const;

export const specificationDurations = [
  "2-3 hours",
  "3-4 hours",
  "Half Day",
  "Full Day",
  "2-3 Days",
  "2-4 Days",
] as const;

export const guideListsSchema = z
  .strictObject({
    attractionTypes: keptList(specificationAttractionTypes, "Attraction type", {
      label: "Attraction types",
      hint: "The types a guide's attractions choose from. Add a new one at the end (such as Island); the first ones are the site's own and stay.",
    }),
    durations: keptList(specificationDurations, "Visit duration", {
      label: "Visit durations",
      hint: "How long a visit to an attraction takes, such as Half Day. Add a new one at the end; the first ones stay.",
    }),
  })
  .meta({ editor: { label: "Lists of the destination guides (attraction types, durations)" } });

/** A guide's place in the list of guides. */
export const guideOrder = edited(z.number().int().min(1).max(99), {
  label: "Place in the list",
  hint: "Guides are shown by this number, lowest first (1 first). Two guides with one number are shown by name.",
});

/**
 * What the guides' index reads of a guide, before the map's country names exist to check the country
 * against (the guide's own schema does, destination-schema.ts).
 */
export const guideIndexSchema = z.object({ name: line(1, 60, { label: "Country" }), order: guideOrder });

/** The agency's own standards of a night, which stay (content/settings/trip-lists.json). */
export const agencyAccommodationStandards = [
  "heritage hotel",
  "boutique hotel",
  "4-star hotel",
  "lodge",
  "raft house",
] as const;

export const tripListsSchema = z
  .strictObject({
    accommodationStandards: keptList(
      agencyAccommodationStandards,
      "Standard",
      {
        label: "Accommodation standards",
        hint: "Where a sample trip's night is spent, at what standard, such as jungle lodge. Add a new one at the end; the agency's own (heritage hotel, boutique hotel, 4-star hotel, lodge, raft house) stay.",
      },
      "agency's",
    ),
  })
  .meta({ editor: { label: "Lists of the sample trips (accommodation standards)" } });

/**
 * The settings files whose lists the schemas read: their modules are written with the guides' index
 * (scripts/pipeline/destination-index.ts), before the content registry, which registers them, can load.
 */
export const listSettings = {
  blog: { file: "content/settings/blog.json", schema: blogSettingsSchema, module: "blogSettings" },
  guides: { file: "content/settings/guides.json", schema: guideListsSchema, module: "guideLists" },
  trips: { file: "content/settings/trip-lists.json", schema: tripListsSchema, module: "tripLists" },
} as const;
