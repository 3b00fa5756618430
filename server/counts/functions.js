// @ts-check
import { countEndpoint } from "./endpoint.js";
import { githubMember, reportEndpoint } from "./report.js";
import { openCountStore } from "./store.js";

/**
 * The counts' endpoint and the staff report as the static host's functions (Netlify Functions v2:
 * a default export taking a Request, answering a Response), bundled by the build into
 * build/functions/site and build/functions/editor (scripts/pipeline/count-functions.ts). Both read
 * DATABASE_URL, a PostgreSQL server: a function has no folder to keep an embedded database in.
 */

/** The store of DATABASE_URL; without it every count and report answers 503 and says why in the log. */
function storeFromEnvironment() {
  const databaseUrl = process.env.DATABASE_URL?.trim();
  if (databaseUrl) return openCountStore({ databaseUrl });
  const missing = async () => {
    throw new Error("DATABASE_URL is not set on this site: the counts have nowhere to go (docs/deployment.md).");
  };
  return { add: missing, rows: missing, close: async () => {} };
}

/**
 * @param {import("./endpoint.js").CountLists} lists what the build made: its pages, trips and offices
 * @returns {(request: Request, context?: { ip?: string }) => Promise<Response>}
 */
export function countFunction(lists) {
  const count = countEndpoint({ store: storeFromEnvironment(), lists });
  return (request, context) => count(request, context?.ip ?? "");
}

export const reportFunction = () =>
  reportEndpoint({ store: storeFromEnvironment(), authorize: githubMember(process.env) });
