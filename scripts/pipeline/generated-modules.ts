import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

/** How the asset pipeline writes app/generated/; it imports no content module (destination-index.ts). */

export interface GeneratedModule {
  module: string;
  text: string;
}

export function madeBy(script: string, source: string): string {
  return `// Made by scripts/pipeline/${script} from ${source} (npm run assets); not committed.\n`;
}

export function parsedFileExport(file: string, name: string, value: unknown): string {
  return `/** ${file}, parsed with its schema. */\nexport const ${name} = ${JSON.stringify(value, null, 2)};\n`;
}

/** Writes the modules whose text changed, so that Vite reloads only on a change. */
export function writeModules(projectRoot: string, modules: readonly GeneratedModule[]): void {
  for (const { module, text } of modules) {
    const file = path.join(projectRoot, module);
    if (existsSync(file) && readFileSync(file, "utf8") === text) continue;
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, text);
  }
}
