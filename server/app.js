// @ts-check
import { readFile, readdir } from "node:fs/promises";
import { STATUS_CODES } from "node:http";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import Fastify from "fastify";
import { cacheControlFor, revalidate } from "./cache-control.js";
import { countRoutes } from "./counts/node.js";
import {
  adminFolder,
  headersForFile,
  isStaffAddress,
  localBackendSettings,
  localBackendSettingsPath,
  pageAddress,
  pageHeadersFromHeadersFile,
  resourcePolicy,
  robotsTag,
  securityHeaders,
} from "./security.js";

/** Every answer's headers, the pages' own policy set over them. */
const baseHeaders = { ...securityHeaders, "content-security-policy": resourcePolicy };

const notFoundPage = "404.html";
const badRequestPage = "400.html";

/**
 * Every file of a folder, relative to it, with forward slashes, sorted.
 * @param {string} directory
 */
export async function filesOf(directory) {
  const entries = await readdir(directory, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(directory, path.join(entry.parentPath, entry.name)).split(path.sep).join("/"))
    .sort();
}

/**
 * The files the server may send: all but dotfiles, precompressed variants and the static host's
 * configuration. Serving only from this list makes path traversal impossible by construction.
 * @param {string} root
 */
async function servableFiles(root) {
  return (await filesOf(root)).filter((file) => !/(^|\/)\.|\.(br|gz)$|^_(headers|redirects)$/.test(file));
}

/**
 * "/" -> index.html, "/about" -> about/index.html, "/assets/x.js" -> assets/x.js, or undefined.
 * @param {string} pathname decoded, starting with "/"
 * @param {Set<string>} files
 */
export function resolveFile(pathname, files) {
  const relative = pathname.slice(1);
  if (relative === notFoundPage || relative === badRequestPage) return undefined;
  if (relative === "") return files.has("index.html") ? "index.html" : undefined;
  if (relative.endsWith("/")) return undefined;
  if (files.has(relative)) return relative;
  const page = `${relative}/index.html`;
  return files.has(page) ? page : undefined;
}

/**
 * The site's 400 page when the build has one, never stored; otherwise a plain 400.
 * @param {{ html: string, headers: Record<string, string> } | undefined} page
 * @param {import("fastify").FastifyReply} reply
 * @param {string} reason
 */
function sendBadRequest(page, reply, reason) {
  reply.code(400).header("cache-control", "no-store");
  if (!page) return reply.type("text/plain; charset=utf-8").send(`Bad Request: ${reason}`);
  return reply.headers(page.headers).type("text/html; charset=utf-8").send(page.html);
}

/**
 * Requests Node's HTTP parser refuses before Fastify sees them are answered on the socket itself,
 * with the security headers too, then closed.
 * @param {Error & { code?: string }} error
 * @param {import("node:net").Socket} socket
 */
function answerUnparsableRequest(error, socket) {
  if (error.code === "ECONNRESET" || socket.destroyed) return;
  const statuses = /** @type {Record<string, number>} */ ({ HPE_HEADER_OVERFLOW: 431, ERR_HTTP_REQUEST_TIMEOUT: 408 });
  const status = statuses[error.code ?? ""] ?? 400;
  const reason = STATUS_CODES[status];
  const body = `${reason}\n`;
  const headers = {
    ...baseHeaders,
    "cache-control": "no-store",
    "content-type": "text/plain; charset=utf-8",
    "content-length": String(Buffer.byteLength(body)),
    connection: "close",
  };
  const head = Object.entries(headers)
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join("");
  if (socket.writable) socket.write(`HTTP/1.1 ${status} ${reason}\r\n${head}\r\n${body}`);
  socket.destroy(error);
}

/**
 * The Node server for one machine (record 184). Given `tls`, it speaks HTTPS with HTTP/2 and
 * HTTP/1.1 (the bench uses it). Given `editor` (build/editor), it also serves the content manager
 * at /admin, allowed to reach decap-server on this machine: local editing and the browser tests only.
 * A request, its body included, must arrive within `requestTimeout` ms, or it is answered 408 and
 * its connection closed: a body trickling in would otherwise hold a connection for ever.
 * Given `counts`, it takes the site's own counts and serves their report (server/counts/node.js).
 * @param {{ root: string, logger?: boolean | { stream: { write(line: string): void } }, tls?: { key: Buffer | string, cert: Buffer | string }, editor?: string, requestTimeout?: number, counts?: Parameters<typeof countRoutes>[1] }} options
 */
