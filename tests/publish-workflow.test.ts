import { readFile } from "node:fs/promises";
import { parseDocument } from "yaml";
import { describe, expect, it } from "vitest";

/**
 * The GitHub Actions workflow cannot run here: these checks read it as GitHub will, and hold it to
 * what the README promises (the same tests as a clean machine, publishing only from main, a draft
 * checked without any secret: docs/decisions/151-publishing.md).
 */

interface Step {
  name?: string;
  uses?: string;
  if?: string;
  run?: string;
  env?: Record<string, string>;
  with?: Record<string, unknown>;
}

interface Job {
  if?: string;
  needs?: string | string[];
  environment?: string | { name: string };
  permissions?: Record<string, string>;
  container?: { image: string };
  env?: Record<string, string>;
  outputs?: Record<string, string>;
  steps: Step[];
}

interface Workflow {
  on: { push: { branches: string[] }; pull_request?: unknown; schedule: { cron: string }[] };
  concurrency: { group: string; "cancel-in-progress": boolean };
  permissions: Record<string, string>;
  jobs: Record<string, Job>;
}

async function readWorkflow() {
  const document = parseDocument(await readFile(".github/workflows/publish.yml", "utf8"), {
    prettyErrors: true,
    uniqueKeys: true,
  });
  return { document, workflow: document.toJS() as Workflow };
}

/** true, false, or "maybe" when the condition reads something only the run knows (a step's output). */
type Truth = boolean | "maybe";

/**
 * Whether an `if:` of GitHub's expression syntax can be true for an event: `==`, `!=`, `&&`, `||`,
 * `!`, parentheses, string literals, the status functions and the context values given. Anything
 * else the run decides is "maybe", so a step counts as running unless its condition rules it out.
 */
function canRun(condition: string | undefined, context: Record<string, string>): boolean {
  if (condition === undefined) return true;
  const tokens = condition.replace(/^\$\{\{|\}\}$/g, "").match(/'[^']*'|==|!=|&&|\|\||!|\(|\)|[\w.-]+(?:\(\))?/g);
  if (!tokens) throw new Error(`cannot read the condition ${condition}`);
  let position = 0;
  const peek = () => tokens[position];
  const next = () => tokens[position++] ?? "";
  type Value = { text?: string; truth?: Truth };
  const truthOf = (value: Value): Truth =>
    value.truth ?? (value.text === undefined ? "maybe" : value.text !== "" && value.text !== "false");
  const not = (truth: Truth): Truth => (truth === "maybe" ? "maybe" : !truth);
  const and = (a: Truth, b: Truth): Truth =>
    a === false || b === false ? false : a === true && b === true ? true : "maybe";
  const or = (a: Truth, b: Truth): Truth =>
    a === true || b === true ? true : a === false && b === false ? false : "maybe";
  function primary(): Value {
    const token = next();
    if (token === "(") {
      const inner = disjunction();
      next();
      return { truth: inner };
    }
    if (token === "!") return { truth: not(truthOf(primary())) };
    if (token.startsWith("'")) return { text: token.slice(1, -1) };
    if (["always()", "success()", "failure()", "cancelled()"].includes(token))
      return { truth: token === "always()" ? true : "maybe" };
    if (token === "true" || token === "false") return { truth: token === "true" };
    return token in context ? { text: context[token] } : {};
  }
  function comparison(): Truth {
    const left = primary();
    if (peek() !== "==" && peek() !== "!=") return truthOf(left);
    const equal = next() === "==";
    const right = primary();
    if (left.text === undefined || right.text === undefined) return "maybe";
    return (left.text === right.text) === equal;
  }
  function conjunction(): Truth {
    let truth = comparison();
    while (peek() === "&&") {
      next();
      truth = and(truth, comparison());
    }
    return truth;
  }
  function disjunction(): Truth {
    let truth = conjunction();
    while (peek() === "||") {
      next();
      truth = or(truth, conjunction());
    }
    return truth;
  }
  return disjunction() !== false;
}

/** A pull request of the content manager (a branch of this repository), as GitHub describes its run. */
const pullRequest = {
  "github.event_name": "pull_request",
  "github.ref": "refs/pull/7/merge",
  "github.repository": "agency/website",
  "github.event.pull_request.head.repo.full_name": "agency/website",
};
const pushToMain = {
  "github.event_name": "push",
  "github.ref": "refs/heads/main",
  "github.repository": "agency/website",
};

