/**
 * The agency's settings as the code reads them: content/settings/site.json and team.json, parsed
 * with their schemas (app/lib/content/settings-schema.ts), written to app/generated/settings.ts.
 * Every reader (the pages and their browser bundle, Vitest, the build's scripts under tsx and the
 * Playwright tests) imports that module, so each reads the checked, parsed facts and none the raw
 * file; an invalid file stops `npm run assets` (and so the build and the tests) with the file and
 * the field named, before anything reads it.
 *
 *   tsx scripts/pipeline/settings-module.ts   (part of npm run assets)
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { readSettings } from "./content-checks.ts";

const root = path.resolve(import.meta.dirname, "../..");

/** The module's exports: which settings file each one holds. */
const exported = [
  { name: "siteFacts", file: "content/settings/site.json" },
  { name: "teamFacts", file: "content/settings/team.json" },
] as const;

/** The module's text for parsed settings, or the problems that stop it. */
export function renderSettingsModule(projectRoot: string = root): string {
  const { problems, values } = readSettings(projectRoot);
  if (problems.length > 0) throw new Error(problems.join("\n"));
  const body = exported.map(
    ({ name, file }) =>
      `/** ${file}, parsed with its schema. */\nexport const ${name} = ${JSON.stringify(values.get(file), null, 2)};\n`,
  );
  return [
    "// Made by scripts/pipeline/settings-module.ts from content/settings (npm run assets); not committed.\n",
    ...body,
  ].join("\n");
}

/** Writes app/generated/settings.ts when its text changes (so that Vite reloads only on a change). */
export function writeSettingsModule(projectRoot: string = root): void {
  const file = path.join(projectRoot, "app/generated/settings.ts");
  const text = renderSettingsModule(projectRoot);
  if (existsSync(file) && readFileSync(file, "utf8") === text) return;
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, text);
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  try {
    writeSettingsModule();
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
}
