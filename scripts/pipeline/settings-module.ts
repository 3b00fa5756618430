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
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { settings, type ContentFile } from "#app/lib/content/collections.ts";
import { readSettings } from "./content-checks.ts";
import { writeIndexModules } from "./destination-index.ts";

const root = path.resolve(import.meta.dirname, "../..");

/** The modules: the settings files the pages read (the registry names them), each under its name. */
const modules = settings.files.flatMap((entry: ContentFile) =>
  entry.module ? [{ module: `app/generated/settings/${entry.name}.ts`, name: entry.module, file: entry.file }] : [],
);

/** Each module's path and text for the parsed settings, or the problems that stop them all. */
export function renderSettingsModules(projectRoot: string = root): { module: string; text: string }[] {
  const { problems, values } = readSettings(projectRoot);
  if (problems.length > 0) throw new Error(problems.join("\n"));
  return modules.map(({ module, name, file }) => ({
    module,
    text: [
      "// Made by scripts/pipeline/settings-module.ts from content/settings (npm run assets); not committed.\n",
      `/** ${file}, parsed with its schema. */\nexport const ${name} = ${JSON.stringify(values.get(file), null, 2)};\n`,
    ].join("\n"),
  }));
}

/** Writes the modules whose text changed (so that Vite reloads only on a change). */
export function writeSettingsModules(projectRoot: string = root): void {
  writeIndexModules(projectRoot);
  for (const { module, text } of renderSettingsModules(projectRoot)) {
    const file = path.join(projectRoot, module);
    if (existsSync(file) && readFileSync(file, "utf8") === text) continue;
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, text);
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  try {
    writeSettingsModules();
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
}
