// @ts-check
import { execFileSync, execSync } from "node:child_process";
import {
  existsSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  readlinkSync,
  realpathSync,
  renameSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

/**
 * Releases on the server that runs the site (docs/decisions/151-publishing.md). A deploy folder holds:
 *   incoming/<id>/   a release being copied; renamed into releases/ only once complete
 *   releases/<id>/   one whole release each: the build, the server, the package files
 *   current          a symbolic link to the live release, switched in one step (rename)
 *   status/publishing.json  what the last publishes did, for the content manager
 *   .lock            held while a release is switched, rolled back or a record written
 * A release is recorded "live" only once the restart (the Node server) has succeeded;
 * when it fails, the previous release is switched back. Rollback returns only to a release that was
 * recorded live, so never to one that failed. One command brings the last one back:
 *   node <deploy folder>/current/deploy/releases.js rollback <deploy folder> [--restart "<command>"]
 * Plain JavaScript with Node's own modules only: it runs on the server, which has no build tools.
 */

/** How many releases stay on disk: the live one and the ones rollback can return to. */
export const keptReleases = 5;

/** How many records the status keeps. */
const keptRecords = 30;

/** How long to wait for another publish's lock, and when a lock is taken as left behind by a crash. */
const lockWaitMs = 60_000;
const staleLockMs = 15 * 60_000;

/** A copy left in incoming/ this long ago was abandoned. */
const abandonedCopyMs = 60 * 60_000;

/** A release id: the time it was made (sortable) and, when known, the start of its commit. */
const releaseIdPattern = /^\d{8}T\d{6}Z(?:-[0-9a-f]{7,40})?$/;

/**
 * A publish or a rollback as the content manager shows it.
 * @typedef {{
 *   at: string,
 *   kind: "publish" | "rollback",
 *   result: "live" | "refused" | "rolled back",
 *   subject: string,
 *   commit?: string,
 *   seconds?: number,
 *   reason?: string,
 *   release?: string,
 *   withdrawn?: string,
 * }} PublishRecord
 */

/**
 * What a publish says about itself: the fields of a record it may set.
 * @typedef {Partial<Pick<PublishRecord, "subject" | "commit" | "seconds" | "reason">>} PublishDetails
 */

/** @param {string} deploy */
function releasesFolder(deploy) {
  return path.join(deploy, "releases");
}

/**
 * Refuses anything but a release id, such as "../../outside", before it names a folder.
 * @param {string} id
 */
function checkReleaseId(id) {
  if (!releaseIdPattern.test(id))
    throw new Error(`"${id}" is not a release id (the time and commit, such as 20261125T140509Z-0123456789ab).`);
  return id;
}

/**
 * Where a release is copied before it is complete.
 * @param {string} deploy
 * @param {string} id
 */
export function incomingFolder(deploy, id) {
  return path.join(deploy, "incoming", checkReleaseId(id));
}

/**
 * The releases on disk, oldest first (their ids begin with the time they were made).
 * @param {string} deploy
 */
export function listReleases(deploy) {
  const folder = releasesFolder(deploy);
  return existsSync(folder)
    ? readdirSync(folder)
        .filter((name) => releaseIdPattern.test(name))
        .sort()
    : [];
}

/**
 * The id of the live release, or undefined before the first.
 * @param {string} deploy
 */
export function liveRelease(deploy) {
  const link = path.join(deploy, "current");
  return existsSync(link) ? path.basename(readlinkSync(link)) : undefined;
}

/**
 * A release id: the time (sortable) and, when known, the commit.
 * @param {Date} now
 * @param {string} [commit]
 */
export function releaseId(now = new Date(), commit = "") {
  const time = now
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d+Z$/, "Z");
  return commit ? `${time}-${commit.slice(0, 12)}` : time;
}

/** Sleeps without a busy loop: the command line is synchronous from start to end. */
const pause = (/** @type {number} */ ms) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);

