import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { build } from "vite";
import { countPath } from "#app/data/count-vocabulary.js";
import { site } from "#app/data/site.ts";
import { loadTrips } from "#app/lib/content/trips.server.ts";
import { filesOf } from "#server/app.js";
import type { CountLists } from "#server/counts/endpoint.js";
import { reportPath } from "#server/counts/node.js";

/**
 * What the counts' endpoint accepts beside the vocabulary (app/data/count-vocabulary.js), from the
 * build itself: its pages, the trips' slugs, the offices' ids. The Node server reads them from
 * build/count-lists.json; each function has them bundled in (record 164).
 */
async function countLists(clientDirectory: string): Promise<CountLists> {
  const pages = (await filesOf(clientDirectory))
    .filter((file) => path.posix.basename(file) === "index.html")
    .map((file) => `/${path.posix.dirname(file).replace(/^\.$/, "")}`);
  return {
    pages,
    trips: loadTrips().map((trip) => trip.slug),
    offices: site.offices.map((office) => office.id),
  };
}

const functionsModule = path.resolve(import.meta.dirname, "../../server/counts/functions.js");

/** One host function, bundled whole (pg included) into a single file the host runs as it is. */
async function bundleFunction(outDir: string, name: string, code: string): Promise<void> {
  const entries = await mkdtemp(path.join(tmpdir(), "count-functions-"));
  const entry = path.join(entries, `${name}.js`);
  await writeFile(entry, code);
  // A function never opens PGlite (it needs DATABASE_URL): none of it is bundled, nor left to resolve.
  const noPglite = path.join(entries, "no-pglite.js");
  await writeFile(noPglite, 'export const PGlite = { create() { throw new Error("no PGlite in a function"); } };\n');
  try {
    await build({
      configFile: false,
      logLevel: "warn",
      publicDir: false,
      resolve: { alias: { "@electric-sql/pglite": noPglite } },
      ssr: { noExternal: true, target: "node" },
      build: {
        ssr: entry,
        outDir,
        emptyOutDir: false,
        minify: false,
        reportCompressedSize: false,
        rolldownOptions: {
          // pg's optional native binding, required only when asked for.
          external: ["pg-native"],
          output: { entryFileNames: `${name}.mjs`, format: "es", codeSplitting: false },
        },
      },
    });
  } finally {
    await rm(entries, { recursive: true, force: true });
  }
}

/**
 * build/count-lists.json, and the host's functions: build/functions/site/count.mjs (the public
 * site's endpoint) and build/functions/editor/report.mjs (the staff report, on the editor's site).
 */
export async function writeCountFiles(buildDirectory: string): Promise<void> {
  const started = Date.now();
  const lists = await countLists(path.join(buildDirectory, "client"));
  await rm(path.join(buildDirectory, "functions"), { recursive: true, force: true });
  await writeFile(path.join(buildDirectory, "count-lists.json"), `${JSON.stringify(lists)}\n`);
  const source = JSON.stringify(functionsModule);
  await bundleFunction(
    path.join(buildDirectory, "functions/site"),
    "count",
    `import { countFunction } from ${source};\nexport default countFunction(${JSON.stringify(lists)});\nexport const config = { path: ${JSON.stringify(countPath)} };\n`,
  );
  await bundleFunction(
    path.join(buildDirectory, "functions/editor"),
    "report",
    `import { reportFunction } from ${source};\nexport default reportFunction();\nexport const config = { path: ${JSON.stringify(reportPath)} };\n`,
  );
  console.log(`counts: lists and host functions written in ${Date.now() - started} ms`);
}
