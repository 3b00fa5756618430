import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { parse as parseYaml } from "yaml";
import { slugify } from "#app/utils/slug.ts";
import { guides } from "./collections";
import { destinationGuideSchema, type Destination, type DestinationGuide } from "./destination-schema";
import { destinationCard, guideView } from "./guide-view";
import { placeProblems } from "#app/lib/maps/country-coder.ts";
import { ContentError } from "./frontmatter.server";
import { fieldProblems } from "./field-problems";
import { images } from "#app/generated/images.ts";

/** The guides' folder: the registry's guides collection. */
const destinationsContentDirectory = path.resolve(guides.folder);

/** Parses and checks one guide; the file name must be the slug of the guide's destination. */
export function parseDestinationGuide(file: string, source: string): DestinationGuide {
  let raw: unknown;
  try {
    raw = parseYaml(source);
  } catch (error) {
    throw new ContentError(file, `not valid YAML (${(error as Error).message})`);
  }
  const result = destinationGuideSchema.safeParse(raw ?? {});
  if (!result.success) {
    throw new ContentError(file, fieldProblems(result.error, "(document)").join("; "));
  }
  const guide = result.data;
  const expected = slugify(guide.name);
  const actual = path.basename(file).replace(/\.ya?ml$/, "");
  if (actual !== expected)
    throw new ContentError(file, `field "name": "${guide.name}" belongs in ${expected}.yaml, not ${actual}.yaml`);
  const pictures = [
    { field: "image", id: guide.image },
    ...guide.attractions.map((attraction, index) => ({ field: `attractions.${index}.image`, id: attraction.image })),
  ];
  for (const { field, id } of pictures) {
    if (!Object.hasOwn(images, id))
      throw new ContentError(
        file,
        `field "${field}": "${id}" is not a picture of content/images (choose another in the content manager, or add content/images/${id}.jpg)`,
      );
  }
  // Every place of the guide lies in its country.
  const [place] = placeProblems(guide);
  if (place) throw new ContentError(file, `field "${place.path.join(".")}": ${place.message}`);
  return guide;
}

function relative(file: string): string {
  return path.relative(process.cwd(), file);
}

/** Loads the guide of one destination at build time. */
export function loadDestinationGuide(name: string, directory = destinationsContentDirectory): DestinationGuide {
  const file = path.join(directory, `${slugify(name)}.yaml`);
  let source: string;
  try {
    source = readFileSync(file, "utf8");
  } catch {
    throw new ContentError(relative(file), `missing: no guide of ${name} in content/destinations`);
  }
  return parseDestinationGuide(relative(file), source);
}

/**
 * Every guide, in the site's order (each guide's "order", then its name, as the index of
 * app/generated/destinations.ts has them).
 */
export function loadDestinationGuides(directory = destinationsContentDirectory): DestinationGuide[] {
  const guides = readdirSync(directory)
    .filter((file) => /\.ya?ml$/.test(file))
    .map((file) =>
      parseDestinationGuide(relative(path.join(directory, file)), readFileSync(path.join(directory, file), "utf8")),
    );
  return guides.sort((a, b) => a.order - b.order || a.name.localeCompare(b.name));
}

/** Every overview card, in the site's order. */
export function destinationCards(): Destination[] {
  return loadDestinationGuides().map(destinationCard);
}

/**
 * The route data of a guide's page: its overview card and what the page reads of the guide
 * (guide-view.ts). Here, in a build-time module, so that the page's bundle carries neither the
 * cards of the other destinations nor the guide's loader.
 */
export function guidePageData(name: string) {
  const guide = loadDestinationGuide(name);
  return { destination: destinationCard(guide), guide: guideView(guide) };
}
