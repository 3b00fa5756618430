import { readFile } from "node:fs/promises";
import { parseDocument } from "yaml";
import { describe, expect, it } from "vitest";

/**
 * The GitHub Actions workflow cannot run here: these checks read it as GitHub will, and hold it to
 * what the README promises (the same tests as a clean machine, publishing only from main).
 */

interface Step {
  name?: string;
  uses?: string;
  if?: string;
  run?: string;
  env?: Record<string, string>;
}

interface Workflow {
  on: { push: { branches: string[] }; pull_request?: unknown; schedule: { cron: string }[] };
  concurrency: { group: string; "cancel-in-progress": boolean };
  permissions: Record<string, string>;
  jobs: Record<string, { container: { image: string }; steps: Step[] }>;
}

async function readWorkflow() {
  const document = parseDocument(await readFile(".github/workflows/publish.yml", "utf8"), {
    prettyErrors: true,
    uniqueKeys: true,
  });
  return { document, workflow: document.toJS() as Workflow };
}

const onMainOnly = "github.ref == 'refs/heads/main' && github.event_name != 'pull_request'";

describe("the publish workflow", () => {
  it("is valid YAML without duplicate keys or warnings", async () => {
    const { document } = await readWorkflow();
    expect(document.errors.map(String)).toEqual([]);
    expect(document.warnings.map(String)).toEqual([]);
  });

  it("runs on every push to main and once a day, so that future-dated articles go live", async () => {
    const { workflow } = await readWorkflow();
    expect(workflow.on.push.branches).toEqual(["main"]);
    expect(workflow.on.schedule).toHaveLength(1);
    expect(workflow.on.schedule[0]?.cron).toMatch(/^\d{1,2} \d{1,2} \* \* \*$/);
  });

  it("runs the same tests as a clean machine: .ci/run, which ends with the README's npm test", async () => {
    const { workflow } = await readWorkflow();
    const steps = Object.values(workflow.jobs).flatMap((job) => job.steps);
    const test = steps.find((step) => step.name === "Test");
    expect(test?.run).toBe("bash .ci/run");
    expect(test?.if).toBeUndefined();
    const ciRun = (await readFile(".ci/run", "utf8")).trim().split("\n");
    expect(ciRun.at(-1)).toBe("npm test");
  });

  it("builds and publishes only from main, after the tests, and never two at once", async () => {
    const { workflow } = await readWorkflow();
    const [job, ...others] = Object.values(workflow.jobs);
    expect(others).toEqual([]);
    const names = job?.steps.map((step) => step.name) ?? [];
    expect(names.indexOf("Test")).toBeLessThan(names.indexOf("Build for the public origin"));
    expect(names.indexOf("Build for the public origin")).toBeLessThan(names.indexOf("Publish"));
    for (const step of job?.steps.slice(names.indexOf("Test") + 1) ?? []) expect(step.if, step.name).toBe(onMainOnly);

    const publish = job?.steps.find((step) => step.name === "Publish");
    for (const secret of ["DEPLOY_HOST", "DEPLOY_USER", "DEPLOY_SSH_KEY", "DEPLOY_KNOWN_HOSTS"])
      expect(publish?.env?.[secret]).toBe(`\${{ secrets.${secret} }}`);
    expect(publish?.run).toContain("StrictHostKeyChecking=yes");

    expect(workflow.concurrency["cancel-in-progress"]).toBe(false);
    expect(workflow.concurrency.group).toContain("github.ref");
    expect(workflow.permissions).toEqual({ contents: "read" });
  });

  it("builds and tests on Debian 12 with the Node that production runs (.nvmrc), one that engines allows", async () => {
    const { workflow } = await readWorkflow();
    const image = Object.values(workflow.jobs)[0]?.container.image ?? "";
    const packageJson = JSON.parse(await readFile("package.json", "utf8")) as { engines: { node: string } };
    const productionNode = (await readFile(".nvmrc", "utf8")).trim();
    expect(image).toBe(`node:${productionNode}-bookworm`);
    expect(Number(productionNode)).toBeGreaterThanOrEqual(Number(/\d+/.exec(packageJson.engines.node)?.[0]));
  });
});
