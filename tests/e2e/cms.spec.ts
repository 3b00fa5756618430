import { execFile, spawn, type ChildProcess } from "node:child_process";
import { readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { site } from "../../app/data/site";
import { adminOpenerPolicy, adminPolicy, securityHeaders } from "../../server/security.js";
import { literal } from "../site-facts";
import { anyArticle } from "../site-content";
import { copyProject } from "../support/project-copy";
import { expect, test } from "./fixtures";
import { publicPages } from "./site-map";

/**
 * The content manager as staff use it: /admin of the production build, saving through
 * decap-server (its local backend, on loopback port 8081) into a copy of this project, and a
 * rebuild of that copy publishing what was saved. One journey, one browser context.
 */
test.describe.configure({ mode: "serial" });

const run = promisify(execFile);
const localBackendPort = "8081";
const newTitle = "Ha Long Junks, Whale Mornings and the Jeju Ferries";
const newPhone = { display: "+91 22 4000 1234", digits: "912240001234" };

let project: string;
let backend: ChildProcess;

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

/** Every file of a build, with its text, for searching what the build published. */
function builtFiles(directory: string): { file: string; text: string }[] {
  return readdirSync(directory, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.(html|xml|data|txt|json)$/.test(entry.name))
    .map((entry) => {
      const file = path.join(entry.parentPath, entry.name);
      return { file: path.relative(directory, file), text: readFileSync(file, "utf8") };
    });
}

test.beforeAll(async () => {
  project = copyProject("saffron-cms-");
  const server = path.resolve("node_modules/decap-server/dist/index.js");
  backend = spawn(process.execPath, [server], {
    env: {
      ...process.env,
      GIT_REPO_DIRECTORY: project,
      BIND_HOST: "127.0.0.1",
      PORT: localBackendPort,
      LOG_LEVEL: "warn",
    },
    stdio: "ignore",
  });
  await expect.poll(backendAnswers, { message: "decap-server answers on loopback", timeout: 15_000 }).toBe(true);
});

test.afterAll(() => {
  backend?.kill();
  if (project) rmSync(project, { recursive: true, force: true });
});

test("staff change an article's title and the phone number in /admin, and the next build publishes both", async ({
  page,
  pageProblems,
}) => {
  test.setTimeout(240_000);
  const { slug, title: oldTitle } = anyArticle;
  const articleFile = path.join(project, `content/blog/${slug}.md`);
  const factsFile = path.join(project, "content/settings/site.json");

  await page.goto("/admin/");
  await expect(page).toHaveTitle(`Content manager · ${site.brandName}`);
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page.getByRole("link", { name: "Articles" })).toBeVisible();

  // An article: the title changes, the preview shows it in the site's own header, and Publish saves the file.
  await page.getByRole("link", { name: new RegExp(`^${literal(oldTitle)}`) }).click();
  const title = page.getByLabel("Title", { exact: true });
  // Opening an entry loads its pictures through the local backend: slower than a page.
  await expect(title).toHaveValue(oldTitle, { timeout: 30_000 });
  await title.fill(newTitle);
  const preview = page.frameLocator("iframe").first();
  await expect(preview.getByRole("heading", { level: 1, name: newTitle })).toBeVisible();
  await page.getByRole("button", { name: "Publish" }).click();
  await page.getByText("Publish now").click();
  await expect.poll(() => readFileSync(articleFile, "utf8")).toContain(`title: ${newTitle}`);

  // The business facts: one phone number for every office and link.
  await page.getByRole("link", { name: /Writing in Articles collection/ }).click();
  await page.getByRole("link", { name: "Business facts and team" }).click();
  await page.getByRole("link", { name: /^Business facts \(/ }).click();
  const phone = page.getByLabel(/^Phone/);
  await expect(phone).toHaveValue(site.phone.display, { timeout: 30_000 });
  await phone.fill(newPhone.display);
  await page.getByRole("button", { name: "Publish" }).click();
  await page.getByText("Publish now").click();
  await expect.poll(() => JSON.parse(readFileSync(factsFile, "utf8")).phone).toBe(newPhone.display);

  // A draft and an article scheduled for next year, written beside them.
  const article = readFileSync(articleFile, "utf8");
  const nextYear = new Date().getFullYear() + 1;
  writeFileSync(
    path.join(project, "content/blog/draft-monsoon-notes.md"),
    article
      .replace(`slug: ${slug}`, "slug: draft-monsoon-notes")
      .replace(/^id: \d+/m, "id: 98")
      .replace("featured: false", "featured: false\ndraft: true"),
  );
  writeFileSync(
    path.join(project, "content/blog/scheduled-winter-cruises.md"),
    article
      .replace(`slug: ${slug}`, "slug: scheduled-winter-cruises")
      .replace(/^id: \d+/m, "id: 99")
      .replace(/^date: .*$/m, `date: ${nextYear}-01-15`),
  );

  await run("npm", ["run", "build"], {
    cwd: project,
    env: { ...process.env, BUILD_DIR: "build" },
    maxBuffer: 64 * 1024 * 1024,
  });
  const built = builtFiles(path.join(project, "build/client"));
  const pages = built.filter(({ file }) => file.endsWith(".html") && !file.startsWith("admin/"));

  expect(built.find(({ file }) => file === `blog/${slug}/index.html`)?.text).toContain(newTitle);
  expect(built.find(({ file }) => file === "blog/index.html")?.text).toContain(newTitle);
  for (const { file, text } of pages) {
    for (const [, number] of text.matchAll(/href="tel:([^"]+)"/g)) expect(number, file).toBe(`+${newPhone.digits}`);
    for (const [, number] of text.matchAll(/https:\/\/wa\.me\/(\d+)/g)) expect(number, file).toBe(newPhone.digits);
    expect(text, file).not.toContain(site.phone.digits);
    expect(text, file).not.toContain(site.phone.display);
  }
  expect(pages.some(({ text }) => text.includes(`tel:+${newPhone.digits}`))).toBe(true);
  for (const { file, text } of built) {
    expect(text, file).not.toContain("draft-monsoon-notes");
    expect(text, file).not.toContain("scheduled-winter-cruises");
  }
  expect(pageProblems).toEqual([]);
});

test("the content manager stays apart from the public site: its own policy, never indexed, cached or linked", async ({
  request,
}) => {
  const admin = await request.get("/admin");
  expect(admin.status()).toBe(200);
  expect(admin.headers()["content-security-policy"]).toBe(adminPolicy);
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