/**
 * Runs `work` holding the deploy folder's lock (a directory: mkdir either makes it or fails, in one
 * step), so that two publishes, a rollback or two records never interleave.
 * @template T
 * @param {string} deploy
 * @param {() => T} work
 * @returns {T}
 */
function withLock(deploy, work) {
  const lock = path.join(deploy, ".lock");
  mkdirSync(deploy, { recursive: true });
  const started = Date.now();
  for (;;) {
    try {
      mkdirSync(lock);
      break;
    } catch (error) {
      if (/** @type {NodeJS.ErrnoException} */ (error).code !== "EEXIST") throw error;
      const age = Date.now() - (statSync(lock, { throwIfNoEntry: false })?.mtimeMs ?? Date.now());
      if (age > staleLockMs) rmSync(lock, { recursive: true, force: true });
      else if (Date.now() - started > lockWaitMs)
        throw new Error(`${lock} is held by another publish or rollback; try again when it is over.`);
      else pause(20 + Math.random() * 30);
    }
  }
  try {
    return work();
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}

/**
 * Points `current` at a release in one step: a new link beside it, renamed over it. rename() is
 * atomic, so every request sees either the old release or the new one.
 * @param {string} deploy
 * @param {string} id
 */
function switchTo(deploy, id) {
  if (!existsSync(path.join(releasesFolder(deploy), checkReleaseId(id))))
    throw new Error(`No release ${id} in ${deploy}`);
  const next = path.join(deploy, `.current-${process.pid}`);
  rmSync(next, { force: true });
  symlinkSync(path.join("releases", id), next);
  renameSync(next, path.join(deploy, "current"));
}

/** @param {string} deploy */
function statusFile(deploy) {
  return path.join(deploy, "status", "publishing.json");
}

/**
 * The records of the status file, newest first: publishes and rollbacks of main only. The file is
 * public (/admin/publishing.json), so what older versions also wrote there (drafts' checks, with
 * their branch) is left out, and gone from the file at the next record.
 * @param {string} deploy
 * @returns {PublishRecord[]}
 */
export function readRecords(deploy) {
  try {
    const parsed = JSON.parse(readFileSync(statusFile(deploy), "utf8"));
    /** @type {(PublishRecord & { branch?: string })[]} */
    const records = Array.isArray(parsed.records) ? parsed.records : [];
    return records
      .filter((entry) => entry.kind === "publish" || entry.kind === "rollback")
      .map(({ branch: _branch, ...entry }) => entry);
  } catch {
    return [];
  }
}

/**
 * Adds a record at the top of the status file, written whole and then renamed into place; the
 * caller holds the lock.
 * @param {string} deploy
 * @param {PublishRecord} entry
 */
function writeRecord(deploy, entry) {
  const file = statusFile(deploy);
  mkdirSync(path.dirname(file), { recursive: true });
  const records = [entry, ...readRecords(deploy)].slice(0, keptRecords);
  const next = `${file}.${process.pid}`;
  writeFileSync(next, `${JSON.stringify({ records }, null, 2)}\n`);
  renameSync(next, file);
}

/**
 * Adds a record at the top of the status file, under the lock: records written at once are all kept.
 * @param {string} deploy
 * @param {PublishRecord} entry
 */
export function record(deploy, entry) {
  withLock(deploy, () => writeRecord(deploy, entry));
}

/**
 * The releases rollback may return to: those that were live at some point (recorded so), less
 * those a rollback withdrew, which went back because something was wrong with them.
 * @param {string} deploy
 */
function releasesToReturnTo(deploy) {
  const records = readRecords(deploy);
  const withdrawn = new Set(records.flatMap((entry) => (entry.withdrawn ? [entry.withdrawn] : [])));
  return new Set(
    records
      .filter((entry) => entry.result === "live" || entry.result === "rolled back")
      .flatMap((entry) => (entry.release && !withdrawn.has(entry.release) ? [entry.release] : [])),
  );
}

/**
 * Removes the oldest releases beyond `keptReleases` (never the live one) and copies abandoned in incoming/.
 * @param {string} deploy
 */
function prune(deploy) {
  const releases = listReleases(deploy);
  const live = liveRelease(deploy);
  for (const old of releases.slice(0, Math.max(0, releases.length - keptReleases))) {
    if (old !== live) rmSync(path.join(releasesFolder(deploy), old), { recursive: true, force: true });
  }
  const incoming = path.join(deploy, "incoming");
  for (const name of existsSync(incoming) ? readdirSync(incoming) : []) {
    const copy = path.join(incoming, name);
    if (Date.now() - statSync(copy).mtimeMs > abandonedCopyMs) rmSync(copy, { recursive: true, force: true });
  }
}

/**
 * Switches to a release, then restarts; if the restart fails, switches back to the release that was
 * live (restarting again) and throws. The caller holds the lock.
 * @param {string} deploy
 * @param {string} id
 * @param {string | undefined} restart
 */
function switchAndRestart(deploy, id, restart) {
  const previous = liveRelease(deploy);
  switchTo(deploy, id);
  if (!restart) return;
  try {
    execSync(restart, { cwd: deploy, stdio: "inherit" });
  } catch (error) {
    if (previous && previous !== id) {
      switchTo(deploy, previous);
      try {
        execSync(restart, { cwd: deploy, stdio: "inherit" });
      } catch {
        // The previous release is back in place; the operator's restart will pick it up.
      }
    }
    throw new Error(`The server did not restart with release ${id} (${/** @type {Error} */ (error).message}).`, {
      cause: error,
    });
  }
}

/**
 * Makes a release live: one copied whole into incoming/<id> is renamed into releases/ first (or
 * one already there is used), `current` is switched to it, the server restarted, and only then is
 * it recorded live. A restart that fails switches back and records the refusal. Under the lock.
 * @param {string} deploy
 * @param {string} id
 * @param {{ restart?: string, details?: PublishDetails }} [options]
 */
export function activate(deploy, id, { restart, details = {} } = {}) {
  checkReleaseId(id);
  withLock(deploy, () => {
    const incoming = incomingFolder(deploy, id);
    const release = path.join(releasesFolder(deploy), id);
    if (existsSync(incoming)) {
      if (existsSync(release)) throw new Error(`Release ${id} is in ${deploy} already: publish again for a new one.`);
      mkdirSync(releasesFolder(deploy), { recursive: true });
      renameSync(incoming, release);
    }
    const at = new Date().toISOString();
    const { reason: _reason, ...fields } = details;
    try {
      switchAndRestart(deploy, id, restart);
    } catch (error) {
      writeRecord(deploy, {
        subject: "",
        ...fields,
        at,
        kind: "publish",
        result: "refused",
        release: id,
        reason: "The new release did not start; the previous one stays live.",
      });
      throw error;
    }
    writeRecord(deploy, { subject: "", ...fields, at, kind: "publish", result: "live", release: id });
    prune(deploy);
  });
}

/**
 * Brings back the newest release before the live one that was itself recorded live and that no
 * rollback withdrew; records the live one as withdrawn; returns the id brought back.
 * @param {string} deploy
 * @param {{ restart?: string }} [options]
 */
export function rollback(deploy, { restart } = {}) {
  return withLock(deploy, () => {
    const live = liveRelease(deploy);
    const returnable = releasesToReturnTo(deploy);
    const previous = listReleases(deploy)
      .filter((id) => live === undefined || id < live)
      .filter((id) => returnable.has(id))
      .at(-1);
    if (!previous)
      throw new Error(
        `There is no release before ${live ?? "the live one"} in ${deploy} that was live, to go back to.`,
      );
    switchAndRestart(deploy, previous, restart);
    writeRecord(deploy, {
      at: new Date().toISOString(),
      kind: "rollback",
      result: "rolled back",
      release: previous,
      ...(live ? { withdrawn: live } : {}),
      subject: `Back to the release of ${previous}`,
    });
    return previous;
  });
}

/**
 * The details of a publish given on the command line: a base64 JSON object (the only form that
 * passes whole through an SSH forced command), of which only the known fields are kept.
 * @param {string | undefined} encoded
 * @returns {PublishDetails}
 */
function decodeDetails(encoded) {
  if (!encoded) return {};
  if (!/^[A-Za-z0-9+/=]{1,16000}$/.test(encoded)) throw new Error("--details takes base64 JSON.");
  /** @type {Record<string, unknown>} */
  const parsed = JSON.parse(Buffer.from(encoded, "base64").toString("utf8"));
  /** @type {PublishDetails} */
  const details = {};
  const text = (/** @type {unknown} */ value, /** @type {number} */ limit) =>
    typeof value === "string" ? value.slice(0, limit) : undefined;
  const subject = text(parsed.subject, 300);
  const commit = text(parsed.commit, 40);
  const reason = text(parsed.reason, 1000);
  if (subject !== undefined) details.subject = subject;
  if (commit !== undefined && /^[0-9a-f]{0,40}$/.test(commit)) details.commit = commit;
  if (reason !== undefined) details.reason = reason;
  if (typeof parsed.seconds === "number" && Number.isFinite(parsed.seconds))
    details.seconds = Math.round(parsed.seconds);
  return details;
}

/** @param {PublishDetails} details */
export function encodeDetails(details) {
  return Buffer.from(JSON.stringify(details), "utf8").toString("base64");
}

/**
 * The command line on the server:
 *   releases.js activate <deploy> <id> [--restart "<command>"] [--details <base64 JSON>]
 *     (installs the packages of incoming/<id> when it has none, then makes it live; the restart
 *     runs in the deploy folder)
 *   releases.js rollback <deploy> [--restart "<command>"]
 *   releases.js refused <deploy> --details <base64 JSON with subject, commit, reason>
 * @param {string[]} argv
 */
export function main(argv) {
  const [command, deploy, ...rest] = argv;
  /** @param {string} name */
  const option = (name) => {
    const index = rest.indexOf(`--${name}`);
    return index >= 0 ? rest[index + 1] : undefined;
  };
  if (!command || !deploy) throw new Error("Usage: releases.js activate|rollback|refused <deploy folder> [options]");
  const restart = option("restart");
  const details = decodeDetails(option("details"));
  if (command === "activate") {
    const id = checkReleaseId(rest[0] ?? "");
    const incoming = incomingFolder(deploy, id);
    // Exactly the lockfile's production packages, and none of their install scripts run here.
    if (existsSync(path.join(incoming, "package.json")) && !existsSync(path.join(incoming, "node_modules")))
      execFileSync("npm", ["ci", "--omit=dev", "--ignore-scripts", "--no-audit", "--no-fund"], {
        cwd: incoming,
        stdio: "inherit",
      });
    activate(deploy, id, { restart, details });
    console.log(`Live: ${id}`);
  } else if (command === "rollback") {
    console.log(`Live again: ${rollback(deploy, { restart })}`);
  } else if (command === "refused") {
    record(deploy, {
      subject: "",
      ...details,
      at: new Date().toISOString(),
      kind: "publish",
      result: "refused",
      reason: details.reason ?? "",
    });
  } else {
    throw new Error(`Unknown command "${command}": use activate, rollback or refused.`);
  }
}

// Run through the `current` link, argv names the link and import.meta.url the file it leads to.
if (process.argv[1] && realpathSync(process.argv[1]) === fileURLToPath(import.meta.url)) {
  try {
    main(process.argv.slice(2));
  } catch (error) {
    console.error(/** @type {Error} */ (error).message);
    process.exit(1);
  }
}
