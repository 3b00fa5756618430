import { execFile } from "node:child_process";
import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import type { ServerResponse } from "node:http";
import path from "node:path";
import { promisify } from "node:util";
import { adminFolder, headersForFile, localBackendSettings, localBackendSettingsPath } from "#server/security.js";

const root = path.resolve(import.meta.dirname, "../..");

const devAdminDirectory = path.join(root, "node_modules/.cache/saffron-admin");
const tsx = path.join(root, "node_modules/tsx/dist/cli.mjs");
const adminTypes: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".wasm": "application/wasm",
  ".svg": "image/svg+xml",
  ".woff2": "font/woff2",
};

/**
 * The content manager in development: built on the first visit (about 10 s), under production's
 * policy; with CMS_LOCAL_BACKEND=1 (npm run cms) it may reach decap-server.
 */
export function serveAdmin(): (url: string, response: ServerResponse) => Promise<boolean> {
  let built: Promise<unknown> | undefined;
  // In a process of its own: Vite's build inside the running development server resolves
  // Decap's nested dependencies wrongly.
  const build = () =>
    promisify(execFile)(
      process.execPath,
      [tsx, path.join(root, "scripts/pipeline/build-admin.ts"), devAdminDirectory],
      { env: { ...process.env, NODE_ENV: "production" } },
    );
  return async (url, response) => {
    const pathname = url.split("?")[0] ?? "";
    if (pathname !== "/admin" && !pathname.startsWith("/admin/")) return false;
    if (pathname === localBackendSettingsPath && process.env.CMS_LOCAL_BACKEND === "1") {
      response.setHeader("content-type", "application/json");
      response.end(JSON.stringify(localBackendSettings));
      return true;
    }
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
      const adminFile = `${adminFolder}${relative}`;
      const localBackend = process.env.CMS_LOCAL_BACKEND === "1";
      for (const [name, value] of Object.entries(headersForFile(adminFile, { localBackend })))
        response.setHeader(name, value);
    }
    response.end(body);
    return true;
  };
}