/** Every `${{ … }}` a job or one of its steps can read. */
function expressions(value: unknown): string[] {
  return JSON.stringify(value ?? {}).match(/\$\{\{[^}]*\}\}/g) ?? [];
}

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
    expect(workflow.jobs.check?.steps.find((step) => step.name === "Install")?.run).toBe("bash .ci/install");
    const ciRun = (await readFile(".ci/run", "utf8")).trim().split("\n");
    expect(ciRun).toContain("bash .ci/install");
    expect(ciRun.at(-1)).toBe("npm test");
  });

  it("runs the whole suite for a change to the code, and only the page checks for a change to content/", async () => {
    const { workflow } = await readWorkflow();
    const check = workflow.jobs.check;
    const names = check?.steps.map((step) => step.name) ?? [];
    const test = check?.steps.find((step) => step.name === "Test");
    expect(test?.run).toBe("npm test");
    expect(test?.if).toBe("steps.scope.outputs.scope == 'code'");
    expect(check?.steps.find((step) => step.name === "What changed")?.run).toContain("'^content/'");
    expect(names.indexOf("Test")).toBeLessThan(names.indexOf("Check"));
    expect(check?.steps.find((step) => step.name === "Check")?.run).toBe("npm run publish -- --check-only");
    expect(workflow.jobs.publish?.needs).toBe("check");
    expect(workflow.jobs.publish?.steps.find((step) => step.name === "Publish")?.run).toMatch(
      /^npm run publish -- --remote /,
    );
  });

  it("lets no step that runs for a pull request read a secret, nor any job of it use the deploy Environment", async () => {
    const { workflow } = await readWorkflow();
    const onPullRequest = Object.entries(workflow.jobs).filter(([, job]) => canRun(job.if, pullRequest));
    expect(onPullRequest.map(([name]) => name).sort()).toEqual(["check", "report"]);
    for (const [name, job] of onPullRequest) {
      expect(job.environment, name).toBeUndefined();
      const readable = [
        ...expressions({ env: job.env, outputs: job.outputs, container: job.container }),
        ...job.steps.filter((step) => canRun(step.if, pullRequest)).flatMap(expressions),
      ];
      expect(
        readable.filter((expression) => /\bsecrets\b/.test(expression)),
        name,
      ).toEqual([]);
    }
    // The workflow as a whole may only read.
    expect(workflow.permissions).toEqual({ contents: "read" });
  });

  it("reports a draft's result as a commit status, from a job that runs none of the draft's code", async () => {
    const { workflow } = await readWorkflow();
    const report = workflow.jobs.report;
    expect(report?.needs).toBe("check");
    expect(report?.permissions).toEqual({ statuses: "write" });
    expect(report?.steps.some((step) => step.uses?.startsWith("actions/checkout"))).toBe(false);
    const run = report?.steps.map((step) => step.run ?? "").join("\n") ?? "";
    expect(run).toMatch(/gh api --method POST "repos\/\$REPOSITORY\/statuses\/\$SHA"/);
    // Decap's editorial workflow shows a status whose context names a deploy (its default preview_context).
    expect(run).toMatch(/context="deploy\//);
    expect(canRun(report?.if, pushToMain)).toBe(false);
  });

  it("publishes only from main, with the deploy key of an Environment, over SSH to a known host, never two at once", async () => {
    const { workflow } = await readWorkflow();
    const publish = workflow.jobs.publish;
    expect(canRun(publish?.if, pushToMain)).toBe(true);
    expect(canRun(publish?.if, pullRequest)).toBe(false);
    expect(publish?.environment).toBe("production");
    const key = publish?.steps.find((step) => step.name === "Deploy key");
    for (const secret of ["DEPLOY_SSH_KEY", "DEPLOY_KNOWN_HOSTS"])
      expect(key?.env?.[secret]).toBe(`\${{ secrets.${secret} }}`);
    expect(key?.run).toContain("StrictHostKeyChecking yes");
    // No checkout leaves a token behind for the build's own scripts.
    for (const job of Object.values(workflow.jobs))
      for (const step of job.steps.filter((candidate) => candidate.uses?.startsWith("actions/checkout")))
        expect(step.with?.["persist-credentials"]).toBe(false);

    expect(workflow.concurrency["cancel-in-progress"]).toBe(false);
    expect(workflow.concurrency.group).toContain("github.ref");
  });

  it("reads conditions as GitHub does, for the checks above", () => {
    expect(canRun("github.ref == 'refs/heads/main' && github.event_name != 'pull_request'", pullRequest)).toBe(false);
    expect(canRun("github.event_name == 'pull_request' || github.ref == 'refs/heads/main'", pullRequest)).toBe(true);
    expect(canRun("steps.scope.outputs.scope == 'code'", pullRequest)).toBe(true);
    expect(canRun("!(github.event_name == 'pull_request')", pullRequest)).toBe(false);
    expect(canRun("always() && github.event_name == 'pull_request'", pushToMain)).toBe(false);
  });

  it("builds and tests on Debian 12 with the Node that production runs (.nvmrc), one that engines allows", async () => {
    const { workflow } = await readWorkflow();
    const packageJson = JSON.parse(await readFile("package.json", "utf8")) as { engines: { node: string } };
    const productionNode = (await readFile(".nvmrc", "utf8")).trim();
    for (const name of ["check", "publish"])
      expect(workflow.jobs[name]?.container?.image).toBe(`node:${productionNode}-bookworm`);
    expect(Number(productionNode)).toBeGreaterThanOrEqual(Number(/\d+/.exec(packageJson.engines.node)?.[0]));
  });
});
