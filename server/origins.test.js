// @ts-check
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildServer } from "./app.js";
import { adminPolicy, robotsTag } from "./security.js";

/** The content editor on an origin of its own: what each host answers. */

const editorOrigin = "https://admin.saffron.test";
const siteHost = "www.saffron.test";
/** @type {string} */
let root;
/** @type {Awaited<ReturnType<typeof buildServer>>} */
let app;

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), "saffron-origins-"));
  await mkdir(path.join(root, "admin"));
  await mkdir(path.join(root, "about"));
  await writeFile(path.join(root, "index.html"), "<h1>Home</h1>");
  await writeFile(path.join(root, "about/index.html"), "<h1>About</h1>");
  await writeFile(path.join(root, "admin/index.html"), '<script type="module" src="/admin/assets/index.js"></script>');
  await writeFile(path.join(root, "404.html"), "<h1>404</h1><p>Page Not Found</p>");
  app = await buildServer({
    root,
    editorOrigin,
    oauth: { clientId: "id", clientSecret: "secret", siteOrigin: editorOrigin, gitHostUrl: "https://github.com" },
  });
});

afterAll(async () => {
  await app.close();
  await rm(root, { recursive: true, force: true });
});

/**
 * @param {string} host
 * @param {string} url
 */
const get = (host, url) => app.inject({ method: "GET", url, headers: { host } });

describe("with an origin of its own for the content editor", () => {
  it("the public site has no content manager and no sign-in, however the address is written", async () => {
    for (const url of [
      "/admin",
      "/admin/",
      "/admin/index.html",
      "/%61dmin/",
      "//admin/",
      "/ADMIN/",
      "/oauth/auth?provider=github",
    ]) {
      const response = await get(siteHost, url);
      expect(response.statusCode, url).toBe(404);
      expect(response.body, url).toContain("Page Not Found");
      expect(response.body, url).not.toContain("/admin/assets/");
      expect(response.headers["x-robots-tag"], url).toBe(robotsTag);
    }
    expect((await get(siteHost, "/about")).statusCode).toBe(200);
    // A forwarded host, which a proxy in front may pass on as the client wrote it, changes nothing.
    const forwarded = await app.inject({
      method: "GET",
      url: "/admin",
      headers: { host: siteHost, "x-forwarded-host": "admin.saffron.test" },
    });
    expect(forwarded.statusCode).toBe(404);
  });

  it("the editor's origin serves the content manager and the sign-in, and nothing of the public site", async () => {
    const admin = await get("admin.saffron.test", "/admin");
    expect(admin.statusCode).toBe(200);
    expect(admin.headers["content-security-policy"]).toBe(adminPolicy);
    const signIn = await get("admin.saffron.test", "/oauth/auth?provider=github&scope=repo");
    expect(signIn.statusCode).toBe(302);
    expect(String(signIn.headers.location)).toMatch(/^https:\/\/github\.com\/login\/oauth\/authorize\?/);
    expect(new URL(String(signIn.headers.location)).searchParams.get("redirect_uri")).toBe(
      `${editorOrigin}/oauth/callback`,
    );
    const home = await get("admin.saffron.test", "/");
    expect(home.statusCode).toBe(302);
    expect(home.headers.location).toBe("/admin/");
    for (const url of ["/about", "/index.html", "/404.html"]) {
      const response = await get("admin.saffron.test", url);
      expect(response.statusCode, url).toBe(404);
      expect(response.body, url).not.toContain("<h1>");
    }
  });
});
