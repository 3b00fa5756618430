// @ts-check
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { createServer } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { countBodyLimit, countKinds, countPath } from "#app/data/count-vocabulary.js";
import { buildServer } from "#server/app.js";
import { reportPath } from "./node.js";
import { burstLimiter, countEndpoint } from "./endpoint.js";
import { countReport, githubMember, reportCsv, reportEndpoint } from "./report.js";
import { indiaDay, openCountStore } from "./store.js";
import { startThrowawayPostgres } from "#tests/support/postgres.ts";

/** Fixture lists: a rule is tested, not the content staff edit. */
const lists = { pages: ["/", "/trips/a-trip"], trips: ["a-trip"], offices: ["colombo"] };
const ownOrigin = "https://site.example";

function fakeStore() {
  /** @type {import("./store.js").StoredEvent[]} */
  const added = [];
  return { added, add: async (/** @type {import("./store.js").StoredEvent} */ event) => void added.push(event) };
}

/**
 * @param {{ method?: string, body?: string, headers?: Record<string, string> }} request
 * @param {Pick<import("./store.js").CountStore, "add">} [store]
 */
function post({ method = "POST", body, headers }, store = fakeStore(), allow = () => true) {
  const endpoint = countEndpoint({ store, lists, allow, log: () => {} });
  return endpoint(new Request(`${ownOrigin}${countPath}`, { method, body, headers }), "a");
}

describe("the counts' endpoint", () => {
  it("stores one known event and answers 204", async () => {
    const store = fakeStore();
    const event = { kind: "chat", path: "/trips/a-trip", trip: "a-trip", place: "price", office: "colombo" };
    expect((await post({ body: JSON.stringify(event), headers: { origin: ownOrigin } }, store)).status).toBe(204);
    expect(store.added).toEqual([event]);
  });

  it("counts a page's address with a trailing slash as the page", async () => {
    const store = fakeStore();
    expect((await post({ body: JSON.stringify({ kind: "view", path: "/trips/a-trip/" }) }, store)).status).toBe(204);
    expect(store.added).toEqual([{ kind: "view", path: "/trips/a-trip" }]);
  });

  it.each([
    ["a kind it does not know", { kind: "click", path: "/" }],
    ["a page the build did not make", { kind: "view", path: "/nowhere" }],
    ["an unknown trip", { kind: "view", path: "/", trip: "elsewhere" }],
    ["an unknown place", { kind: "chat", path: "/", place: "sidebar" }],
    ["an unknown office", { kind: "call", path: "/", office: "paris" }],
    ["another key", { kind: "view", path: "/", name: "Asha" }],
    ["typed text in a known key", { kind: "view", path: "/", trip: "I would like a quiet room" }],
    ["a number", { kind: "view", path: 1 }],
    ["no kind", { path: "/" }],
  ])("refuses %s with 400 and stores nothing", async (_name, event) => {
    const store = fakeStore();
    expect((await post({ body: JSON.stringify(event) }, store)).status).toBe(400);
    expect(store.added).toEqual([]);
  });

  it.each([
    ["not JSON", "kind=view"],
    ["an array", "[]"],
    ["null", "null"],
    ["nothing", undefined],
  ])("refuses a body that is %s with 400", async (_name, body) => expect((await post({ body })).status).toBe(400));

  it("refuses another method (405), a large body (413), another site (403) and a burst (429)", async () => {
    const store = fakeStore();
    const body = JSON.stringify({ kind: "view", path: "/" });
    const get = await post({ method: "GET" }, store);
    expect([get.status, get.headers.get("allow")]).toEqual([405, "POST"]);
    expect((await post({ body: body.padEnd(countBodyLimit + 1) }, store)).status).toBe(413);
    expect((await post({ body, headers: { origin: "https://evil.example" } }, store)).status).toBe(403);
    expect((await post({ body }, store, () => false)).status).toBe(429);
    expect(store.added).toEqual([]);
  });

  it("drops an event from a browser sending Global Privacy Control, answering 204", async () => {
    const store = fakeStore();
    const answer = await post(
      { body: JSON.stringify({ kind: "view", path: "/" }), headers: { "sec-gpc": "1" } },
      store,
    );
    expect(answer.status).toBe(204);
    expect(store.added).toEqual([]);
  });

  it("answers 503 at once when the database is down", async () => {
    const store = openCountStore({ databaseUrl: "postgres://counts@127.0.0.1:9/counts" });
    const started = Date.now();
    expect((await post({ body: JSON.stringify({ kind: "view", path: "/" }) }, store)).status).toBe(503);
    expect(Date.now() - started).toBeLessThan(3000);
    await store.close();
  });

  it("limits a burst per address within a window, then forgets every address", () => {
    let time = 0;
    const allow = burstLimiter({ limit: 2, windowMs: 1000, now: () => time });
    expect([allow("a"), allow("a"), allow("a"), allow("b")]).toEqual([true, true, false, true]);
    time = 1000;
    expect(allow("a")).toBe(true);
  });
});

