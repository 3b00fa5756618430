import { existsSync } from "node:fs";
import { copyFile, readdir, readFile, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants as zlibConstants, gzip } from "node:zlib";
import { site } from "#app/data/site.ts";
import { buildAdmin, editorOrigin } from "./build-admin.ts";
import { deferJavaScript } from "./defer-javascript.ts";
import { refuseUnknownInlineScripts } from "./inline-script-check.ts";
import { writeEditorHostFiles, writeHostHeaders, writeStaticHostRedirects } from "./host-headers.ts";
import { buildServiceWorker } from "./service-worker.ts";
import { withoutScripts } from "./without-scripts.ts";
import { writeSiteFiles } from "./site-files.ts";
import { makeSocialImages, readPrerenderedPage, type PrerenderedPage } from "./images/social-images.ts";

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** File types worth precompressing; images and fonts are compressed already. */
const compressible = new Set([
  ".html",
  ".js",
  ".css",
  ".svg",
  ".xml",
  ".txt",
  ".json",
  ".webmanifest",
  ".data",
  ".map",
]);
const minimumBytes = 512;
/**
 * Brotli's best quality costs about 20 s on the content manager's 5.7 MB script (quality 9: under
 * 1 s, 10% larger); the public pages' files are all far smaller and get the best.
 */
const largeFileBytes = 1024 * 1024;

async function* walk(directory: string): AsyncGenerator<string> {
  for (const entry of await readdir(directory, { withFileTypes: true })) {
    const full = path.join(directory, entry.name);
    if (entry.isDirectory()) yield* walk(full);
    else yield full;
  }
}

/**
 * The prerendered catch-all page becomes 404.html, which the servers send with status 404.
 * /404 itself must not be a page that answers 200, so its folder goes.
 */
async function publishNotFoundPage(clientDirectory: string): Promise<void> {
  const prerendered = path.join(clientDirectory, "404", "index.html");
  if (!existsSync(prerendered)) throw new Error(`finish-build: ${prerendered} was not prerendered`);
  await copyFile(prerendered, path.join(clientDirectory, "404.html"));
  await rm(path.join(clientDirectory, "404"), { recursive: true, force: true });
  await rm(path.join(clientDirectory, "404.data"), { force: true });
  // Every route is prerendered, so the single-page fallback is never served.
  await rm(path.join(clientDirectory, "__spa-fallback.html"), { force: true });
}

/**
 * The page for an address the servers cannot read becomes 400.html, which they send with status
 * 400. It goes without its scripts: at such an address the router would match another route (or
 * none) and replace the page; and it must read the same without JavaScript (decision 081).
 */
async function publishBadRequestPage(clientDirectory: string): Promise<void> {
  const prerendered = path.join(clientDirectory, "bad-request", "index.html");
  if (!existsSync(prerendered)) throw new Error(`finish-build: ${prerendered} was not prerendered`);
  await writeFile(path.join(clientDirectory, "400.html"), withoutScripts(await readFile(prerendered, "utf8")));
}

/** Writes .br and .gz beside one file, if it is of a type and size worth compressing; true if it did. */
export async function compressFile(file: string): Promise<boolean> {
  if (!compressible.has(path.extname(file))) return false;
  if ((await stat(file)).size < minimumBytes) return false;
  const content = await readFile(file);
  const [br, gz] = await Promise.all([
    brotli(content, {
      params: {
        [zlibConstants.BROTLI_PARAM_QUALITY]: content.length > largeFileBytes ? 9 : 11,
        [zlibConstants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    }),
    gzipAsync(content, { level: 9 }),
  ]);
  await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
  return true;
}

/** Writes .br and .gz beside every compressible file, for servers that send precompressed files. */
async function precompress(clientDirectory: string): Promise<void> {
  let files = 0;
  for await (const file of walk(clientDirectory)) {
    if (await compressFile(file)) files += 1;
  }
  console.log(`precompressed ${files} files (brotli and gzip)`);
}

/** Every page's JavaScript waits for its first paint (scripts/pipeline/defer-javascript.ts). */
async function deferPageScripts(clientDirectory: string): Promise<void> {
  for await (const file of walk(clientDirectory)) {
    if (!file.endsWith(".html")) continue;
    const html = await readFile(file, "utf8");
    const deferred = deferJavaScript(html);
    if (deferred !== html) await writeFile(file, deferred);
  }
}

/** Every prerendered page of the build (404 excluded), with what its preview card needs. */
async function listPrerenderedPages(clientDirectory: string): Promise<PrerenderedPage[]> {
  const pages: PrerenderedPage[] = [];
  for await (const file of walk(clientDirectory)) {
    if (path.basename(file) !== "index.html") continue;
    const directory = path.relative(clientDirectory, path.dirname(file)).split(path.sep).join("/");
    pages.push(readPrerenderedPage(`/${directory}`, await readFile(file, "utf8"), site.brandName));
  }
  return pages.sort((a, b) => a.path.localeCompare(b.path));
}

/** Link-preview pictures for every indexable page; pages without a main picture borrow the home page's. */
async function buildSocialImages(clientDirectory: string, pages: readonly PrerenderedPage[]): Promise<void> {
  const written = await makeSocialImages(
    clientDirectory,
    pages.filter((page) => page.indexable),
    {
      brandName: site.brandName,
      host: new URL(site.origin).host.replace(/^www\./, ""),
      fallbackPicture: pages.find((page) => page.path === "/")?.picture,
    },
  );
  console.log(`social previews: ${written.length} pictures`);
}

/** Runs after React Router has prerendered every page (react-router.config.ts, buildEnd). */
export async function finishBuild(buildDirectory: string): Promise<void> {
  const clientDirectory = path.join(buildDirectory, "client");
  await publishNotFoundPage(clientDirectory);
  await deferPageScripts(clientDirectory);
  await publishBadRequestPage(clientDirectory);
  await refuseUnknownInlineScripts(clientDirectory);
  const pages = await listPrerenderedPages(clientDirectory);
  await buildSocialImages(clientDirectory, pages);
  await writeSiteFiles(
    clientDirectory,
    pages.filter((page) => page.indexable),
    site.origin,
  );
  await buildServiceWorker(clientDirectory);
  // The editor's own site, beside the public one: nothing of the content manager is in build/client.
  const editorDirectory = path.join(buildDirectory, "editor");
  await buildAdmin(editorDirectory);
  await writeEditorHostFiles(editorDirectory);
  await writeHostHeaders(clientDirectory);
  await writeStaticHostRedirects(clientDirectory, editorOrigin(process.env.ADMIN_ORIGIN));
  await precompress(clientDirectory);
}
