/**
 * The agency's settings as the code reads them: content/settings/site.json and team.json, parsed
 * with their schemas (app/lib/content/settings-schema.ts), each written to a module of its own under
 * app/generated/settings/. Every reader (the pages and their browser bundle, Vitest, the build's
 * scripts under tsx and the Playwright tests) imports those modules, so each reads the checked,
 * parsed facts and none the raw file; an invalid file stops `npm run assets` (and so the build and
 * the tests) with the file and the field named, before anything reads it. One module per file, so
 * that a page's bundle carries only the settings it shows (the team's biographies only /about's).
 *
 *   tsx scripts/pipeline/settings-module.ts   (part of npm run assets)
 */
import path from "node:path";
import { settings, type ContentFile } from "#app/lib/content/collections.ts";
import { readSettings } from "./content-checks.ts";
import { writeIndexModules } from "./destination-index.ts";
import { madeBy, parsedFileExport, writeModules, type GeneratedModule } from "./generated-modules.ts";

const root = path.resolve(import.meta.dirname, "../..");

/** The modules: the settings files the pages read (the registry names them), each under its name. */
const modules = settings.files.flatMap((entry: ContentFile) =>
  entry.module ? [{ module: `app/generated/settings/${entry.name}.ts`, name: entry.module, file: entry.file }] : [],
);

/** Each module's path and text for the parsed settings, or the problems that stop them all. */
export function renderSettingsModules(projectRoot: string = root): GeneratedModule[] {
  const { problems, values } = readSettings(projectRoot);
  if (problems.length > 0) throw new Error(problems.join("\n"));
  return modules.map(({ module, name, file }) => ({
    module,
    text: [madeBy("settings-module.ts", "content/settings"), parsedFileExport(file, name, values.get(file))].join("\n"),
  }));
}

/**
 * Writes the modules made from content/, the guides' index and then the settings, each only when its
 * text changed (so that Vite reloads only on a change).
 */
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
