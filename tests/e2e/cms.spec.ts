import { execFile, execFileSync, spawn, type ChildProcess } from "node:child_process";
import { existsSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import type { Page } from "@playwright/test";
import { parse as parseYaml } from "yaml";
import { buildServer } from "#server/app.js";
import { adminOpenerPolicy, localAdminPolicy, robotsTag, securityHeaders } from "#server/security.js";
import { missingFrontmatter } from "#app/lib/content/frontmatter.ts";
import { anyArticle } from "#tests/site-content.ts";
import { literal } from "#tests/site-facts.ts";
import { commitAll, copyProject, gitIdentity } from "#tests/support/project-copy.ts";
import { expect, test } from "./fixtures";
import { publicPages } from "./site-map";

/**
 * The content manager as staff use it, end to end: /admin saving through decap-server (its local
 * backend, in git mode, on loopback port 8081) into a copy of this project that is a git
 * repository, the editorial workflow (draft, in review, ready, published: each entry a branch until
 * it is published), then what publishing does with main: build it, and serve what was built (the
 * host's deploy of build/client); a build that fails deploys nothing (.github/workflows/publish.yml).
 * One browser context per journey; the journeys share the copy and run in order.
 */
test.describe.configure({ mode: "serial" });

const run = promisify(execFile);
/** How long an entry may take to open in the editor: its pictures come through decap-server's git. */
const entryLoad = 120_000;
const localBackendPort = "8081";
let project: string;
let backend: ChildProcess;
let live: Awaited<ReturnType<typeof buildServer>> | undefined;

function git(...args: string[]): string {
  return execFileSync("git", args, { cwd: project, encoding: "utf8" });
}

async function backendAnswers(): Promise<boolean> {
  try {
    const response = await fetch(`http://127.0.0.1:${localBackendPort}/api/v1`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ action: "info" }),
    });
    return response.ok;
  } catch {
    return false;
  }
}

/** Builds the copy's main branch, as publishing does; resolves with its exit, output and how long it took. */
async function buildCopy(): Promise<{ ok: boolean; seconds: number; output: string }> {
  const started = Date.now();
  const options = { cwd: project, env: { ...process.env, BUILD_DIR: "build" }, maxBuffer: 64 * 1024 * 1024 };
  const result = await run("npm", ["run", "build"], options).then(
    ({ stdout, stderr }) => ({ ok: true, output: stdout + stderr }),
    ({ stdout = "", stderr = "" }: { stdout?: string; stderr?: string }) => ({ ok: false, output: stdout + stderr }),
  );
  return { ...result, seconds: (Date.now() - started) / 1000 };
}

async function signIn(page: Page): Promise<void> {
  await page.goto("/admin/");
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page.getByRole("link", { name: "Articles" })).toBeVisible();
}

test.beforeAll(async () => {
  project = copyProject("saffron-cms-");
  backend = spawn(process.execPath, [path.resolve("node_modules/decap-server/dist/index.js")], {
    env: {
      ...process.env,
      ...gitIdentity,
      MODE: "git",
      GIT_REPO_DIRECTORY: project,
      BIND_HOST: "127.0.0.1",
      PORT: localBackendPort,
      LOG_LEVEL: "warn",
    },
    stdio: "ignore",
  });
  await expect.poll(backendAnswers, { message: "decap-server answers on loopback", timeout: 15_000 }).toBe(true);
});

test.afterAll(async () => {
  backend?.kill();
  await live?.close();
  if (project) rmSync(project, { recursive: true, force: true });
});

