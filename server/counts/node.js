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
  /** @param {import("fastify").FastifyRequest} request @returns {import("./endpoint.js").CountRequest} */
  const requestOf = (request) => ({
    method: request.method,
    url: `${request.protocol}://${request.host}${request.url}`,
    headers: { get: (name) => request.headers[name]?.toString() },
    text: async () => (typeof request.body === "string" ? request.body : ""),
  });
  await app.register(async (scope) => {
    // The body is read as text whatever its type (the page sends text/plain, a client may say JSON),
    // so that the endpoint alone judges it; past the limit Fastify answers 413 itself.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser("*", { parseAs: "string", bodyLimit: countBodyLimit }, (_request, body, done) =>
      done(null, body),
    );
    scope.all(countPath, (request) => count(requestOf(request), request.ip));
    scope.all(reportPath, (request) => report(requestOf(request)));
  });
}
