/**
 * The settings files the pages read, parsed with their schemas into app/generated/settings/, so that
 * every reader gets the checked facts and an invalid file stops `npm run assets`, naming the field.
 * One module per file: a page's bundle carries only the settings it shows.
 */
import path from "node:path";
import { settings, type ContentFile } from "#app/lib/content/collections.ts";
import { readSettings } from "./content-checks.ts";
import { listSettings } from "#app/lib/content/guide-lists-schema.ts";
import { writeIndexModules } from "./destination-index.ts";
import { settingsModule, writeModules, type GeneratedModule } from "./generated-files.ts";

const root = path.resolve(import.meta.dirname, "../..");

export function renderSettingsModules(projectRoot: string = root): GeneratedModule[] {
  const { problems, values } = readSettings(projectRoot);
  if (problems.length > 0) throw new Error(problems.join("\n"));
  // The lists' modules are the index's (destination-index.ts).
  const lists = new Set<string>(Object.values(listSettings).map(({ file }) => file));
  return settings.files.flatMap(({ file, module }: ContentFile) =>
    module && !lists.has(file) ? [settingsModule("settings-module.ts", file, module, values.get(file))] : [],
  );
}

/** The guides' index first, then the settings (`npm run assets` writes the index on its own first). */
export function writeContentModules(projectRoot: string = root): void {
  writeIndexModules(projectRoot);
  writeModules(projectRoot, renderSettingsModules(projectRoot));
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  try {
    writeModules(root, renderSettingsModules());
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
}
