import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { z } from "zod";
import { fieldProblems } from "#app/lib/content/field-problems.ts";

/** How the pipeline reads the project's JSON and writes app/generated/ and other made files. */

/** A module of app/generated/ and its text. */
export interface GeneratedModule {
  module: string;
  text: string;
}

export const madeBy = (script: string, source: string) =>
  `// Made by scripts/pipeline/${script} from ${source} (npm run assets); not committed.\n`;

/** A settings file's module, its value parsed with its schema. */
export function settingsModule(script: string, file: string, name: string, value: unknown): GeneratedModule {
  return {
    module: `app/generated/settings/${path.basename(file, ".json")}.ts`,
    text: `${madeBy(script, file)}\n/** ${file}, parsed with its schema. */\nexport const ${name} = ${JSON.stringify(value, null, 2)};\n`,
  };
}

/** Writes a file of the pipeline only when it changes, so that Vite reloads only on a change. */
export function writeIfChanged(file: string, content: string | Buffer): void {
  if (existsSync(file) && readFileSync(file).equals(Buffer.from(content))) return;
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, content);
}

export function writeModules(projectRoot: string, modules: readonly GeneratedModule[]): void {
  for (const { module, text } of modules) writeIfChanged(path.join(projectRoot, module), text);
}

/** A JSON file of the project read with its schema: its value, or its problems, each naming the file. */
export function readJsonFile<S extends z.ZodType>(
  projectRoot: string,
  file: string,
  schema: S,
): { value?: z.infer<S>; problems: string[] } {
  const full = path.join(projectRoot, file);
  if (!existsSync(full)) return { problems: [`${file}: the file is missing`] };
  let data: unknown;
  try {
    data = JSON.parse(readFileSync(full, "utf8"));
  } catch (error) {
    return { problems: [`${file}: not valid JSON (${(error as Error).message})`] };
  }
  const result = schema.safeParse(data);
  return result.success
    ? { value: result.data, problems: [] }
    : { problems: fieldProblems(result.error, "(file)").map((problem) => `${file}: ${problem}`) };
}
