import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { fieldProblems } from "../../app/lib/content/field-problems.ts";
import { settings } from "../../app/lib/content/collections.ts";
import { officePlaceProblems, type OfficePlace } from "../../app/lib/maps/office-country.server.ts";
import { guideUseProblems } from "./destination-index.ts";
import { missingPictures } from "./picture-uses.ts";

/**
 * What the build checks in content/ before a page is rendered (the pages' own files are checked by
 * their loaders as they are read): the settings files against their schemas, each office's point
 * against its country, the pictures content names and the guides the trips name. Each problem begins with the file and names
 * the field.
 */

const root = path.resolve(import.meta.dirname, "../..");

/** The settings files read and parsed with their schemas: each file's parsed value, or its problems. */
export function readSettings(projectRoot: string = root): { problems: string[]; values: Map<string, unknown> } {
  const problems: string[] = [];
  const values = new Map<string, unknown>();
  for (const { file, schema } of settings.files) {
    const full = path.join(projectRoot, file);
    if (!existsSync(full)) {
      problems.push(`${file}: the file is missing`);
      continue;
    }
    let data: unknown;
    try {
      data = JSON.parse(readFileSync(full, "utf8"));
    } catch (error) {
      problems.push(`${file}: not valid JSON (${(error as Error).message})`);
      continue;
    }
    const result = schema.safeParse(data);
    if (result.success) values.set(file, result.data);
    else problems.push(...fieldProblems(result.error, "(file)").map((problem) => `${file}: ${problem}`));
  }
  return { problems, values };
}

/**
 * Every problem of content/settings, one line each, beginning with the file; empty when valid. An
 * office's point is checked against the country it names once the file passes its schema.
 */
export function checkSettings(projectRoot: string = root): string[] {
  const { problems, values } = readSettings(projectRoot);
  const site = values.get("content/settings/site.json") as { offices: OfficePlace[] } | undefined;
  return [...problems, ...(site ? officePlaceProblems(site.offices) : [])];
}

/**
 * Every problem the build finds before a page is rendered: the settings, any picture that
 * content names but content/images lacks, with every entry that names it, and any sample trip
 * whose country has no guide (a guide deleted while trips use it).
 */
export function checkContent(projectRoot: string = root): string[] {
  return [...checkSettings(projectRoot), ...missingPictures(projectRoot), ...guideUseProblems(projectRoot)];
}