export async function buildServer({ root: rootOption, logger = false, tls, editor, requestTimeout = 30_000, counts }) {
  const root = path.resolve(rootOption);
  const editorRoot = editor && path.resolve(editor);
  // The content manager's files come only from the editor's folder.
  const editorFiles = new Set(
    editorRoot ? (await servableFiles(editorRoot)).filter((file) => file.startsWith(adminFolder)) : [],
  );
  const files = new Set([
    ...(await servableFiles(root)).filter((file) => !file.startsWith(adminFolder)),
    ...editorFiles,
  ]);
  // Each page's headers as the build wrote them into `_headers` (its policy, and its Permissions-Policy
  // when it allows more), and the content manager's (local editing only) and the service worker's, by
  // file; a page `_headers` does not name runs nothing.
  const written = pageHeadersFromHeadersFile(await readFile(path.join(root, "_headers"), "utf8").catch(() => ""));
  /** @type {Map<string, Record<string, string>>} */
  const fileHeaders = new Map();
  for (const file of files)
    fileHeaders.set(
      file,
      file.endsWith(".html") && !file.startsWith(adminFolder)
        ? { "content-security-policy": resourcePolicy, ...written.get(pageAddress(file)) }
        : headersForFile(file, { localBackend: true }),
    );
  const badRequest = files.has(badRequestPage)
    ? { html: await readFile(path.join(root, badRequestPage), "utf8"), headers: fileHeaders.get(badRequestPage) ?? {} }
    : undefined;
  const options = {
    logger,
    bodyLimit: 1024,
    // X-Forwarded-For is believed only from a proxy on this machine.
    trustProxy: ["127.0.0.1", "::1"],
    routerOptions: { maxParamLength: 2048 },
    // Errors Fastify raises before routing (a malformed URL, a bad content type), with the security headers.
    frameworkErrors: (
      /** @type {Error & { code?: string }} */ error,
      /** @type {unknown} */ _request,
      /** @type {import("fastify").FastifyReply} */ reply,
    ) => {
      reply.headers(baseHeaders);
      if (error.code === "FST_ERR_BAD_URL") return sendBadRequest(badRequest, reply, "malformed URL encoding");
      return reply.code(400).type("text/plain; charset=utf-8").send(`Bad Request: ${error.message}`);
    },
    clientErrorHandler: answerUnparsableRequest,
    requestTimeout,
    // Node would refuse an HTTP/1.1 request without Host itself, without the security headers. The
    // timeout is given to Node as the server is made, so that the headers' own timeout is no longer
    // (Node keeps a later one from cutting a body), checked this often.
    http: {
      requireHostHeader: false,
      requestTimeout,
      connectionsCheckingInterval: Math.min(requestTimeout / 2, 30_000),
    },
  };
  // The routes use only what HTTP/1.1 and HTTP/2 have in common, so HTTP/2 is typed as the default.
  const app = /** @type {import("fastify").FastifyInstance} */ (
    /** @type {(options: object) => unknown} */ (Fastify)(
      tls ? { ...options, http2: true, https: { ...tls, allowHTTP1: true } } : options,
    )
  );

  await app.register(fastifyStatic, {
    root,
    serve: false,
    preCompressed: true,
    cacheControl: false,
    dotfiles: "deny",
  });

  app.addHook("onRequest", async (request, reply) => {
    reply.headers(baseHeaders);
    if (isStaffAddress(request.url)) reply.header("x-robots-tag", robotsTag);
    if (request.raw.httpVersion === "1.1" && request.headers.host === undefined)
      return reply
        .code(400)
        .headers({ "cache-control": "no-store", connection: "close" })
        .type("text/plain; charset=utf-8")
        .send("Bad Request: no Host header\n");
  });

  // @fastify/static would send the feed, precompressed too, as application/xml.
  app.addHook("onSend", async (request, reply, payload) => {
    if (reply.statusCode === 200 && /\/rss\.xml$/.test(request.url.split("?")[0] ?? ""))
      reply.header("content-type", "application/rss+xml; charset=utf-8");
    if (reply.statusCode >= 400 && !reply.hasHeader("cache-control")) reply.header("cache-control", "no-store");
    return payload;
  });

  const sendFile = (/** @type {import("fastify").FastifyReply} */ reply, /** @type {string} */ file) =>
    reply.headers(fileHeaders.get(file) ?? {}).sendFile(file, editorFiles.has(file) ? editorRoot : root);

  const sendNotFound = (/** @type {import("fastify").FastifyReply} */ reply) =>
    sendFile(reply.code(404).header("cache-control", revalidate), notFoundPage);

  if (counts) await countRoutes(app, counts);

  if (editorRoot)
    app.get(localBackendSettingsPath, async (_request, reply) =>
      reply.headers({ "cache-control": "no-store", "x-robots-tag": robotsTag }).send(localBackendSettings),
    );

  app.get("/*", async (request, reply) => {
    // Decoded by the router, which refuses a malformed encoding itself (frameworkErrors).
    const pathname = `/${/** @type {{ "*": string }} */ (request.params)["*"]}`;
    if (pathname.includes("\0")) return sendBadRequest(badRequest, reply, "malformed URL");
    const file = resolveFile(pathname, files);
    if (file) return sendFile(reply.header("cache-control", cacheControlFor(file)), file);
    // "/about/" -> "/about", only for a real page, so that "//evil.example/" is never a redirect.
    const withoutSlash = pathname.replace(/\/+$/, "");
    if (withoutSlash !== pathname && /^\/[^/]/.test(withoutSlash) && resolveFile(withoutSlash, files)) {
      const query = request.url.includes("?") ? request.url.slice(request.url.indexOf("?")) : "";
      return reply.redirect(encodeURI(withoutSlash) + query, 301);
    }
    return sendNotFound(reply);
  });

  app.setNotFoundHandler((request, reply) => {
    if (request.method === "GET" || request.method === "HEAD") return sendNotFound(reply);
    return reply.code(405).header("allow", "GET, HEAD").type("text/plain; charset=utf-8").send("Method Not Allowed");
  });

  // Client errors keep their 4xx status and message; anything else is logged and stays vague.
  app.setErrorHandler((/** @type {{ statusCode?: number, message?: string }} */ error, request, reply) => {
    const status = error.statusCode ?? 500;
    reply.type("text/plain; charset=utf-8");
    if (status >= 400 && status < 500) return reply.code(status).send(error.message ?? "Bad Request");
    request.log.error(error);
    return reply.code(500).send("Internal Server Error");
  });

  return app;
}