describe("the day a count is kept under", () => {
  it("is India's: 18:29:59 UTC is still that day, 18:30 UTC is the next", () => {
    expect(indiaDay(new Date("2026-03-31T18:29:59.999Z"))).toBe("2026-03-31");
    expect(indiaDay(new Date("2026-03-31T18:30:00Z"))).toBe("2026-04-01");
    expect(indiaDay(new Date("2026-12-31T20:00:00Z"))).toBe("2027-01-01");
  });
});

/** The same store on both databases: PGlite in a temporary folder, a throwaway PostgreSQL server. */
const databases = /** @type {const} */ ([
  [
    "PGlite",
    async () => {
      const folder = await mkdtemp(path.join(tmpdir(), "counts-"));
      return { options: { dataDir: folder }, stop: () => rm(folder, { recursive: true, force: true }) };
    },
  ],
  [
    "PostgreSQL",
    async () => {
      const server = await startThrowawayPostgres();
      return { options: { databaseUrl: server.url }, stop: async () => server.stop() };
    },
  ],
]);

describe.each(databases)("the store and the report on %s", (_name, start) => {
  /** @type {() => Promise<unknown>} */
  let stop;
  /** @type {import("./store.js").CountStore} */
  let store;
  const now = new Date("2026-06-28T12:00:00Z");
  beforeAll(async () => {
    const database = await start();
    stop = database.stop;
    store = openCountStore(database.options);
    const at = (/** @type {string} */ day) => new Date(`${day}T06:00:00Z`);
    const events = /** @type {[string, import("./store.js").StoredEvent][]} */ ([
      ["2026-06-28", { kind: "view", path: "/" }],
      ["2026-06-28", { kind: "view", path: "/" }],
      ["2026-06-27", { kind: "view", path: "/" }],
      ["2026-06-27", { kind: "view", path: "/" }],
      ["2026-06-27", { kind: "chat", path: "/", place: "header" }],
      ["2026-06-22", { kind: "call", path: "/", place: "footer" }],
      ["2026-06-21", { kind: "chat", path: "/", place: "header" }], // the week before
      ["2026-06-20", { kind: "view", path: "/" }], // the week before
      ["2026-06-28", { kind: "view", path: "/trips/a-trip", trip: "a-trip" }],
      ["2026-06-28", { kind: "compose", path: "/trips/a-trip", trip: "a-trip", place: "composer" }],
      ["2026-06-28", { kind: "chat", path: "/", trip: "a-trip", place: "card", office: "colombo" }],
    ]);
    for (const [day, event] of events) await store.add(event, at(day));
  }, 60_000);
  afterAll(async () => {
    await store.close();
    await stop();
  });

  it("keeps one counter per day, page, trip, place, office and kind", async () => {
    const rows = await store.rows({ from: "2026-06-27", to: "2026-06-27" });
    expect(rows).toEqual([
      { day: "2026-06-27", path: "/", trip: "", place: "", office: "", kind: "view", count: 2 },
      { day: "2026-06-27", path: "/", trip: "", place: "header", office: "", kind: "chat", count: 1 },
    ]);
  });

  it("sums the last 7 days per page and per trip, beside the 7 before", async () => {
    const report = await countReport(store, { days: 7, now });
    expect(report).toMatchObject({
      from: "2026-06-22",
      to: "2026-06-28",
      before: { from: "2026-06-15", to: "2026-06-21" },
    });
    const home = report.rows.find((row) => row.by === "page" && row.key === "/");
    expect(home).toMatchObject({ views: 4, asked: 3, share: 0.75, counts: { view: 4, chat: 2, call: 1 } });
    expect(home?.before).toEqual({ views: 1, asked: 1, share: 1 });
    const trip = report.rows.find((row) => row.by === "trip" && row.key === "a-trip");
    expect(trip).toMatchObject({ views: 1, asked: 2, counts: { view: 1, compose: 1, chat: 1 } });
    expect(report.kinds).toEqual(countKinds);
  });

  it("writes the same sums as CSV, one line per row", async () => {
    const csv = reportCsv(await countReport(store, { days: 28, now }));
    const [header, ...lines] = csv.trim().split("\n");
    expect(header).toContain("share of views that asked (%)");
    expect(lines).toContainEqual(expect.stringMatching(/^page,\/,5,3,1,0,0,0,0,0,0,4,80\.0,0,0,$/));
  });
});

