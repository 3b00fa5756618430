/**
 * The settings files the pages read, parsed with their schemas into app/generated/settings/, so that
 * every reader gets the checked facts and an invalid file stops `npm run assets`, naming the field.
 * One module per file: a page's bundle carries only the settings it shows.
 */
import path from "node:path";
import { settings, type ContentFile } from "#app/lib/content/collections.ts";
import { readSettings } from "./content-checks.ts";
import { settingsModule, writeIndexModules, writeModules, type GeneratedModule } from "./destination-index.ts";

const root = path.resolve(import.meta.dirname, "../..");

export function renderSettingsModules(projectRoot: string = root): GeneratedModule[] {
  const { problems, values } = readSettings(projectRoot);
  if (problems.length > 0) throw new Error(problems.join("\n"));
  return settings.files.flatMap(({ file, module }: ContentFile) =>
    module ? [settingsModule("settings-module.ts", file, module, values.get(file))] : [],
  );
}

/** The guides' index first, then the settings. */
export function writeContentModules(projectRoot: string = root): void {
  writeIndexModules(projectRoot);
  writeModules(projectRoot, renderSettingsModules(projectRoot));
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  try {
    writeContentModules();
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
}
