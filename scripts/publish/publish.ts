import { execFileSync, spawn } from "node:child_process";
import { appendFileSync, cpSync, existsSync, mkdirSync, mkdtempSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import {
  activate,
  encodeDetails,
  incomingFolder,
  record,
  releaseId,
  type PublishDetails,
  type PublishRecord,
} from "#deploy/releases.js";
import { buildProblem, checksProblem, publicSubject, readReport } from "./reasons.ts";

/**
 * Publishing (docs/decisions/151-publishing.md): build the site, run every
 * check a page must pass (the browser tests tagged @publish), then make the build live as a new
 * release switched in one step, and record the result where the content manager shows it. A
 * refused publish leaves the live site as it was and records the reason in plain words.
 *
 *   npm run publish -- --deploy <folder>     this machine's deploy folder
 *   npm run publish -- --remote <user@host>  a server over SSH, through its forced command
 *                                            (deploy/ssh-gate.sh: copy, switch, record, nothing else)
 *   --check-only      check, publish and record nothing: an entry awaiting publication, whose result
 *                     the publishing workflow reports as a commit status on its branch
 *                     (docs/decisions/151-publishing.md)
 *   --restart "<cmd>" with --deploy: run after the switch (restarting the Node server);
 *                     the release is recorded live only once it succeeded. A server's forced command
 *                     has its own.
 *   --no-browser-checks  build only: the browser journey of the content manager uses it, as its own
 *                        tests already run the page checks
 */

const root = path.resolve(import.meta.dirname, "../..");

/** What a release carries: the build and what serves it. */
const releaseFiles = ["build", "server", "deploy", "package.json", "package-lock.json"];

interface Step {
  ok: boolean;
  output: string;
}

/** Runs a command, echoing its output, and keeps the output for the reason of a refusal. */
function run(command: string, args: string[], env: NodeJS.ProcessEnv = {}): Promise<Step> {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: root,
      env: { ...process.env, ...env },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    const keep = (chunk: Buffer) => {
      output += chunk.toString();
      process.stdout.write(chunk);
    };
    child.stdout.on("data", keep);
    child.stderr.on("data", keep);
    child.on("close", (code) => resolve({ ok: code === 0, output }));
  });
}

function git(...args: string[]): string {
  try {
    return execFileSync("git", args, { cwd: root, encoding: "utf8" }).trim();
  } catch {
    return "";
  }
}

/** Where the result goes: a folder on this machine, or one on a server over SSH. */
interface Destination {
  release(id: string, details: PublishDetails): Promise<void>;
  record(entry: PublishRecord): Promise<void>;
}

function localDestination(deploy: string, restart: string | undefined): Destination {
  return {
    async release(id, details) {
      // Copied whole into incoming/ first: releases/ only ever holds complete releases.
      const folder = incomingFolder(deploy, id);
      mkdirSync(folder, { recursive: true });
      for (const name of releaseFiles) {
        if (existsSync(path.join(root, name)))
          cpSync(path.join(root, name), path.join(folder, name), { recursive: true });
      }
      // One machine: the release shares this checkout's installed packages.
      symlinkSync(path.join(root, "node_modules"), path.join(folder, "node_modules"));
      activate(deploy, id, { restart, details });
    },
    async record(entry) {
      record(deploy, entry);
    },
  };
}

/**
 * A server over SSH, whose key may only run deploy/ssh-gate.sh: rsync into incoming/<id>, then
 * "activate <id> <details>" or "refused <details>" (details as base64 JSON, whole through SSH).
 */
function remoteDestination(host: string): Destination {
  if (!/^[\w.-]+@[\w.-]+$/.test(host)) throw new Error(`--remote takes user@host, not "${host}"`);
  const ssh = (command: string) => {
    const result = execFileSync("ssh", ["-o", "BatchMode=yes", host, command], { encoding: "utf8" });
    if (result) process.stdout.write(result);
  };
  return {
    async release(id, details) {
      execFileSync("rsync", ["-a", "--delete", ...releaseFiles, `${host}:${id}/`], { cwd: root, stdio: "inherit" });
      ssh(`activate ${id} ${encodeDetails(details)}`);
    },
    async record(entry) {
      const { subject, commit, reason } = entry;
      ssh(`refused ${encodeDetails({ subject, commit, reason })}`);
    },
  };
}

