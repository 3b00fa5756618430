import { execFileSync } from "node:child_process";
import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseDocument } from "yaml";
import { describe, expect, it } from "vitest";

/**
 * The GitHub Actions workflows cannot run here: these checks read them as GitHub will, and hold them
 * to what docs/decisions/167-only-reviewed-code-deploys.md promises: no job that installs, builds or
 * tests reads a secret; the deploy job installs nothing of the project and runs a CLI from a
 * lockfile; every action is pinned by commit and the container by digest; an editor's pull request
 * that touches code is refused.
 */

interface Step {
  name?: string;
  if?: string;
  uses?: string;
  run?: string;
  shell?: string;
  "working-directory"?: string;
  env?: Record<string, string>;
  with?: Record<string, string | number | boolean>;
}

interface Job {
  if?: string;
  needs?: string;
  environment?: string;
  permissions?: Record<string, string>;
  container?: { image: string };
  steps: Step[];
}

interface Workflow {
  on: Record<string, unknown> & { push?: { branches: string[] }; schedule?: { cron: string }[] };
  permissions: Record<string, string>;
  jobs: Record<string, Job>;
}

async function readWorkflow(file: string) {
  const document = parseDocument(await readFile(file, "utf8"), { uniqueKeys: true });
  expect(document.errors.map(String), file).toEqual([]);
  return document.toJS() as Workflow;
}

const publishing = await readWorkflow(".github/workflows/publish.yml");
const editorBranches = await readWorkflow(".github/workflows/editor-branches.yml");
const { check, report, deploy } = publishing.jobs;
const cliFolder = ".ci/netlify-cli";

/**
 * Whether a job installs, builds or tests the project: runs what its packages or a pull request
 * could have written. Installing the CLI's own folder is not.
 */
const runsProjectCode = (job: Job) =>
  job.steps.some(
    (step) =>
      /\bnpm (?:test|install|run)\b|\.ci\/install\b/.test(step.run ?? "") ||
      (/\bnpm ci\b/.test(step.run ?? "") && step["working-directory"] !== cliFolder),
  );

describe("the publish workflow", () => {
  it("runs for every pull request, every push to main and once a day, with three jobs", () => {
    expect(publishing.on.push?.branches).toEqual(["main"]);
    expect(publishing.on).toHaveProperty("pull_request");
    expect(publishing.on.schedule?.map(({ cron }) => cron)).toEqual(["30 0 * * *"]);
    expect(Object.keys(publishing.jobs).sort()).toEqual(["check", "deploy", "report"]);
  });

  it("reads a secret in the deploy job alone, which runs no project code, on main only, in the Environment that holds it", () => {
    const jobsWithSecrets = Object.entries(publishing.jobs)
      .filter(([, job]) => /\bsecrets\./.test(JSON.stringify(job)))
      .map(([name]) => name);
    expect(jobsWithSecrets).toEqual(["deploy"]);
    for (const [name, job] of Object.entries(publishing.jobs))
      if (runsProjectCode(job)) expect(job.environment, name).toBeUndefined();
    expect(runsProjectCode(check as Job)).toBe(true);
    expect(runsProjectCode(deploy as Job)).toBe(false);
    expect(deploy?.if).toBe("github.ref == 'refs/heads/main' && github.event_name != 'pull_request'");
    expect(deploy?.environment).toBe("production");
    expect(publishing.permissions).toEqual({ contents: "read" });
    expect(report?.permissions).toEqual({ statuses: "write" });
    expect(JSON.stringify(report)).not.toContain("actions/checkout");
  });

  it("deploys from the check job's folders with a CLI installed from its lockfile, without install scripts", () => {
    expect(deploy?.needs).toBe("check");
    const steps = deploy?.steps ?? [];
    // The only checkout: the CLI's folder, nothing of the project.
    const checkouts = steps.filter((step) => step.uses?.startsWith("actions/checkout@"));
    expect(checkouts).toHaveLength(1);
    expect(checkouts[0]?.with).toMatchObject({
      "sparse-checkout": cliFolder,
      "sparse-checkout-cone-mode": false,
      "persist-credentials": false,
    });
    const runs = steps.filter((step) => step.run);
    expect(runs.map((step) => step.name)).toEqual(["Netlify CLI", "Deploy"]);
    const [install, deployStep] = runs;
    expect(install).toMatchObject({
      "working-directory": cliFolder,
      run: "npm ci --ignore-scripts --no-audit --no-fund",
    });
    const deploys = deployStep?.run?.trim().split("\n") ?? [];
    expect(deploys).toHaveLength(2);
    for (const line of deploys)
      expect(line).toMatch(
        new RegExp(`^${cliFolder.replace(".", "\\.")}/node_modules/\\.bin/netlify deploy --prod --no-build `),
      );
    expect(deploys.map((line) => /--dir (\S+) --functions (\S+)/.exec(line)?.slice(1))).toEqual([
      ["build/client", "build/functions/site"],
      ["build/editor", "build/functions/editor"],
    ]);
    expect(deployStep?.env?.NETLIFY_AUTH_TOKEN).toBe("${{ secrets.NETLIFY_AUTH_TOKEN }}");
    // The token is given to that step alone, which runs only when every step before it succeeded.
    expect(deployStep?.if).toBeUndefined();
    expect(JSON.stringify(install)).not.toContain("secrets.");
  });

  it("installs the CLI at one exact version whose lockfile pins every package by integrity", async () => {
    const manifest = JSON.parse(await readFile(`${cliFolder}/package.json`, "utf8")) as {
      dependencies: Record<string, string>;
    };
    expect(Object.keys(manifest.dependencies)).toEqual(["netlify-cli"]);
    expect(manifest.dependencies["netlify-cli"]).toMatch(/^\d+\.\d+\.\d+$/);
    const lock = JSON.parse(await readFile(`${cliFolder}/package-lock.json`, "utf8")) as {
      packages: Record<string, { version?: string; integrity?: string; link?: boolean; inBundle?: boolean }>;
    };
    expect(lock.packages["node_modules/netlify-cli"]?.version).toBe(manifest.dependencies["netlify-cli"]);
    // A bundled package comes inside its parent's tarball, checked by the parent's integrity.
    const unpinned = Object.entries(lock.packages).filter(
      ([folder, entry]) => folder && !entry.link && !entry.inBundle && !entry.integrity,
    );
    expect(unpinned.map(([folder]) => folder)).toEqual([]);
  });

  it("uploads main's production build from the check job and nothing from a draft", () => {
    const build = check?.steps.find((step) => step.name === "Build and check");
    const upload = check?.steps.find((step) => step.uses?.startsWith("actions/upload-artifact@"));
    const onMain = "github.ref == 'refs/heads/main' && github.event_name != 'pull_request'";
    expect(build).toMatchObject({ if: onMain, run: "npm run check:publish" });
    expect(build?.env?.PUBLISH).toBe("1");
    expect(upload?.if).toBe(onMain);
    expect(String(upload?.with?.path).trim().split("\n")).toEqual(["build/client", "build/editor", "build/functions"]);
    const download = deploy?.steps.find((step) => step.uses?.startsWith("actions/download-artifact@"));
    expect(download?.with).toMatchObject({ name: upload?.with?.name, path: "build" });
  });

  it("runs the whole suite and the editor's audit for a change to the code, and the page checks for a draft", () => {
    const scoped = "steps.scope.outputs.scope == 'code'";
    expect(check?.steps.find((step) => step.name === "Test")).toMatchObject({ run: "npm test", if: scoped });
    expect(check?.steps.find((step) => step.run === "npm run audit:editor")?.if).toBe(scoped);
    const draft = check?.steps.find((step) => step.name === "Check");
    expect(draft?.if).toBe("github.event_name == 'pull_request'");
    expect(draft?.run).toContain("npm run check:publish");
  });
});

