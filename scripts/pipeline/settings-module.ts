/**
 * The agency's settings as the code reads them: content/settings/site.json, team.json and guides.json, parsed
 * with their schemas (app/lib/content/settings-schema.ts), each written to a module of its own under
 * app/generated/settings/. Every reader (the pages and their browser bundle, Vitest, the build's
 * scripts under tsx and the Playwright tests) imports those modules, so each reads the checked,
 * parsed facts and none the raw file; an invalid file stops `npm run assets` (and so the build and
 * the tests) with the file and the field named, before anything reads it. One module per file, so
 * that a page's bundle carries only the settings it shows (the team's biographies only /about's).
 * Beside them, the index of the destination guides (app/generated/destinations.ts: each guide's
 * country and slug, in the site's order, for the routes, the navigation, filters and the composer)
 * and the countries of the map data a guide may cover (app/generated/countries.ts).
 *
 *   tsx scripts/pipeline/settings-module.ts   (part of npm run assets)
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { readSettings } from "./content-checks.ts";
import { atlasCountryNames, readDestinationIndex } from "./destination-index.ts";

const root = path.resolve(import.meta.dirname, "../..");

/** The modules: which settings file each one holds, under which name. */
const modules = [
  { module: "app/generated/settings/site.ts", name: "siteFacts", file: "content/settings/site.json" },
  { module: "app/generated/settings/team.ts", name: "teamFacts", file: "content/settings/team.json" },
  { module: "app/generated/settings/guides.ts", name: "guideLists", file: "content/settings/guides.json" },
] as const;

/** Each module's path and text for the parsed settings, or the problems that stop them all. */
export function renderSettingsModules(projectRoot: string = root): { module: string; text: string }[] {
  const { problems, values } = readSettings(projectRoot);
  const index = readDestinationIndex(projectRoot);
  if (problems.length > 0 || index.problems.length > 0) throw new Error([...problems, ...index.problems].join("\n"));
  return [
    ...modules.map(({ module, name, file }) => ({
      module,
      text: [
        "// Made by scripts/pipeline/settings-module.ts from content/settings (npm run assets); not committed.\n",
        `/** ${file}, parsed with its schema. */\nexport const ${name} = ${JSON.stringify(values.get(file), null, 2)};\n`,
      ].join("\n"),
    })),
    {
      module: "app/generated/destinations.ts",
      text: [
        "// Made by scripts/pipeline/settings-module.ts from content/destinations (npm run assets); not committed.\n",
        "/** The destination guides in the site's order: each guide's country and its address (slug). */",
        `export const destinationIndex: { name: string; slug: string }[] = ${JSON.stringify(index.destinations, null, 2)};\n`,
      ].join("\n"),
    },
    {
      module: "app/generated/countries.ts",
      text: [
        "// Made by scripts/pipeline/settings-module.ts from the map data, world-atlas (npm run assets); not committed.\n",
        "/** Every country of the map data, by the name a guide gives it, in alphabetical order. */",
        `export const atlasCountryNames = ${JSON.stringify(atlasCountryNames())} as const;\n`,
      ].join("\n"),
    },
  ];
}

/** Writes the modules whose text changed (so that Vite reloads only on a change). */
export function writeSettingsModules(projectRoot: string = root): void {
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
