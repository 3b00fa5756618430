import { execFile } from "node:child_process";
import { existsSync, readFileSync, utimesSync } from "node:fs";
import { readFile } from "node:fs/promises";
import type { ServerResponse } from "node:http";
import path from "node:path";
import type { Plugin, ViteDevServer } from "vite";
import { settingsFiles, settingsProblems } from "../../app/lib/content/settings-schema.ts";
import { adminFolder, headersForFile, policyForFile } from "../../server/security.js";
import { buildImages } from "./images/build-images.ts";
import { missingPictures } from "./picture-uses.ts";

/**
 * The content folder in Vite: the build fails on an invalid settings file (the file and the field
 * named), and `npm run dev` shows every edit of content/ on save, without a restart.
 */

const root = path.resolve(import.meta.dirname, "../..");
const contentDirectory = path.join(root, "content");

/** Every problem of content/settings, one line each, beginning with the file; empty when valid. */
export function checkSettings(projectRoot: string = root): string[] {
  const problems: string[] = [];
  for (const { file, schema } of settingsFiles) {
    const full = path.join(projectRoot, file);
    if (!existsSync(full)) {
      problems.push(`${file}: the file is missing`);
      continue;
    }
    let data: unknown;
    try {
      data = JSON.parse(readFileSync(full, "utf8"));
    } catch (error) {
      problems.push(`${file}: not valid JSON (${(error as Error).message})`);
      continue;
    }
    problems.push(...settingsProblems(schema, data).map((problem) => `${file}: ${problem}`));
  }
  return problems;
}

/**
 * Every problem the build finds before a page is rendered: the settings, and any picture that
 * content names but content/images lacks, with every entry that names it.
 */
export function checkContent(projectRoot: string = root): string[] {
  return [...checkSettings(projectRoot), ...missingPictures(projectRoot)];
}

/** Where `npm run dev` keeps the content manager it builds on the first visit to /admin. */
const devAdminDirectory = path.join(root, "node_modules/.cache/saffron-admin");
const adminTypes: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".wasm": "application/wasm",
  ".svg": "image/svg+xml",
  ".woff2": "font/woff2",
};

/**
 * The content manager in development: built once (about 10 s) on the first visit, then served
 * from the cache, under the same policy as in production. With decap-server running (npm run cms,
 * which sets CMS_LOCAL_BACKEND=1), it edits this checkout's files, and the pages beside it show
 * each save.
 */
function serveAdmin(): (url: string, response: ServerResponse) => Promise<boolean> {
  let built: Promise<void> | undefined;
  // In a process of its own: Vite's build inside the running development server resolves
  // Decap's nested dependencies wrongly.
  const build = () =>
    new Promise<void>((resolve, reject) => {
      execFile(
        process.execPath,
        [
          path.join(root, "node_modules/tsx/dist/cli.mjs"),
          path.join(root, "scripts/pipeline/build-admin.ts"),
          devAdminDirectory,
        ],
        { env: { ...process.env, NODE_ENV: "production" } },
        (error) => (error ? reject(error) : resolve()),
      );
    });
  return async (url, response) => {
    const pathname = url.split("?")[0] ?? "";
    if (pathname !== "/admin" && !pathname.startsWith("/admin/")) return false;
    built ??= build();
    try {
      await built;
    } catch (error) {
      built = undefined;
      response.statusCode = 500;
      response.end(`The content manager could not be built: ${(error as Error).message}`);
      return true;
    }
    const relative = pathname === "/admin" || pathname === "/admin/" ? "index.html" : pathname.slice("/admin/".length);
    const file = path.resolve(devAdminDirectory, "admin", relative);
    if (!file.startsWith(path.join(devAdminDirectory, "admin") + path.sep) || !existsSync(file)) {
      response.statusCode = 404;
      response.end("Not found");
      return true;
    }
    const body = await readFile(file);
    response.setHeader("content-type", adminTypes[path.extname(file)] ?? "application/octet-stream");
    if (file.endsWith(".html")) {
      // Production's policy, which lets the editor reach decap-server only when told so (npm run cms does).
      const adminFile = `${adminFolder}${relative}`;
      const localBackend = process.env.CMS_LOCAL_BACKEND === "1";
      response.setHeader("content-security-policy", policyForFile(adminFile, "", { localBackend }));
      for (const [name, value] of Object.entries(headersForFile(adminFile))) response.setHeader(name, value);
    }
    response.end(body);
    return true;
  };
}

/** Server-side modules cache what they read from content/: drop them and reload the page. */
function reloadEverything(server: ViteDevServer): void {
  server.moduleGraph.invalidateAll();
  server.ws.send({ type: "full-reload" });
}

export function contentPlugin(): Plugin {
  return {
    name: "saffron-content",
    buildStart() {
      const problems = checkContent();
      if (problems.length > 0) this.error(problems.join("\n"));
    },
    configureServer(server) {
      const admin = serveAdmin();
      server.middlewares.use((request, response, next) => {
        admin(request.url ?? "", response).then((handled) => (handled ? undefined : next()), next);
      });
      server.watcher.add(contentDirectory);
      let images: Promise<unknown> = Promise.resolve();
      server.watcher.on("all", (event, file) => {
        if (!file.startsWith(contentDirectory + path.sep)) return;
        const relative = path.relative(contentDirectory, file);
        if (relative.startsWith(`images${path.sep}`)) {
          // The pipeline rewrites app/generated/images.ts, which Vite then reloads itself.
          images = images.then(() => buildImages()).catch((error: Error) => server.config.logger.error(error.message));
          return;
        }
        if (relative.startsWith(`settings${path.sep}`)) {
          const problems = checkContent();
          if (problems.length > 0) {
            server.ws.send({ type: "error", err: { message: problems.join("\n"), stack: "" } });
            return;
          }
        }
        // A new or removed article changes the list of routes, which React Router reads from app/routes.ts.
        if (relative.startsWith(`blog${path.sep}`) && (event === "add" || event === "unlink")) {
          const now = new Date();
          utimesSync(path.join(root, "app/routes.ts"), now, now);
        }
        reloadEverything(server);
      });
    },
  };
}
