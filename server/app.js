// @ts-check
import { readdir } from "node:fs/promises";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import Fastify from "fastify";

/** Hashed build output: safe to cache for a year. */
const immutable = "public, max-age=31536000, immutable";
/** Pages, their data and the service worker: always revalidated, so a deploy shows at once. */
const revalidate = "no-cache";
/** Anything else (favicon, manifest): an hour. */
const shortLived = "public, max-age=3600";

const notFoundPage = "404.html";
const allowedMethods = "GET, HEAD";

/** Headers sent with every response; the full Content-Security-Policy comes with the hardening issue. */
export const baseHeaders = {
  "x-content-type-options": "nosniff",
  "referrer-policy": "strict-origin-when-cross-origin",
  "x-frame-options": "DENY",
};

/**
 * Lists the files the server may send: every file under `root` except dotfiles and the
 * precompressed variants (chosen by Accept-Encoding, never asked for by name).
 * Serving only from this list makes path traversal impossible by construction.
 * @param {string} root
 * @returns {Promise<Set<string>>} paths relative to root, with forward slashes
 */
export async function listServableFiles(root) {
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  const files = new Set();
  for (const entry of entries) {
    if (!entry.isFile()) continue;
    const relative = path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join("/");
    if (relative.split("/").some((part) => part.startsWith("."))) continue;
    if (/\.(br|gz)$/.test(relative)) continue;
    files.add(relative);
  }
  return files;
}

/**
 * @param {string} file path relative to the root
 * @returns {string} the Cache-Control value for it
 */
export function cacheControlFor(file) {
  if (file.startsWith("assets/")) return immutable;
  if (file.endsWith(".html") || file.endsWith(".data") || file === "sw.js") return revalidate;
  return shortLived;
}

/**
 * Maps a decoded URL path to a file of the build, or undefined.
 * "/" -> index.html, "/about" -> about/index.html, "/assets/x.js" -> assets/x.js.
 * @param {string} pathname decoded, starting with "/"
 * @param {Set<string>} files
 */
export function resolveFile(pathname, files) {
  const relative = pathname.slice(1);
  if (relative === notFoundPage) return undefined;
  if (relative === "" || relative.endsWith("/")) {
    const index = `${relative}index.html`;
    return relative !== "" ? undefined : files.has(index) ? index : undefined;
  }
  if (files.has(relative)) return relative;
  const page = `${relative}/index.html`;
  return files.has(page) ? page : undefined;
}

/**
 * The production server: the prerendered site from `root`, precompressed, with caching rules,
 * a real 404, 405 for methods other than GET and HEAD, and 400 for malformed URLs.
 * @param {{ root: string, logger?: boolean }} options
 */
export async function buildServer({ root, logger = false }) {
  const files = await listServableFiles(root);
  const app = Fastify({
    logger,
    // Nothing here takes a request body.
    bodyLimit: 1024,
    // Do not reveal what runs the site.
    exposeHeadRoutes: true,
    routerOptions: { maxParamLength: 2048 },
  });

  await app.register(fastifyStatic, {
    root,
    serve: false,
    preCompressed: true,
    cacheControl: false,
    dotfiles: "deny",
    index: false,
    redirect: false,
  });

  app.addHook("onSend", async (_request, reply, payload) => {
    reply.headers(baseHeaders);
    return payload;
  });

  /**
   * @param {import("fastify").FastifyReply} reply
   */
  function sendNotFound(reply) {
    return reply.code(404).header("cache-control", revalidate).sendFile(notFoundPage);
  }

  app.get("/*", async (request, reply) => {
    const rawPath = request.url.split("?")[0] ?? "/";
    let pathname;
    try {
      pathname = decodeURIComponent(rawPath);
    } catch {
      return reply.code(400).type("text/plain; charset=utf-8").send("Bad Request: malformed URL encoding");
    }
    if (pathname.includes("\0") || !pathname.startsWith("/")) {
      return reply.code(400).type("text/plain; charset=utf-8").send("Bad Request");
    }
    const file = resolveFile(pathname, files);
    if (file) {
      return reply.header("cache-control", cacheControlFor(file)).sendFile(file);
    }
    // "/about/" -> "/about", but only for a real page, so that "//evil.example/" is never a redirect.
    const withoutSlash = pathname.replace(/\/+$/, "");
    if (withoutSlash !== pathname && /^\/[^/]/.test(withoutSlash) && resolveFile(withoutSlash, files)) {
      const query = request.url.includes("?") ? request.url.slice(request.url.indexOf("?")) : "";
      return reply.redirect(encodeURI(withoutSlash) + query, 301);
    }
    return sendNotFound(reply);
  });

  app.setNotFoundHandler((request, reply) => {
    if (request.method !== "GET" && request.method !== "HEAD") {
      return reply.code(405).header("allow", allowedMethods).type("text/plain; charset=utf-8").send("Method Not Allowed");
    }
    return sendNotFound(reply);
  });

  // Client errors keep their 4xx status and message; anything else is logged and stays vague.
  app.setErrorHandler((/** @type {{ statusCode?: number, message?: string }} */ error, request, reply) => {
    const clientStatus = error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : undefined;
    if (clientStatus === undefined) request.log.error(error);
    return reply
      .code(clientStatus ?? 500)
      .type("text/plain; charset=utf-8")
      .send(clientStatus === undefined ? "Internal Server Error" : (error.message ?? "Bad Request"));
  });

  return app;
}
