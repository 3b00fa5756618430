import { execFileSync, spawn } from "node:child_process";
import { cpSync, existsSync, mkdirSync, mkdtempSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { activate, record, releaseId, type PublishRecord } from "../../deploy/releases.js";
import { buildProblem, checksProblem, readReport } from "./reasons.ts";

/**
 * Publishing (docs/decisions/038-publishing-the-agency-can-trust.md): build the site, run every
 * check a page must pass (the browser tests tagged @publish), then make the build live as a new
 * release switched in one step, and record the result where the content manager shows it. A
 * refused publish leaves the live site as it was and records the reason in plain words.
 *
 *   npm run publish -- --deploy <folder>           this machine's deploy folder
 *   npm run publish -- --remote <user@host:folder> a server over SSH (the publishing workflow)
 *   --check-only      check, and record the result, but publish nothing (an entry awaiting
 *                     publication); with neither --deploy nor --remote, record it nowhere
 *   --restart "<cmd>" run on the server after the switch (for example, restarting the Node server)
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
  release(id: string, details: Partial<PublishRecord>): Promise<void>;
  record(entry: PublishRecord): Promise<void>;
}

function localDestination(deploy: string): Destination {
  return {
    async release(id, details) {
      const folder = path.join(deploy, "releases", id);
      mkdirSync(folder, { recursive: true });
      for (const name of releaseFiles) {
        if (existsSync(path.join(root, name)))
          cpSync(path.join(root, name), path.join(folder, name), { recursive: true });
      }
      // One machine: the release shares this checkout's installed packages.
      symlinkSync(path.join(root, "node_modules"), path.join(folder, "node_modules"));
      activate(deploy, id);
      record(deploy, {
        at: new Date().toISOString(),
        kind: "publish",
        result: "live",
        release: id,
        subject: "",
        ...details,
      });
    },
    async record(entry) {
      record(deploy, entry);
    },
  };
}

function remoteDestination(target: string, restart: string | undefined): Destination {
  const [host, folder] = [target.slice(0, target.indexOf(":")), target.slice(target.indexOf(":") + 1)];
  if (!host || !folder) throw new Error(`--remote takes user@host:/folder, not "${target}"`);
  const ssh = (command: string) => {
    const result = execFileSync("ssh", ["-o", "BatchMode=yes", host, command], { encoding: "utf8" });
    if (result) process.stdout.write(result);
  };
  const quote = (value: string) => `'${value.replace(/'/g, "'\\''")}'`;
  const recordArgs = (entry: Partial<PublishRecord>) =>
    (["subject", "commit", "branch", "reason", "kind", "seconds"] as const)
      .filter((key) => entry[key] !== undefined && entry[key] !== "")
      .map((key) => `--${key} ${quote(String(entry[key]))}`)
      .join(" ");
  return {
    async release(id, details) {
      const release = `${folder}/releases/${id}`;
      ssh(`mkdir -p ${quote(release)}`);
      // The packages of the live release are linked, not copied again, when they have not changed.
      execFileSync("rsync", ["-a", "--delete", "--link-dest=../../current/", ...releaseFiles, `${host}:${release}/`], {
        cwd: root,
        stdio: "inherit",
      });
      ssh(
        `cd ${quote(release)} && npm install --omit=dev --no-audit --no-fund && node deploy/releases.js activate ${quote(folder)} ${quote(id)} ${recordArgs(details)}${restart ? ` --restart ${quote(restart)}` : ""}`,
      );
    },
    async record(entry) {
      const command = entry.result === "passed" ? "passed" : "refused";
      ssh(`node ${quote(`${folder}/current/deploy/releases.js`)} ${command} ${quote(folder)} ${recordArgs(entry)}`);
    },
  };
}

/** Nowhere to record (a check without a server): the result is the exit code and the log. */
const reportOnly: Destination = {
  async release() {
    throw new Error("Nowhere to publish to.");
  },
  async record() {},
};

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
  if (values.deploy && values.remote)
    throw new Error("Give --deploy <folder> or --remote <user@host:folder>, not both.");
  if (!values.deploy && !values.remote && !values["check-only"])
    throw new Error("Give --deploy <folder> or --remote <user@host:folder> (or --check-only).");
  const destination = values.deploy
    ? localDestination(path.resolve(values.deploy))
    : values.remote
      ? remoteDestination(values.remote, values.restart)
      : reportOnly;

  const started = Date.now();
  const kind = values["check-only"] ? "check" : "publish";
  const details: Partial<PublishRecord> = {
    // A merge (Publish in the editorial workflow) says what it merged in its second parent's subject.
    subject: git(
      "log",
      "-1",
      "--format=%s",
      git("rev-list", "--parents", "-n", "1", "HEAD").split(" ").length > 2 ? "HEAD^2" : "HEAD",
    ),
    commit: git("rev-parse", "--short=12", "HEAD"),
    branch: process.env.GITHUB_HEAD_REF || git("rev-parse", "--abbrev-ref", "HEAD"),
  };
  const refuse = async (reason: string) => {
    await destination.record({
      at: new Date().toISOString(),
      kind,
      result: "refused",
      subject: "",
      ...details,
      reason,
    });
    console.error(`\nNot published: ${reason}`);
    process.exitCode = 1;
  };

  const build = await run("npm", ["run", "build"]);
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
    await destination.record({
      at: new Date().toISOString(),
      kind,
      result: "passed",
      subject: "",
      ...details,
      seconds,
    });
    console.log(`\nChecked in ${seconds} s: ready to publish.`);
    return;
  }
  const id = releaseId(new Date(), details.commit);
  await destination.release(id, { ...details, seconds });
  console.log(`\nLive: release ${id}, ${seconds} s after the publish began.`);
}

await main();
