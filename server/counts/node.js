// @ts-check
import { countBodyLimit, countPath } from "#app/data/count-vocabulary.js";
import { countEndpoint } from "./endpoint.js";
import { reportEndpoint } from "./report.js";

/** Where the staff page reads the report, on the editor's origin. */
export const reportPath = "/api/report";

/**
 * The counts' endpoint and the staff report on the Node server (record 184's one machine): the same
 * modules as the static host's functions (server/counts/functions.js).
 * @param {import("fastify").FastifyInstance} app
 * @param {{ store: import("./store.js").CountStore, lists: import("./endpoint.js").CountLists, authorize: Parameters<typeof reportEndpoint>[0]["authorize"] }} options
 */
export async function countRoutes(app, { store, lists, authorize }) {
  const count = countEndpoint({ store, lists, log: (error) => app.log.error(error) });
  const report = reportEndpoint({ store, authorize, log: (error) => app.log.error(error) });
  /** @param {import("fastify").FastifyReply} reply @param {import("./endpoint.js").CountAnswer} answer */
  const send = (reply, { status, headers = {}, text }) => {
    reply.code(status).headers({ "cache-control": "no-store", ...headers });
    if (text === undefined) return reply.send();
    if (!headers["content-type"]) reply.type("text/plain; charset=utf-8");
    return reply.send(text);
  };
  /** @param {import("fastify").FastifyRequest} request */
  const headersOf = (request) => ({ get: (/** @type {string} */ name) => request.headers[name]?.toString() });
  await app.register(async (scope) => {
    // The body is read as text whatever its type (the page sends text/plain, a client may say JSON),
    // so that the endpoint alone judges it; past the limit Fastify answers 413 itself.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser("*", { parseAs: "string", bodyLimit: countBodyLimit }, (_request, body, done) =>
      done(null, body),
    );
    scope.all(countPath, async (request, reply) =>
      send(
        reply,
        await count({
          method: request.method,
          headers: headersOf(request),
          body: typeof request.body === "string" ? request.body : undefined,
          ownOrigin: `${request.protocol}://${request.host}`,
          client: request.ip,
        }),
      ),
    );
    scope.all(reportPath, async (request, reply) =>
      send(
        reply,
        await report({
          method: request.method,
          url: new URL(request.url, "http://localhost"),
          headers: headersOf(request),
        }),
      ),
    );
  });
}
