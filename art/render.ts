/** Writes every catalog scene to content/images/<id>.svg. Run: npm run art */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { catalog } from './catalog.ts';

const outDir = join(dirname(fileURLToPath(import.meta.url)), '..', 'content', 'images');
mkdirSync(outDir, { recursive: true });

let total = 0;
for (const s of catalog) {
  const svg = s.render();
  writeFileSync(join(outDir, `${s.id}.svg`), svg);
  total += svg.length;
}
console.log(`wrote ${catalog.length} pictures (${Math.round(total / 1024)} kB) to ${outDir}`);
