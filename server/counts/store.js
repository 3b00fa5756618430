// @ts-check
import { mkdir, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";

/**
 * The counts' one store: a counter per day (India time), page, trip, place, office and kind
 * (docs/decisions/164-first-party-counts.md). With `databaseUrl` it is a PostgreSQL server (`pg`);
 * without, PGlite, PostgreSQL built to WebAssembly in this process, persisted to `dataDir`: the same
 * SQL either way. Absent trip, place and office are stored as "" so that they can be in the key.
 */

/** The folder of the one-machine store unless COUNTS_DATA_DIR says otherwise (git-ignored). */
const defaultDataDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../data/counts");

const schema = `
create table if not exists daily_counts (
  day date not null,
  path text not null,
  trip text not null default '',
  place text not null default '',
  office text not null default '',
  kind text not null,
  count integer not null default 0,
  primary key (day, path, trip, place, office, kind)
)`;

const increment = `
insert into daily_counts (day, path, trip, place, office, kind, count) values ($1, $2, $3, $4, $5, $6, 1)
on conflict (day, path, trip, place, office, kind) do update set count = daily_counts.count + 1`;

const select = `
select to_char(day, 'YYYY-MM-DD') as day, path, trip, place, office, kind, count from daily_counts
where day >= $1 and day <= $2 order by day, path, trip, place, office, kind`;

/** India has kept one offset, UTC+05:30, with no summer time since 1945. */
const indiaOffsetMs = (5 * 60 + 30) * 60 * 1000;

/**
 * The day in India ("YYYY-MM-DD") at an instant: the agency's working day, whatever the server's zone.
 * @param {Date} instant
 */
export function indiaDay(instant) {
  return new Date(instant.getTime() + indiaOffsetMs).toISOString().slice(0, 10);
}

/**
 * @typedef {{ kind: string, path: string, trip?: string, place?: string, office?: string }} StoredEvent
 * @typedef {{ day: string, path: string, trip: string, place: string, office: string, kind: string, count: number }} CountRow
 * @typedef {{ query(sql: string, params?: unknown[]): Promise<{ rows: unknown[] }>, close(): Promise<void> }} Database
 * @typedef {{
 *   open(): Promise<void>,
 *   add(event: StoredEvent, instant?: Date): Promise<void>,
 *   rows(range?: { from?: string, to?: string }): Promise<CountRow[]>,
 *   close(): Promise<void>,
 * }} CountStore
 */

/**
 * A PostgreSQL server that is down answers within a second or two: a press is never kept waiting.
 * @param {string} databaseUrl
 * @returns {Promise<Database>}
 */
async function openServer(databaseUrl) {
  const { default: pg } = await import("pg");
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: 4,
    connectionTimeoutMillis: 2000,
    query_timeout: 2000,
    idleTimeoutMillis: 10_000,
  });
  // An idle connection the server drops is an error event, not a crash; the next query reconnects.
  pool.on("error", () => {});
  return { query: (sql, params) => pool.query(sql, params), close: () => pool.end() };
}

/** @param {number} pid */
function running(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return /** @type {{ code?: string }} */ (error).code === "EPERM";
  }
}

/**
 * PGlite keeps no lock of its own, and two processes writing one folder would corrupt it: a second
 * server on the same folder is refused (its counts answer 503) until the first has stopped.
 * @param {string} dataDir
 * @returns {Promise<Database>}
 */
async function openEmbedded(dataDir) {
  const lock = path.join(dataDir, "counts-server.pid");
  const holder = Number.parseInt(await readFile(lock, "utf8").catch(() => ""), 10);
  if (holder && holder !== process.pid && running(holder))
    throw new Error(`${dataDir} is in use by process ${holder}: give this server its own COUNTS_DATA_DIR.`);
  const { PGlite } = await import("@electric-sql/pglite");
  await mkdir(dataDir, { recursive: true });
  const database = await PGlite.create(dataDir);
  await writeFile(lock, String(process.pid));
  return {
    query: (sql, params) => database.query(sql, params),
    close: async () => {
      await database.close();
      await rm(lock, { force: true });
    },
  };
}

/**
 * Opens the store lazily: the first count (or read) connects and makes the table; a failure is
 * forgotten so that the next call tries again.
 * @param {{ databaseUrl?: string, dataDir?: string }} [options]
 * @returns {CountStore}
 */
export function openCountStore({ databaseUrl, dataDir = defaultDataDir } = {}) {
  /** @type {Promise<Database> | undefined} */
  let opening;
  const database = () => {
    opening ??= (async () => {
      const opened = databaseUrl ? await openServer(databaseUrl) : await openEmbedded(dataDir);
      try {
        await opened.query(schema);
      } catch (error) {
        await opened.close().catch(() => {});
        throw error;
      }
      return opened;
    })().catch((error) => {
      opening = undefined;
      throw error;
    });
    return opening;
  };
  return {
    async open() {
      await database();
    },
    async add(event, instant = new Date()) {
      const { kind, path: page, trip = "", place = "", office = "" } = event;
      await (await database()).query(increment, [indiaDay(instant), page, trip, place, office, kind]);
    },
    async rows({ from = "0001-01-01", to = "9999-12-31" } = {}) {
      const { rows } = await (await database()).query(select, [from, to]);
      return /** @type {CountRow[]} */ (rows);
    },
    async close() {
      if (opening) await (await opening.catch(() => undefined))?.close();
      opening = undefined;
    },
  };
}