/** Nowhere to record (a check): the result is the exit code, the log, and the workflow's output. */
const reportOnly: Destination = {
  async release() {
    throw new Error("Nowhere to publish to.");
  },
  async record(entry) {
    // In the publishing workflow, the reason becomes the draft's commit status (publish.yml, "report").
    const output = process.env.GITHUB_OUTPUT;
    if (output && entry.reason) appendFileSync(output, `reason=${entry.reason.replace(/\s+/g, " ")}\n`);
  },
};

/**
 * The change's subject as the public status may show it (publicSubject), once the build has made
 * the modules the content is read with; none when the content cannot be read.
 */
async function subjectToShow(subject: string): Promise<string> {
  try {
    const { articles } = await import("#app/lib/content/collections.ts");
    const { unpublishedArticleSlugs } = await import("#app/lib/content/route-lists.server.ts");
    return publicSubject(subject, unpublishedArticleSlugs(path.join(root, articles.folder)));
  } catch {
    return "";
  }
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      deploy: { type: "string" },
      remote: { type: "string" },
      restart: { type: "string" },
      "check-only": { type: "boolean", default: false },
      "no-browser-checks": { type: "boolean", default: false },
    },
  });
  if (values.deploy && values.remote) throw new Error("Give --deploy <folder> or --remote <user@host>, not both.");
  if (!values.deploy && !values.remote && !values["check-only"])
    throw new Error("Give --deploy <folder> or --remote <user@host> (or --check-only).");
  if (values.restart && !values.deploy)
    throw new Error("--restart goes with --deploy: a server's forced command restarts it itself.");
  const destination = values["check-only"]
    ? reportOnly
    : values.deploy
      ? localDestination(path.resolve(values.deploy), values.restart)
      : remoteDestination(values.remote ?? "");

  const started = Date.now();
  const details: PublishDetails = {
    // A merge (Publish in the editorial workflow) says what it merged in its second parent's subject.
    subject: git(
      "log",
      "-1",
      "--format=%s",
      git("rev-list", "--parents", "-n", "1", "HEAD").split(" ").length > 2 ? "HEAD^2" : "HEAD",
    ),
    commit: git("rev-parse", "--short=12", "HEAD"),
  };
  const refuse = async (reason: string) => {
    await destination.record({
      at: new Date().toISOString(),
      kind: "publish",
      result: "refused",
      subject: "",
      ...details,
      reason,
    });
    console.error(`\nNot published: ${reason}`);
    process.exitCode = 1;
  };

  const build = await run("npm", ["run", "build"]);
  details.subject = await subjectToShow(details.subject ?? "");
  if (!build.ok) return refuse(buildProblem(build.output));
  if (!values["no-browser-checks"]) {
    // The list for the log; the JSON report for the reason of a refusal.
    const report = path.join(mkdtempSync(path.join(tmpdir(), "publish-checks-")), "report.json");
    const checks = await run(
      process.execPath,
      [path.join(root, "node_modules/@playwright/test/cli.js"), "test", "--grep", "@publish", "--reporter=list,json"],
      { CI: "1", PLAYWRIGHT_JSON_OUTPUT_NAME: report },
    );
    if (!checks.ok) return refuse(checksProblem(readReport(report)));
  }
  const seconds = Math.round((Date.now() - started) / 1000);
  if (values["check-only"]) {
    console.log(`\nChecked in ${seconds} s: ready to publish.`);
    return;
  }
  const id = releaseId(new Date(), details.commit);
  await destination.release(id, { ...details, seconds });
  console.log(`\nLive: release ${id}, ${seconds} s after the publish began.`);
}

await main();
