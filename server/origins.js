// @ts-check
import { isStaffAddress, normalisedPath } from "./security.js";

/**
 * The content editor on an origin of its own (docs/decisions/150-editor-sign-in.md).
 * Decap CMS keeps the editor's GitHub token in its origin's localStorage, which any script of that
 * origin can read. Given the editor's origin, a request for its host gets the content manager and
 * its sign-in (/admin, /admin/…, /oauth/…) and nothing else (its root leads to /admin/); a request
 * for any other host, the public site, gets neither: its 404.
 * @param {import("fastify").FastifyInstance} app
 * @param {string | undefined} editorOrigin e.g. https://admin.example.com; without it, one origin serves both
 * @param {(reply: import("fastify").FastifyReply) => unknown} sendNotFound the public site's 404
 */
export function separateEditorOrigin(app, editorOrigin, sendNotFound) {
  if (!editorOrigin) return;
  const editorHost = new URL(editorOrigin).host;
  app.addHook("onRequest", async (request, reply) => {
    const staff = isStaffAddress(request.url);
    // The Host the client sent (HTTP/2: :authority), never X-Forwarded-Host, which a proxy may pass on unchecked.
    const host = request.headers[":authority"] ?? request.headers.host;
    if (host !== editorHost) return staff ? sendNotFound(reply) : undefined;
    if (staff) return undefined;
    reply.header("cache-control", "no-store");
    if (normalisedPath(request.url) === "/") return reply.redirect("/admin/", 302);
    return reply
      .code(404)
      .type("text/plain; charset=utf-8")
      .send("Not Found: this origin serves the content manager only.\n");
  });
}
