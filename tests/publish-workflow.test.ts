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
  jobs: Record<string, { container: { image: string }; env?: Record<string, string>; steps: Step[] }>;
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

  it("runs on every push to main, every pull request and once a day, so that future-dated articles go live", async () => {
    const { workflow } = await readWorkflow();
    expect(workflow.on.push.branches).toEqual(["main"]);
    expect(workflow.on).toHaveProperty("pull_request");
    expect(workflow.on.schedule).toHaveLength(1);
    expect(workflow.on.schedule[0]?.cron).toMatch(/^\d{1,2} \d{1,2} \* \* \*$/);
  });

  it("installs like a clean machine, and .ci/run is that install followed by the README's npm test", async () => {
    const { workflow } = await readWorkflow();
    const steps = Object.values(workflow.jobs).flatMap((job) => job.steps);
    expect(steps.find((step) => step.name === "Install")?.run).toBe("bash .ci/install");
    const ciRun = (await readFile(".ci/run", "utf8")).trim().split("\n");
    expect(ciRun).toContain("bash .ci/install");
    expect(ciRun.at(-1)).toBe("npm test");
  });

  it("runs the whole suite for a change to the code, and only the page checks for a change to content/", async () => {
    const { workflow } = await readWorkflow();
    const [job] = Object.values(workflow.jobs);
    const names = job?.steps.map((step) => step.name) ?? [];
    const test = job?.steps.find((step) => step.name === "Test");
    expect(test?.run).toBe("npm test");
    expect(test?.if).toBe("steps.scope.outputs.scope == 'code'");
    expect(job?.steps.find((step) => step.name === "What changed")?.run).toContain("'^content/'");
    for (const later of ["Check", "Publish"]) {
      expect(names.indexOf("Test"), later).toBeLessThan(names.indexOf(later));
      expect(job?.steps.find((step) => step.name === later)?.run).toMatch(/^npm run publish -- /);
    }
    expect(job?.steps.find((step) => step.name === "Check")?.run).toContain("--check-only");
  });

  it("publishes only from main, over SSH to a known host, never two at once", async () => {
    const { workflow } = await readWorkflow();
    const [job, ...others] = Object.values(workflow.jobs);
    expect(others).toEqual([]);
    const publish = job?.steps.find((step) => step.name === "Publish");
    expect(publish?.if).toBe(onMainOnly);
    expect(publish?.run).toContain("--remote");
    const key = job?.steps.find((step) => step.name === "Deploy key");
    for (const secret of ["DEPLOY_SSH_KEY", "DEPLOY_KNOWN_HOSTS"])
      expect(key?.env?.[secret]).toBe(`\${{ secrets.${secret} }}`);
    expect(key?.run).toContain("StrictHostKeyChecking yes");

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
