import net from "node:net";
import path from "node:path";
import type { Page } from "@playwright/test";
import { buildServer } from "#server/app.js";
import { expect, test } from "./fixtures";
import { startFakeGitHost, type FakeGitHost } from "./support/fake-git-host";

/**
 * The content editor's sign-in in a real browser: a page on the site's origin opens the sign-in
 * popup exactly as Decap CMS's GitHub backend does (base_url = the site, auth_endpoint =
 * oauth/auth), the popup goes through the git host (a fake one on another loopback port, so a
 * cross-origin hop as with GitHub) and back, and the token reaches the editor page, and nothing
 * reaches a page of another origin.
 */
test.describe.configure({ mode: "serial" });

const clientId = "browser-client-id";
const clientSecret = "browser-client-secret";
const token = "gho_browserJourneyToken0123456789abcdef";

let gitHost: FakeGitHost;
let site: Awaited<ReturnType<typeof buildServer>>;
let siteOrigin: string;

/** A loopback port nobody listens on now (the site's origin must be known before it starts). */
async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (!address || typeof address === "string") throw new Error("no free port");
  return address.port;
}

test.beforeAll(async () => {
  gitHost = await startFakeGitHost({ clientId, clientSecret, code: "browser-code", token });
  const port = await freePort();
  siteOrigin = `http://127.0.0.1:${port}`;
  site = await buildServer({
    root: path.resolve(process.env.BUILD_DIR ?? "build", "client"),
    oauth: { clientId, clientSecret, siteOrigin, gitHostUrl: gitHost.origin },
  });
  await site.listen({ port, host: "127.0.0.1" });
});

test.afterAll(async () => {
  await site?.close();
  await gitHost?.close();
});

/**
 * An editor page that signs in as Decap CMS's authenticator does: it opens the popup, answers the
 * popup's "authorizing:github" only if it comes from `baseUrl`, then takes the result from there.
 * Every message it receives is also kept in `window.received`; "Log out" forgets the token.
 */
function editorPage(baseUrl: string) {
  return `<!doctype html><html lang="en"><title>Editor</title>
<button type="button">Sign in with GitHub</button><button type="button">Log out</button><p role="status"></p>
<script>
  window.received = [];
  const status = document.querySelector("[role=status]");
  const [signIn, logOut] = document.querySelectorAll("button");
  // As Decap CMS does, the signed-in user (token included) stays in localStorage until logout.
  logOut.addEventListener("click", () => {
    localStorage.removeItem("decap-cms-user");
    status.textContent = "Signed out";
  });
  signIn.addEventListener("click", () => {
    const popup = window.open(${JSON.stringify(`${baseUrl}/oauth/auth?provider=github&site_id=127.0.0.1&scope=repo`)}, "Authorization", "width=960,height=600");
    window.addEventListener("message", (event) => {
      window.received.push(event.data);
      if (event.origin !== ${JSON.stringify(baseUrl)}) return;
      if (event.data === "authorizing:github") return popup.postMessage(event.data, event.origin);
      const success = /^authorization:github:success:(.+)$/.exec(event.data);
      if (success) {
        const { token } = JSON.parse(success[1]);
        localStorage.setItem("decap-cms-user", JSON.stringify({ token, backendName: "github" }));
        status.textContent = "Signed in with " + token;
        popup.close();
      }
    });
  });
</script></html>`;
}

test("an editor on the site's origin signs in through the popup and receives the token", async ({ page }) => {
  // The editor's own page must let its popup keep window.opener across the git host's origin.
  await page.route(`${siteOrigin}/editor`, (route) =>
    route.fulfill({
      contentType: "text/html",
      headers: { "cross-origin-opener-policy": "same-origin-allow-popups" },
      body: editorPage(siteOrigin),
    }),
  );
  await page.goto(`${siteOrigin}/editor`);
  const popupOpened = page.waitForEvent("popup");
  await page.getByRole("button", { name: "Sign in with GitHub" }).click();
  const popup = await popupOpened;

  await expect(page.getByRole("status")).toHaveText(`Signed in with ${token}`);
  await expect.poll(() => popup.isClosed()).toBe(true);
  expect(gitHost.received.map((form) => form.get("code"))).toEqual(["browser-code"]);
});

