/**
 * Every settings file reaches the code one way: parsed with its schema into its module,
 * app/generated/settings/<file>.ts, so that every reader gets the checked facts and an invalid file
 * stops `npm run assets`, naming the field (docs/decisions/176-settings-reach-code-one-way.md). One
 * module per file: a page's bundle carries only the settings it shows. Nothing here imports the
 * content registry, whose schemas read these modules; a module imports nothing (the layers, 143),
 * so a reader of an optional field takes its type from `SettingsValue`.
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { readContent } from "#app/lib/content/frontmatter.ts";
import { settingsFiles, type SettingsValue } from "#app/lib/content/settings-schema.ts";
import { writeIndexModules } from "./destination-index.ts";
import { madeBy, writeModules, type GeneratedModule } from "./generated-files.ts";

const root = path.resolve(import.meta.dirname, "../..");

type SettingsValues = { [F in (typeof settingsFiles)[number] as F["name"]]: SettingsValue<F["name"]> };

/** The settings files parsed with their schemas: each file's value, or its problems (file and field). */
export function readSettings(projectRoot: string = root): { problems: string[]; values: Partial<SettingsValues> } {
  const problems: string[] = [];
  const values: Record<string, unknown> = {};
  for (const { name, file, schema } of settingsFiles) {
    const full = path.join(projectRoot, file);
    const read = existsSync(full)
      ? readContent(readFileSync(full, "utf8"), schema, "json")
      : { problems: ["the file is missing"] };
    problems.push(...read.problems.map((problem) => `${file}: ${problem}`));
    if (read.problems.length === 0) values[name] = read.value;
  }
  return { problems, values };
}

export function renderSettingsModules(projectRoot: string = root): GeneratedModule[] {
  const { problems, values } = readSettings(projectRoot);
  if (problems.length > 0) throw new Error(problems.join("\n"));
  return settingsFiles.map(({ name, file, module }) => ({
    module: `app/generated/settings/${path.basename(file, ".json")}.ts`,
    text: [
      madeBy("settings-module.ts", file),
      `/** ${file}, parsed with its schema. */`,
      `export const ${module} = ${JSON.stringify(values[name], null, 2)};\n`,
    ].join("\n"),
  }));
}

/** The guides' index, then the settings. */
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
