// @ts-check
import { countKinds } from "#app/data/count-vocabulary.js";
import { answer } from "./endpoint.js";
import { indiaDay } from "./store.js";

/**
 * The staff page's table (cms/counts/) and its CSV, and who may read them: the report of the site's
 * own counts over the last 7 or 28 days in India, beside the period before
 * (docs/decisions/164-first-party-counts.md).
 */

/** The periods the staff page offers, in days. */
const reportPeriods = [7, 28];

/** The kinds that are a press of a way to ask: all but a page view and the contact form shown. */
const askKinds = countKinds.filter((kind) => kind !== "view" && kind !== "form-shown");

/**
 * @typedef {Record<string, number>} KindCounts
 * @typedef {{ by: "page" | "trip", key: string, counts: KindCounts, views: number, asked: number, share: number | null, before: { views: number, asked: number, share: number | null } }} ReportRow
 * @typedef {{ days: number, from: string, to: string, before: { from: string, to: string }, kinds: readonly string[], rows: ReportRow[] }} Report
 */

/** @param {string} day @param {number} days */
function addDays(day, days) {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** @param {number} asked @param {number} views */
const shareOf = (asked, views) => (views > 0 ? asked / views : null);

/**
 * One row per page and one per trip, a column per kind, views and the share of views that asked, this
 * period (ending today in India) beside the one before it.
 * @param {Pick<import("./store.js").CountStore, "rows">} store
 * @param {{ days: number, now?: Date }} options
 * @returns {Promise<Report>}
 */
export async function countReport(store, { days, now = new Date() }) {
  const to = indiaDay(now);
  const from = addDays(to, 1 - days);
  const before = { from: addDays(from, -days), to: addDays(from, -1) };
  /** @type {Map<string, ReportRow>} */
  const rows = new Map();
  const row = (/** @type {"page" | "trip"} */ by, /** @type {string} */ key) => {
    const id = `${by} ${key}`;
    let found = rows.get(id);
    if (!found) {
      found = { by, key, counts: {}, views: 0, asked: 0, share: null, before: { views: 0, asked: 0, share: null } };
      rows.set(id, found);
    }
    return found;
  };
  for (const stored of await store.rows({ from: before.from, to })) {
    const current = stored.day >= from;
    const targets = [row("page", stored.path), ...(stored.trip ? [row("trip", stored.trip)] : [])];
    for (const target of targets) {
      const period = current ? target : target.before;
      if (stored.kind === "view") period.views += stored.count;
      else if (askKinds.includes(/** @type {never} */ (stored.kind))) period.asked += stored.count;
      if (current) target.counts[stored.kind] = (target.counts[stored.kind] ?? 0) + stored.count;
    }
  }
  const sorted = [...rows.values()]
    .map((found) => ({
      ...found,
      share: shareOf(found.asked, found.views),
      before: { ...found.before, share: shareOf(found.before.asked, found.before.views) },
    }))
    .sort((a, b) => a.by.localeCompare(b.by) || b.asked - a.asked || b.views - a.views || a.key.localeCompare(b.key));
  return { days, from, to, before, kinds: countKinds, rows: sorted };
}

/** @param {string | number} value */
const csvField = (value) => (/[",\n]/.test(String(value)) ? `"${String(value).replaceAll('"', '""')}"` : String(value));

/**
 * The report as CSV, one line per row, for a spreadsheet.
 * @param {Report} report
 */
export function reportCsv(report) {
  const percent = (/** @type {number | null} */ share) => (share === null ? "" : (share * 100).toFixed(1));
  const header = [
    "row",
    "name",
    ...report.kinds,
    "presses",
    "share of views that asked (%)",
    "views before",
    "presses before",
    "share before (%)",
  ];
  const lines = report.rows.map((row) => [
    row.by,
    row.key,
    ...report.kinds.map((kind) => row.counts[kind] ?? 0),
    row.asked,
    percent(row.share),
    row.before.views,
    row.before.asked,
    percent(row.before.share),
  ]);
  return [header, ...lines].map((line) => line.map(csvField).join(",")).join("\n") + "\n";
}

/** The content repository staff save to, as the content manager's build reads it. */
export const contentRepository = (/** @type {NodeJS.ProcessEnv} */ environment) =>
  environment.CMS_GITHUB_REPO?.trim() || "saffron-route/website";

/**
 * Whether a GitHub token may push to the content repository: asked of GitHub (GITHUB_API_URL, a
 * stand-in in the tests), on the server, each time the report is read.
 * @param {NodeJS.ProcessEnv} environment
 * @returns {(token: string) => Promise<boolean>}
 */
export function githubMember(environment) {
  const api = (environment.GITHUB_API_URL?.trim() || "https://api.github.com").replace(/\/+$/, "");
  const repository = contentRepository(environment);
  return async (token) => {
    const answer = await fetch(`${api}/repos/${repository}`, {
      headers: {
        authorization: `Bearer ${token}`,
        accept: "application/vnd.github+json",
        "user-agent": "saffron-route-counts",
      },
      signal: AbortSignal.timeout(5000),
    });
    if (!answer.ok) return false;
    const body = /** @type {{ permissions?: { push?: boolean } }} */ (await answer.json());
    return body.permissions?.push === true;
  };
}

/**
 * The report's endpoint, GET `?days=7|28[&format=csv]` with `Authorization: Bearer <token>`: 401
 * without a token, 403 when the token may not push to the content repository, 400 for another
 * period, 503 when the store or GitHub failed.
 * @param {{ store: Pick<import("./store.js").CountStore, "rows">, authorize: ((token: string) => Promise<boolean>) | "anyone", log?: (error: unknown) => void }} options
 * @returns {(request: import("./endpoint.js").CountRequest) => Promise<Response>}
 */
export function reportEndpoint({ store, authorize, log = console.error }) {
  return async ({ method, url, headers }) => {
    if (method !== "GET") return answer(405, "Method Not Allowed", { allow: "GET" });
    const token = /^Bearer (\S+)$/.exec(headers.get("authorization") ?? "")?.[1];
    if (authorize !== "anyone") {
      if (!token) return answer(401, "Sign in to the content manager first.");
      try {
        if (!(await authorize(token))) return answer(403, "This GitHub account cannot publish to the site's content.");
      } catch (error) {
        log(error);
        return answer(503, "GitHub did not answer: try again in a minute.");
      }
    }
    // A Host header no URL can hold asks for the first period.
    const query = URL.parse(url)?.searchParams;
    const days = Number(query?.get("days") ?? reportPeriods[0]);
    if (!reportPeriods.includes(days)) return answer(400, "Bad Request: days is 7 or 28");
    let report;
    try {
      report = await countReport(store, { days });
    } catch (error) {
      log(error);
      return answer(503, "The counts' database did not answer.");
    }
    if (query?.get("format") === "csv")
      return answer(200, reportCsv(report), {
        "content-type": "text/csv; charset=utf-8",
        "content-disposition": `attachment; filename="counts-${report.from}-to-${report.to}.csv"`,
      });
    return answer(200, JSON.stringify(report), { "content-type": "application/json" });
  };
}