test("a page of another origin that opens the sign-in receives nothing", async ({ page }) => {
  const otherOrigin = gitHost.origin;
  await page.route(`${otherOrigin}/editor`, (route) =>
    route.fulfill({ contentType: "text/html", body: editorPage(siteOrigin) }),
  );
  await page.goto(`${otherOrigin}/editor`);
  const popupOpened = page.waitForEvent("popup");
  await page.getByRole("button", { name: "Sign in with GitHub" }).click();
  const popup = await popupOpened;
  await expect(popup.getByText("Signed in. This window closes by itself.")).toBeVisible();

  // Messages from one window to another arrive in order: once this one is in, an earlier one would be too.
  await popup.evaluate(() => window.opener.postMessage("last message", "*"));
  await page.waitForFunction(() => (window as unknown as { received: string[] }).received.includes("last message"));
  expect(await page.evaluate(() => (window as unknown as { received: string[] }).received)).toEqual(["last message"]);
});

test.describe("with the site's service worker", () => {
  test.use({ serviceWorkers: "allow" });
  // Installing the worker fetches its whole precache: on a busy two-core machine that alone has
  // taken most of the default 30 s (as in offline.spec.ts).
  test.describe.configure({ timeout: 90_000 });

  /** Every cached address, and those whose answer holds one of `secrets`, across all of the origin's caches. */
  function readCaches(page: Page, secrets: string[]) {
    return page.evaluate(async (secrets) => {
      const urls: string[] = [];
      const holdingSecret: string[] = [];
      for (const name of await caches.keys()) {
        const cache = await caches.open(name);
        for (const request of await cache.keys()) {
          urls.push(request.url);
          if (secrets.length === 0) continue;
          const body = (await (await cache.match(request))?.text()) ?? "";
          if (secrets.some((secret) => body.includes(secret) || request.url.includes(secret)))
            holdingSecret.push(request.url);
        }
      }
      return { urls, holdingSecret };
    }, secrets);
  }

  test("a sign-in and a logout leave nothing of the sign-in or the content manager in Cache Storage", async ({
    context,
    page,
  }) => {
    // The earlier worker kept sign-in answers (the token in the callback page's body) in its pages cache.
    const leftover = "gho_leftByAnEarlierServiceWorker0123456789";
    // By the context, not the page: once the worker controls the page, the worker's requests are the ones to answer.
    await context.route(`${siteOrigin}/admin/`, (route) =>
      route.fulfill({
        contentType: "text/html",
        headers: { "cross-origin-opener-policy": "same-origin-allow-popups" },
        body: editorPage(siteOrigin),
      }),
    );
    await page.goto(`${siteOrigin}/admin/`);
    await page.evaluate(async (leftover) => {
      const pages = await caches.open("pages");
      await pages.put("/oauth/callback?code=old&state=old", new Response(`<p>${leftover}</p>`));
      await pages.put("/admin/", new Response("<title>Editor</title>"));
    }, leftover);

    // The site's own page registers the worker once it has hydrated and gone idle.
    await page.goto(`${siteOrigin}/`);
    await page.evaluate(async () => void (await navigator.serviceWorker.ready));
    await page.goto(`${siteOrigin}/admin/`);
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);

    const popupOpened = page.waitForEvent("popup");
    await page.getByRole("button", { name: "Sign in with GitHub" }).click();
    const popup = await popupOpened;
    await expect(page.getByRole("status")).toHaveText(`Signed in with ${token}`);
    await expect.poll(() => popup.isClosed()).toBe(true);
    await page.getByRole("button", { name: "Log out" }).click();
    await expect(page.getByRole("status")).toHaveText("Signed out");

    // The worker does keep the pages a visitor opens: once this one is in, the caches are worth reading.
    await page.goto(`${siteOrigin}/about`);
    await expect.poll(async () => (await readCaches(page, [])).urls).toContain(`${siteOrigin}/about`);
    const { urls, holdingSecret } = await readCaches(page, [token, leftover]);
    expect(urls.filter((url) => /^\/(oauth|admin)(\/|$)/.test(new URL(url).pathname))).toEqual([]);
    expect(holdingSecret).toEqual([]);
  });
});
