import { cp, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { filesOf } from "#server/app.js";
import { compressFile } from "#scripts/pipeline/finish-build.ts";
import { withoutScripts } from "#scripts/pipeline/without-scripts.ts";

/**
 * The build without any script, to measure what hydration costs a page (record 168), precompressed
 * afresh since the server sends those files; no twin page reaches the content manager or the worker.
 */
export async function buildScriptFreeTwin(clientDirectory: string, twinDirectory: string): Promise<void> {
  await rm(twinDirectory, { recursive: true, force: true });
  await cp(clientDirectory, twinDirectory, {
    recursive: true,
    filter: (source) => !/^(admin|sw\.js)/.test(path.relative(clientDirectory, source).split(path.sep).join("/")),
  });
  for (const page of (await filesOf(twinDirectory)).filter((name) => name.endsWith(".html"))) {
    const file = path.join(twinDirectory, page);
    const html = await readFile(file, "utf8");
    const stripped = withoutScripts(html);
    if (stripped === html) continue;
    await writeFile(file, stripped);
    await Promise.all([".br", ".gz"].map((extension) => rm(`${file}${extension}`, { force: true })));
    await compressFile(file);
  }
}
