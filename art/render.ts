/** Writes every catalog scene to content/images/<id>.svg. Run: npm run art */
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { catalog } from "./catalog.ts";

const outDir = join(import.meta.dirname, "..", "content", "images");
mkdirSync(outDir, { recursive: true });

let total = 0;
for (const s of catalog) {
  const svg = s.render();
  writeFileSync(join(outDir, `${s.id}.svg`), svg);
  total += svg.length;
}
console.log(`wrote ${catalog.length} pictures (${Math.round(total / 1024)} kB) to ${outDir}`);
