import { readFile } from "node:fs/promises";
import { parseDocument } from "yaml";
import { describe, expect, it } from "vitest";

/**
 * The GitHub Actions workflow cannot run here: these checks read it as GitHub will, and hold it to
 * what docs/decisions/160-a-static-host-and-a-maintained-sign-in.md promises: a draft is checked
 * without any secret, only main publishes, and a failed build deploys nothing.
 */

interface Step {
  name?: string;
  if?: string;
  run?: string;
  env?: Record<string, string>;
}

interface Job {
  if?: string;
  needs?: string;
  environment?: string;
  permissions?: Record<string, string>;
  steps: Step[];
}

interface Workflow {
  on: { push: { branches: string[] }; pull_request?: unknown; schedule: { cron: string }[] };
  permissions: Record<string, string>;
  jobs: Record<string, Job>;
}

const document = parseDocument(await readFile(".github/workflows/publish.yml", "utf8"), { uniqueKeys: true });
const workflow = document.toJS() as Workflow;
const { check, report, publish } = workflow.jobs;

describe("the publish workflow", () => {
  it("is valid YAML, runs for every pull request, every push to main and once a day, and has three jobs", () => {
    expect(document.errors.map(String)).toEqual([]);
    expect(workflow.on.push.branches).toEqual(["main"]);
    expect(workflow.on).toHaveProperty("pull_request");
    expect(workflow.on.schedule.map(({ cron }) => cron)).toEqual(["30 0 * * *"]);
    expect(Object.keys(workflow.jobs).sort()).toEqual(["check", "publish", "report"]);
  });

  it("reads a secret in the publish job alone, which runs on main only, in the Environment that holds it", () => {
    // The whole file as text: no job, step, condition or output other than publish's names a secret.
    const jobsWithSecrets = Object.entries(workflow.jobs)
      .filter(([, job]) => /\bsecrets\./.test(JSON.stringify(job)))
      .map(([name]) => name);
    expect(jobsWithSecrets).toEqual(["publish"]);
    expect(publish?.if).toBe("github.ref == 'refs/heads/main' && github.event_name != 'pull_request'");
    expect(publish?.environment).toBe("production");
    for (const job of [check, report]) expect(job?.environment).toBeUndefined();
    expect(workflow.permissions).toEqual({ contents: "read" });
    expect(report?.permissions).toEqual({ statuses: "write" });
    // The report runs none of the draft's code.
    expect(JSON.stringify(report)).not.toContain("actions/checkout");
  });

  it("deploys only after main's build and page checks passed, the token given to the deploy step alone", () => {
    expect(publish?.needs).toBe("check");
    const names = publish?.steps.map((step) => step.name) ?? [];
    expect(names.slice(-2)).toEqual(["Build and check", "Deploy"]);
    const [build, deploy] = publish?.steps.slice(-2) ?? [];
    expect(build?.run).toBe("npm run check:publish");
    expect(JSON.stringify(build)).not.toContain("secrets.");
    // A step without a condition runs only when every step before it succeeded.
    expect(deploy?.if).toBeUndefined();
    expect(deploy?.env?.NETLIFY_AUTH_TOKEN).toBe("${{ secrets.NETLIFY_AUTH_TOKEN }}");
    const deploys = deploy?.run?.trim().split("\n") ?? [];
    expect(deploys).toHaveLength(2);
    for (const line of deploys) expect(line).toMatch(/^npx --yes netlify-cli@\d+\.\d+\.\d+ deploy --prod --no-build /);
    expect(deploys.map((line) => /--dir (\S+)/.exec(line)?.[1])).toEqual(["build/client", "build/editor"]);
    // One version, fetched by a step before the token is given: the deploy installs nothing.
    const versions = JSON.stringify(publish).match(/netlify-cli@[\d.]+/g) ?? [];
    expect(new Set(versions).size).toBe(1);
    expect(names.indexOf("Netlify CLI")).toBeLessThan(names.indexOf("Deploy"));
  });

  it("runs the whole suite for a change to the code, and the page checks for a draft", () => {
    const test = check?.steps.find((step) => step.name === "Test");
    expect(test).toMatchObject({ run: "npm test", if: "steps.scope.outputs.scope == 'code'" });
    const draft = check?.steps.find((step) => step.name === "Check");
    expect(draft?.if).toBe("github.event_name == 'pull_request'");
    expect(draft?.run).toContain("npm run check:publish");
  });
});
