import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

/** How the pipeline writes app/generated/ and other made files. */

/** A module of app/generated/ and its text. */
export interface GeneratedModule {
  module: string;
  text: string;
}

export const madeBy = (script: string, source: string) =>
  `// Made by scripts/pipeline/${script} from ${source} (npm run assets); not committed.\n`;

/** Writes a file of the pipeline only when it changes, so that Vite reloads only on a change. */
export function writeIfChanged(file: string, content: string | Buffer): void {
  if (existsSync(file) && readFileSync(file).equals(Buffer.from(content))) return;
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, content);
}

export function writeModules(projectRoot: string, modules: readonly GeneratedModule[]): void {
  for (const { module, text } of modules) writeIfChanged(path.join(projectRoot, module), text);
}