test("staff take an article from draft through review to published, and main's build shows it", async ({
  page,
  pageProblems,
}) => {
  test.setTimeout(480_000);
  // Any published article: the journey follows the content, whatever staff have written.
  const { slug } = anyArticle;
  const file = `content/blog/${slug}.md`;
  const oldTitle = (
    parseYaml(readFileSync(path.join(project, file), "utf8").split("---")[1] ?? "") as { title: string }
  ).title;
  const newTitle = `${oldTitle.slice(0, 70)}, Revisited`;

  await signIn(page);
  await page.getByRole("link", { name: "Articles" }).click();
  await page.getByRole("link", { name: new RegExp(`^${literal(oldTitle.slice(0, 20))}`) }).click();
  const title = page.getByLabel("Title", { exact: true });
  // Opening an entry loads its pictures through the local backend: slower than a page.
  await expect(title).toHaveValue(oldTitle, { timeout: entryLoad });
  await title.fill(newTitle);
  await expect(page.frameLocator("iframe").first().getByRole("heading", { level: 1, name: newTitle })).toBeVisible();

  // Saved, it is a draft: a branch of its own, whose one change is the title's line.
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByRole("button", { name: "Status: Draft" })).toBeVisible({ timeout: 30_000 });
  expect(git("diff", "--numstat", "main", `cms/articles/${slug}`).trim()).toBe(`1\t1\t${file}`);
  expect(git("show", `main:${file}`)).toContain(`title: ${oldTitle}`);

  for (const status of ["In review", "Ready"]) {
    await page.getByRole("button", { name: /^Status: / }).click();
    await page.getByRole("menuitem", { name: status }).click();
    await expect(page.getByRole("button", { name: `Status: ${status}` })).toBeVisible({ timeout: 15_000 });
  }
  page.once("dialog", (dialog) => void dialog.accept());
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await page.getByRole("menuitem", { name: "Publish now" }).click();
  await expect.poll(() => git("show", `main:${file}`), { timeout: 30_000 }).toContain(`title: ${newTitle}`);

  // Published to main: its build, served as the host serves a deploy, shows the new title.
  const built = await buildCopy();
  expect(built.ok, built.output.slice(-2000)).toBe(true);
  test.info().annotations.push({ type: "build of main", description: `${built.seconds.toFixed(0)} s` });
  live = await buildServer({ root: path.join(project, "build/client") });
  const liveOrigin = (await live.listen({ port: 0, host: "127.0.0.1" })).replace("127.0.0.1", "localhost");
  const article = await page.request.get(`${liveOrigin}/blog/${slug}`);
  expect(article.status()).toBe(200);
  expect(await article.text()).toContain(newTitle.replace(/'/g, "&#x27;"));
  expect(pageProblems).toEqual([]);
});

test("a guide that breaks a rule is refused at the field, in plain words, and nothing is saved", async ({ page }) => {
  test.setTimeout(240_000);
  const guideFile = path.join(project, "content/destinations/vietnam.yaml");
  const before = readFileSync(guideFile, "utf8");
  await signIn(page);
  await page.goto("/admin/#/collections/guides/entries/vietnam");
  const intro = page.getByLabel("Introduction");
  // A guide opens with its pictures, each read through the local backend's git: slow on a busy machine.
  await expect(intro).not.toHaveValue("", { timeout: entryLoad });
  await intro.fill("Too short.");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Write at least 150 characters (this has 10).")).toBeVisible();
  await expect(page.getByText(/^Not saved yet: some fields need attention/)).toBeVisible();
  // The preview says why, with the same words as the build.
  await expect(page.frameLocator("iframe").first().getByRole("alert")).toContainText(
    "Introduction: Write at least 150 characters (this has 10).",
  );
  expect(readFileSync(guideFile, "utf8")).toBe(before);
  expect(git("branch", "--list", "cms/guides/*").trim()).toBe("");
});

test("a picture in use is named before it is deleted, and the build of main it breaks fails, saying why in staff's words", async ({
  page,
}) => {
  test.setTimeout(180_000);
  const team = JSON.parse(readFileSync(path.join(project, "content/settings/team.json"), "utf8")) as {
    members: { name: string; photo?: string }[];
  };
  const member = team.members.find((candidate) => candidate.photo);
  test.skip(!member?.photo, "no team member has a portrait");
  const picture = path.basename(member!.photo!);

  await signIn(page);
  await page.getByRole("button", { name: "Media" }).click();
  // The library draws only the cards in view: staff find a picture by its name.
  await page.getByPlaceholder("Search...").fill(path.basename(picture, path.extname(picture)));
  await page.getByText(picture, { exact: true }).click();
  let question = "";
  page.once("dialog", (dialog) => {
    question = dialog.message();
    void dialog.accept();
  });
  await page.getByRole("button", { name: "Delete selected" }).click();
  await expect.poll(() => question).toContain(`The picture ${picture} is used by the team`);
  await expect.poll(() => existsSync(path.join(project, "content/images", picture))).toBe(false);

  // The workflow deploys nothing after a failed build, and reports this line as the draft's status.
  const refused = await buildCopy();
  expect(refused.ok).toBe(false);
  expect(refused.output).toContain(
    `content/images: there is no picture "${path.basename(picture, path.extname(picture))}", yet the team (content/settings/team.json) uses it`,
  );
});

test("the content manager stays apart from the public site: its own policy, never indexed, cached or linked", async ({
  request,
}) => {
  const admin = await request.get("/admin");
  expect(admin.status()).toBe(200);
  // The browser tests' server lets it reach decap-server (CMS_LOCAL_BACKEND=1); production does not (servers.spec.ts).
  expect(admin.headers()["content-security-policy"]).toBe(localAdminPolicy);
  expect(admin.headers()["x-robots-tag"]).toBe(robotsTag);
  expect(admin.headers()["cross-origin-opener-policy"]).toBe(adminOpenerPolicy);
  expect(await admin.text()).toContain('<meta name="robots" content="noindex, nofollow" />');

  expect(await (await request.get("/robots.txt")).text()).toContain("Disallow: /admin");
  expect(await (await request.get("/sitemap.xml")).text()).not.toContain("/admin");
  expect(await (await request.get("/sw.js")).text()).not.toContain("admin/");
  for (const { path: pagePath } of publicPages) {
    const response = await request.get(pagePath);
    expect(response.headers()["cross-origin-opener-policy"], pagePath).toBe(
      securityHeaders["cross-origin-opener-policy"],
    );
    expect(response.headers()["content-security-policy"], pagePath).not.toContain("unsafe-eval");
    expect(await response.text(), pagePath).not.toContain("/admin");
  }
});

test("a front matter written as code is refused, on main and on a draft branch, and none of it runs", async ({
  page,
}) => {
  test.setTimeout(120_000);
  // Each file would count its runs on the page, and sets the title the list would show if it did.
  const hostile = (engine: string, slug: string) =>
    `---${engine}\n(window.frontMatterRuns = (window.frontMatterRuns || 0) + 1, { title: "Ran ${slug}", date: "2026-01-01" })\n---\nBody.\n`;
  const onMain = "front-matter-as-code";
  const onBranch = "front-matter-as-code-draft";
  writeFileSync(path.join(project, `content/blog/${onMain}.md`), hostile("js", onMain));
  commitAll(project, "An article as code");
  git("checkout", "-q", "-b", `cms/articles/${onBranch}`);
  writeFileSync(path.join(project, `content/blog/${onBranch}.md`), hostile("javascript", onBranch));
  commitAll(project, "A draft as code");
  git("checkout", "-q", "main");
  git("config", `branch.cms/articles/${onBranch}.description`, "decap-cms/draft");

  // Whatever the content manager evaluates is counted, and so is any attempt the policy refuses.
  await page.addInitScript(() => {
    const seen = window as unknown as { refusedByPolicy: string[] };
    seen.refusedByPolicy = [];
    document.addEventListener("securitypolicyviolation", (event) =>
      seen.refusedByPolicy.push(
        `${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}:${event.columnNumber}`,
      ),
    );
  });
  const refused = new RegExp(`Not read: ${literal(missingFrontmatter)}`);
  const entry = (slug: string) =>
    page.getByRole("link", { name: refused }).and(page.locator(`a[href$="/entries/${slug}"]`));
  await signIn(page);
  await page.getByRole("link", { name: "Articles" }).click();
  // The list shows main's entries, and the drafts under "Unpublished Entries" once it has read them.
  await expect(entry(onMain)).toBeVisible();
  await expect(entry(onBranch)).toBeVisible();
  await page.getByRole("link", { name: "Workflow" }).click();
  await expect(page.getByRole("link", { name: refused })).toBeVisible();
  await expect(page.getByText(/^Ran /)).toHaveCount(0);
  expect(
    await page.evaluate(() => (window as unknown as { frontMatterRuns?: number }).frontMatterRuns),
  ).toBeUndefined();
  expect(await page.evaluate(() => (window as unknown as { refusedByPolicy: string[] }).refusedByPolicy)).toEqual([]);
});
