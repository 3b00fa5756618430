import { existsSync } from "node:fs";
import { copyFile, readFile, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants as zlibConstants, gzip } from "node:zlib";
import { site } from "#app/data/site.ts";
import { buildAdmin } from "./build-admin.ts";
import { editorOrigin } from "./cms-settings.ts";
import { writeCountFiles } from "./count-functions.ts";
import { deferJavaScript } from "./defer-javascript.ts";
import { filesOf } from "#server/app.js";
import { inlineScriptToken } from "#server/inline-scripts.js";
import { sealInlineScripts, writeEditorHostFiles, writeHostHeaders, writeStaticHostRedirects } from "./host-headers.ts";
import { buildServiceWorker } from "./service-worker.ts";
import { withoutScripts } from "./without-scripts.ts";
import { writeSiteFiles } from "./site-files.ts";
import { makeSocialImages, readPrerenderedPage, type PrerenderedPage } from "./images/social-images.ts";

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Images and fonts are compressed already. */
const compressible = /\.(?:html|js|css|svg|xml|txt|json|webmanifest|data|map)$/;
const minimumBytes = 512;
/** Brotli's best quality takes about 20 s on a 5.7 MB script (quality 9: under 1 s, 10% larger). */
const largeFileBytes = 1024 * 1024;

function prerendered(clientDirectory: string, page: string): string {
  const file = path.join(clientDirectory, page, "index.html");
  if (!existsSync(file)) throw new Error(`finish-build: ${file} was not prerendered`);
  return file;
}

/** Writes .br and .gz beside a file worth compressing; true if it did. */
export async function compressFile(file: string): Promise<boolean> {
  if (!compressible.test(file)) return false;
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

/** Runs after React Router has prerendered every page (react-router.config.ts, buildEnd). */
export async function finishBuild(buildDirectory: string): Promise<void> {
  const clientDirectory = path.join(buildDirectory, "client");
  // The prerendered catch-all page becomes 404.html; /404 itself must not answer 200.
  await copyFile(prerendered(clientDirectory, "404"), path.join(clientDirectory, "404.html"));
  await rm(path.join(clientDirectory, "404"), { recursive: true, force: true });
  await rm(path.join(clientDirectory, "404.data"), { force: true });
  // Every route is prerendered, so the single-page fallback is never served.
  await rm(path.join(clientDirectory, "__spa-fallback.html"), { force: true });
  const pageFiles = async () => (await filesOf(clientDirectory)).filter((file) => file.endsWith(".html"));
  const token = inlineScriptToken();
  for (const file of await pageFiles()) {
    const html = await readFile(path.join(clientDirectory, file), "utf8");
    const deferred = deferJavaScript(html, token);
    if (deferred !== html) await writeFile(path.join(clientDirectory, file), deferred);
  }
  // The 400 page goes without its scripts: at an unreadable address the router would match another
  // route, or none, and replace the page (record 081).
  const badRequest = await readFile(prerendered(clientDirectory, "bad-request"), "utf8");
  await writeFile(path.join(clientDirectory, "400.html"), withoutScripts(badRequest));
  // So does the offline page: the service worker shows it at the address that could not be reached,
  // where the router would hydrate it as that page (record 171).
  const offline = prerendered(clientDirectory, "offline");
  await writeFile(offline, withoutScripts(await readFile(offline, "utf8")));
  const scriptHashes = await sealInlineScripts(clientDirectory, token);

  // Every prerendered page (404 excluded), with what its preview card and the sitemap need.
  const pages: PrerenderedPage[] = [];
  for (const file of (await pageFiles()).filter((name) => path.posix.basename(name) === "index.html")) {
    const html = await readFile(path.join(clientDirectory, file), "utf8");
    pages.push(readPrerenderedPage(`/${path.posix.dirname(file).replace(/^\.$/, "")}`, html, site.brandName));
  }
  const indexable = pages.filter((page) => page.indexable);
  const previews = await makeSocialImages(clientDirectory, indexable, {
    brandName: site.brandName,
    host: new URL(site.origin).host.replace(/^www\./, ""),
    // Pages without a main picture borrow the home page's for their link preview.
    fallbackPicture: pages.find((page) => page.path === "/")?.picture,
  });
  console.log(`social previews: ${previews.length} pictures`);
  await writeSiteFiles(clientDirectory, indexable, site.origin);
  await buildServiceWorker(clientDirectory);

  const editorDirectory = path.join(buildDirectory, "editor");
  await buildAdmin(editorDirectory);
  await writeEditorHostFiles(editorDirectory);
  await writeCountFiles(buildDirectory);
  await writeHostHeaders(clientDirectory, scriptHashes);
  await writeStaticHostRedirects(clientDirectory, editorOrigin(process.env.ADMIN_ORIGIN));
  let compressed = 0;
  for (const file of await filesOf(clientDirectory)) {
    if (await compressFile(path.join(clientDirectory, file))) compressed += 1;
  }
  console.log(`precompressed ${compressed} files (brotli and gzip)`);
}
