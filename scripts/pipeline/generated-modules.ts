import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

/**
 * How the asset pipeline writes the TypeScript modules of app/generated/ (destination-index.ts,
 * settings-module.ts): one header line, one way to write a parsed file, and a writer that leaves an
 * unchanged module alone. It imports no content module, so the guides' index can be written before
 * the content registry can load.
 */

/** A module of app/generated/: its path from the project root and its text. */
export interface GeneratedModule {
  module: string;
  text: string;
}

/** The first line of a generated module: the script that made it, and from what. */
export function madeBy(script: string, source: string): string {
  return `// Made by scripts/pipeline/${script} from ${source} (npm run assets); not committed.\n`;
}

/** A file's parsed value as an exported constant, `name`. */
export function parsedFileExport(file: string, name: string, value: unknown): string {
  return `/** ${file}, parsed with its schema. */\nexport const ${name} = ${JSON.stringify(value, null, 2)};\n`;
}

/** Writes the modules whose text changed (so that Vite reloads only on a change). */
export function writeModules(projectRoot: string, modules: readonly GeneratedModule[]): void {
  for (const { module, text } of modules) {
    const file = path.join(projectRoot, module);
    if (existsSync(file) && readFileSync(file, "utf8") === text) continue;
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, text);
  }
}