describe("who may read the report", () => {
  /** @type {import("node:http").Server} */
  let github;
  /** @type {string} */
  let api;
  beforeAll(async () => {
    // A loopback stand-in for GitHub's API: one token may push, another only read.
    github = createServer((request, response) => {
      const push = request.headers.authorization === "Bearer can-push";
      const known = push || request.headers.authorization === "Bearer can-read";
      response.writeHead(known && request.url === "/repos/agency/content" ? 200 : 404, {
        "content-type": "application/json",
      });
      response.end(JSON.stringify(known ? { permissions: { pull: true, push } } : { message: "Not Found" }));
    });
    await new Promise((resolve) => github.listen(0, "127.0.0.1", () => resolve(undefined)));
    const address = /** @type {import("node:net").AddressInfo} */ (github.address());
    api = `http://127.0.0.1:${address.port}`;
  });
  afterAll(() => new Promise((resolve) => github.close(() => resolve(undefined))));

  const store = { rows: async () => [] };
  /** @param {string | undefined} token @param {string} [query] */
  const read = (token, query = "?days=7") =>
    reportEndpoint({
      store,
      authorize: githubMember({ GITHUB_API_URL: api, CMS_GITHUB_REPO: "agency/content" }),
      log: () => {},
    })(
      new Request(`https://admin.example/api/report${query}`, {
        headers: token ? { authorization: `Bearer ${token}` } : {},
      }),
    );

  it("is a member who may push to the content repository, as GitHub answers on the server", async () => {
    expect((await read("can-push")).status).toBe(200);
    expect((await read("can-read")).status).toBe(403);
    expect((await read("unknown")).status).toBe(403);
    expect((await read(undefined)).status).toBe(401);
  });

  it("gets the CSV as a download, and a clear 400 for another period", async () => {
    const csv = await read("can-push", "?days=28&format=csv");
    expect(csv.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(csv.headers.get("content-disposition")).toMatch(/^attachment; filename="counts-/);
    expect((await read("can-push", "?days=30")).status).toBe(400);
  });
});

describe("the counts on the Node server", () => {
  /** @type {string} */
  let root;
  /** @type {Awaited<ReturnType<typeof buildServer>>} */
  let app;
  const store = { ...fakeStore(), open: async () => {}, rows: async () => [], close: async () => {} };
  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), "counts-server-"));
    await writeFile(path.join(root, "index.html"), "<h1>Home</h1>");
    app = await buildServer({ root, counts: { store, lists, authorize: "anyone" } });
  });
  afterAll(async () => {
    await app.close();
    await rm(root, { recursive: true, force: true });
  });

  /** @param {string} payload @param {Record<string, string>} [headers] */
  const send = (payload, headers = {}) =>
    app.inject({ method: "POST", url: countPath, payload, headers: { host: "site.example", ...headers } });

  it("reads a beacon's text body whatever its type, and checks the origin against its own host", async () => {
    const body = JSON.stringify({ kind: "view", path: "/" });
    expect(
      (await send(body, { "content-type": "text/plain;charset=UTF-8", origin: "http://site.example" })).statusCode,
    ).toBe(204);
    expect((await send(body, { "content-type": "application/json" })).statusCode).toBe(204);
    expect((await send(body, { origin: "http://elsewhere.example" })).statusCode).toBe(403);
    expect(store.added).toEqual([
      { kind: "view", path: "/" },
      { kind: "view", path: "/" },
    ]);
  });

  it("refuses a body over the limit (413) and a GET (405), never cached", async () => {
    const large = await send("x".repeat(countBodyLimit + 1), { "content-type": "text/plain" });
    expect(large.statusCode).toBe(413);
    const get = await app.inject({ method: "GET", url: countPath });
    expect(get.statusCode).toBe(405);
    expect(get.headers["cache-control"]).toBe("no-store");
  });

  it("serves the report without a sign-in only when built for local editing", async () => {
    const answer = await app.inject({ method: "GET", url: `${reportPath}?days=28` });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({ days: 28, rows: [] });
  });
});
