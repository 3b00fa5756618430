import { z } from "zod";
import { attractionDurations, attractionTypes, destinationNames, reasonIcons } from "~/data/destinations";
import { images, type ImageId } from "~/data/images.generated";
import { pictureId } from "./picture-id";

/**
 * The shape of a destination guide (content/destinations/<slug>.yaml). Kept apart from the
 * loader (destinations.server.ts) so that components may import its types; only route loaders
 * run it, at build time.
 */

const text = (min: number, max: number) => z.string().trim().min(min).max(max);

/** A picture of content/images, by id or by path as the content manager writes it ("/content/images/x.svg"). */
const imageId = z.preprocess(
  (value) => (typeof value === "string" ? pictureId(value) : value),
  z.custom<ImageId>((value) => typeof value === "string" && Object.hasOwn(images, value), {
    message: "not a picture of content/images (choose one in the content manager, or write /content/images/<file name>)",
  }),
);

const reasonSchema = z.strictObject({
  icon: z.enum(reasonIcons),
  title: text(3, 40),
  description: text(40, 260),
});

const attractionSchema = z.strictObject({
  name: text(3, 60),
  location: text(3, 60),
  description: text(120, 560),
  type: z.enum(attractionTypes),
  duration: z.enum(attractionDurations),
  image: imageId,
  imageAlt: text(10, 200),
});

const statSchema = z.strictObject({
  value: text(1, 12),
  label: text(3, 40),
});

const bestTimeSchema = z.strictObject({
  /** A region ("North") or a season ("Spring"). */
  label: text(3, 40),
  months: z
    .string()
    .trim()
    .regex(/^(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)-(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)$/, 'a month range such as "Oct-Apr"'),
  note: text(20, 200),
});

const essentialSchema = z.strictObject({
  label: text(3, 30),
  value: text(2, 60),
  detail: text(20, 240),
});

export const destinationGuideSchema = z.strictObject({
  name: z.enum(destinationNames),
  /** The page's search-engine description. */
  description: text(80, 170),
  intro: text(150, 800),
  /** Headline figures (the specification gives South Korea's); optional. */
  stats: z.array(statSchema).min(2).max(4).optional(),
  reasons: z.array(reasonSchema).length(6),
  attractions: z.array(attractionSchema).length(6),
  tips: z.strictObject({
    bestTime: z.array(bestTimeSchema).min(2).max(4),
    essentials: z.array(essentialSchema).min(2).max(4),
  }),
});

export type DestinationGuide = z.infer<typeof destinationGuideSchema>;
export type Attraction = DestinationGuide["attractions"][number];
export type Reason = DestinationGuide["reasons"][number];
export type TravelTips = DestinationGuide["tips"];
export type GuideStat = NonNullable<DestinationGuide["stats"]>[number];
