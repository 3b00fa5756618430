// @ts-check
import { execSync } from "node:child_process";
import {
  existsSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  readlinkSync,
  realpathSync,
  renameSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

/**
 * Releases on the server that runs the site (docs/decisions/038-publishing-the-agency-can-trust.md).
 * A deploy folder holds:
 *   releases/<id>/   one whole release each: the build, the server, the package files
 *   current          a symbolic link to the live release, switched in one step (rename)
 *   status/publishing.json  what the last publishes and checks did, for the content manager
 * A new release is copied in full before the switch, so a visitor never meets a half-copied site,
 * and the previous releases stay, so one command brings the last one back:
 *   node <deploy folder>/current/deploy/releases.js rollback <deploy folder> [--restart "<command>"]
 * Plain JavaScript with Node's own modules only: it runs on the server, which has no build tools.
 */

/** How many releases stay on disk: the live one and the ones rollback can return to. */
export const keptReleases = 5;

/** How many records the status keeps. */
const keptRecords = 30;

/**
 * A publish, a check or a rollback as the content manager shows it.
 * @typedef {{
 *   at: string,
 *   kind: "publish" | "check" | "rollback",
 *   result: "live" | "passed" | "refused" | "rolled back",
 *   subject: string,
 *   commit?: string,
 *   branch?: string,
 *   seconds?: number,
 *   reason?: string,
 *   release?: string,
 * }} PublishRecord
 */

/** @param {string} deploy */
function releasesFolder(deploy) {
  return path.join(deploy, "releases");
}

/**
 * The releases on disk, oldest first (their ids begin with the time they were made).
 * @param {string} deploy
 */
export function listReleases(deploy) {
  const folder = releasesFolder(deploy);
  return existsSync(folder)
    ? readdirSync(folder)
        .filter((name) => !name.startsWith("."))
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

/**
 * Points `current` at a release in one step: a new link beside it, renamed over it. rename() is
 * atomic, so every request sees either the old release or the new one.
 * @param {string} deploy
 * @param {string} id
 */
function switchTo(deploy, id) {
  if (!existsSync(path.join(releasesFolder(deploy), id))) throw new Error(`No release ${id} in ${deploy}`);
  const next = path.join(deploy, `.current-${process.pid}`);
  rmSync(next, { force: true });
  symlinkSync(path.join("releases", id), next);
  renameSync(next, path.join(deploy, "current"));
}

/**
 * Makes a release that is already copied into releases/<id> the live one, then removes the oldest
 * releases beyond `keptReleases` (never the live one).
 * @param {string} deploy
 * @param {string} id
 */
export function activate(deploy, id) {
  switchTo(deploy, id);
  const releases = listReleases(deploy);
  for (const old of releases.slice(0, Math.max(0, releases.length - keptReleases))) {
    if (old !== id) rmSync(path.join(releasesFolder(deploy), old), { recursive: true, force: true });
  }
}

/**
 * Brings back the release before the live one; returns its id.
 * @param {string} deploy
 */
export function rollback(deploy) {
  const releases = listReleases(deploy);
  const live = liveRelease(deploy);
  const index = live === undefined ? -1 : releases.indexOf(live);
  const previous = index > 0 ? releases[index - 1] : undefined;
  if (!previous) throw new Error(`There is no release before ${live ?? "the live one"} in ${deploy} to go back to.`);
  switchTo(deploy, previous);
  return previous;
}

/** @param {string} deploy */
function statusFile(deploy) {
  return path.join(deploy, "status", "publishing.json");
}

/**
 * The records of the status file, newest first.
 * @param {string} deploy
 * @returns {PublishRecord[]}
 */
export function readRecords(deploy) {
  try {
    const parsed = JSON.parse(readFileSync(statusFile(deploy), "utf8"));
    return Array.isArray(parsed.records) ? parsed.records : [];
  } catch {
    return [];
  }
}

/**
 * Adds a record at the top of the status file, written whole and then renamed into place.
 * @param {string} deploy
 * @param {PublishRecord} record
 */
export function record(deploy, record) {
  const file = statusFile(deploy);
  mkdirSync(path.dirname(file), { recursive: true });
  const records = [record, ...readRecords(deploy)].slice(0, keptRecords);
  const next = `${file}.${process.pid}`;
  writeFileSync(next, `${JSON.stringify({ records }, null, 2)}\n`);
  renameSync(next, file);
}

/**
 * The command line on the server:
 *   releases.js activate <deploy> <id> [--restart "<command>"] [--subject "..." --commit <sha> --seconds <n>]
 *   releases.js rollback <deploy> [--restart "<command>"]
 *   releases.js refused <deploy> --subject "..." --reason "..." [--kind check|publish] [--commit <sha> --branch <name>]
 *   releases.js passed <deploy> --subject "..." [--branch <name> --commit <sha>]
 * @param {string[]} argv
 */
export function main(argv) {
  const [command, deploy, ...rest] = argv;
  /** @param {string} name */
  const option = (name) => {
    const index = rest.indexOf(`--${name}`);
    return index >= 0 ? rest[index + 1] : undefined;
  };
  if (!command || !deploy)
    throw new Error("Usage: releases.js activate|rollback|refused|passed <deploy folder> [options]");
  const at = new Date().toISOString();
  const common = {
    at,
    subject: option("subject") ?? "",
    ...(option("commit") ? { commit: option("commit") } : {}),
    ...(option("branch") ? { branch: option("branch") } : {}),
  };
  if (command === "activate") {
    const id = rest[0] ?? "";
    activate(deploy, id);
    const seconds = option("seconds");
    record(deploy, {
      ...common,
      kind: "publish",
      result: "live",
      release: id,
      ...(seconds ? { seconds: Number(seconds) } : {}),
    });
  } else if (command === "rollback") {
    const id = rollback(deploy);
    record(deploy, {
      ...common,
      kind: "rollback",
      result: "rolled back",
      release: id,
      subject: `Back to the release of ${id}`,
    });
    console.log(`Live again: ${id}`);
  } else if (command === "refused") {
    const kind = option("kind") === "check" ? "check" : "publish";
    record(deploy, { ...common, kind, result: "refused", reason: option("reason") ?? "" });
  } else if (command === "passed") {
    record(deploy, { ...common, kind: "check", result: "passed" });
  } else {
    throw new Error(`Unknown command "${command}": use activate, rollback, refused or passed.`);
  }
  const restart = option("restart");
  if (restart && (command === "activate" || command === "rollback")) execSync(restart, { stdio: "inherit" });
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