describe("every workflow", () => {
  it("pins each action by commit and each container by digest, so a moved tag changes nothing", () => {
    for (const workflow of [publishing, editorBranches])
      for (const [name, job] of Object.entries(workflow.jobs)) {
        for (const { uses } of job.steps.filter((step) => step.uses))
          expect(uses, name).toMatch(/^[\w.-]+\/[\w.-]+@[0-9a-f]{40}$/);
        if (job.container) expect(job.container.image, name).toMatch(/@sha256:[0-9a-f]{64}$/);
      }
  });
});

describe("an editor's pull request", () => {
  const job = editorBranches.jobs["content-only"] as Job;
  const guard = job.steps.find((step) => step.run) as Step;

  it("is checked by the workflow as main holds it, with read access alone, running nothing of the pull request", () => {
    expect(Object.keys(editorBranches.on)).toEqual(["pull_request_target"]);
    expect(editorBranches.permissions).toEqual({ contents: "read" });
    expect(job.permissions).toBeUndefined();
    expect(JSON.stringify(editorBranches)).not.toMatch(/\bsecrets\./);
    expect(runsProjectCode(job)).toBe(false);
    expect(job.steps.filter((step) => step.uses)).toHaveLength(1);
    expect(job.steps[0]?.with?.["persist-credentials"]).toBe(false);
  });

  /** The guard's script, run in a repository whose pull request changes `changed` from branch `branch`. */
  async function guardOn(branch: string, changed: string[]): Promise<{ status: number; output: string }> {
    const repository = await mkdtemp(path.join(tmpdir(), "saffron-editor-branch-"));
    const git = (...args: string[]) => execFileSync("git", args, { cwd: repository, encoding: "utf8" });
    try {
      git("init", "-q");
      git("-c", "user.email=t@example.com", "-c", "user.name=t", "commit", "-q", "--allow-empty", "-m", "base");
      for (const file of changed) {
        await mkdir(path.join(repository, path.dirname(file)), { recursive: true });
        await writeFile(path.join(repository, file), "changed\n");
      }
      git("add", "-A");
      git("-c", "user.email=t@example.com", "-c", "user.name=t", "commit", "-q", "-m", "change");
      const output = execFileSync("bash", ["-e", "-c", guard.run ?? ""], {
        cwd: repository,
        env: { ...process.env, BRANCH: branch },
        encoding: "utf8",
        stdio: ["ignore", "pipe", "pipe"],
      });
      return { status: 0, output };
    } catch (error) {
      const failed = error as { status?: number; stdout?: string };
      return { status: failed.status ?? 1, output: failed.stdout ?? "" };
    } finally {
      await rm(repository, { recursive: true, force: true });
    }
  }

  it("is refused when it changes anything outside content/, and passes when it changes content alone", async () => {
    expect(guard.env?.BRANCH).toBe("${{ github.event.pull_request.head.ref }}");
    const refused = await guardOn("cms/articles/sapa", ["content/articles/sapa.md", "package.json"]);
    expect(refused.status).toBe(1);
    expect(refused.output).toContain("package.json");
    expect((await guardOn("cms/articles/sapa", ["content/articles/sapa.md"])).status).toBe(0);
    // A developer's branch may change code: it waits for a code owner's review instead.
    expect((await guardOn("fix-header", ["package.json"])).status).toBe(0);
  });
});
