import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { slugify } from "#app/utils/slug.ts";
import { guides } from "./collections";
import { destinationGuideSchema, type Destination, type DestinationGuide } from "./destination-schema";
import { destinationCard, guideView } from "./guide-view";
import { placeProblems } from "#app/lib/maps/country-coder.ts";
import { checkPicture, ContentError, parseData } from "./frontmatter.server";

const destinationsContentDirectory = path.resolve(guides.folder);

/** Parses and checks one guide; the file name must be the slug of the guide's destination. */
export function parseDestinationGuide(file: string, source: string): DestinationGuide {
  const guide = parseData(file, source, destinationGuideSchema);
  const expected = slugify(guide.name);
  const actual = path.basename(file).replace(/\.ya?ml$/, "");
  if (actual !== expected)
    throw new ContentError(file, `field "name": "${guide.name}" belongs in ${expected}.yaml, not ${actual}.yaml`);
  checkPicture(file, "image", guide.image);
  guide.attractions.forEach((attraction, index) => checkPicture(file, `attractions.${index}.image`, attraction.image));
  const [place] = placeProblems(guide);
  if (place) throw new ContentError(file, `field "${place.path.join(".")}": ${place.message}`);
  return guide;
}

function relative(file: string): string {
  return path.relative(process.cwd(), file);
}

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

/** Every guide, in the site's order: by "order", then by name. */
export function loadDestinationGuides(directory = destinationsContentDirectory): DestinationGuide[] {
  const guides = readdirSync(directory)
    .filter((file) => /\.ya?ml$/.test(file))
    .map((file) =>
      parseDestinationGuide(relative(path.join(directory, file)), readFileSync(path.join(directory, file), "utf8")),
    );
  return guides.sort((a, b) => a.order - b.order || a.name.localeCompare(b.name));
}

export function destinationCards(): Destination[] {
  return loadDestinationGuides().map(destinationCard);
}

/** A guide page's route data, from a build-time module so that the page's bundle carries no loader. */
export function guidePageData(name: string) {
  const guide = loadDestinationGuide(name);
  return { destination: destinationCard(guide), guide: guideView(guide) };
}
