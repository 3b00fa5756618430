// @ts-check
import { createHash } from "node:crypto";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { startFakeGitHost } from "#tests/e2e/support/fake-git-host.ts";
import { buildServer } from "./app.js";
import { handshakePage, notConfiguredMessage, oauthSettingsFromEnv, stateLifetimeSeconds, urlForLog } from "./oauth.js";
import { robotsTag } from "./security.js";

/** The content editor's sign-in against a fake git host on loopback. */

const clientId = "test-client-id";
const clientSecret = "test-client-secret";
const siteOrigin = "https://cms.saffron.test";
const goodCode = "code-from-the-git-host";
const token = "gho_tokenFromTheFakeGitHost0123456789";

/** @type {import("#tests/e2e/support/fake-git-host.ts").FakeGitHost} */
let gitHost;
/** @type {string} */
let root;
/** @type {Awaited<ReturnType<typeof buildServer>>} */
let app;
/** @type {string[]} */
const logLines = [];

beforeAll(async () => {
  gitHost = await startFakeGitHost({ clientId, clientSecret, code: goodCode, token });
  root = await mkdtemp(path.join(tmpdir(), "saffron-oauth-"));
  await writeFile(path.join(root, "index.html"), "<h1>Home</h1>");
  await writeFile(path.join(root, "404.html"), "<h1>404</h1><p>Page Not Found</p>");
  app = await buildServer({
    root,
    logger: { stream: { write: (line) => logLines.push(line) } },
    oauth: { clientId, clientSecret, siteOrigin, gitHostUrl: gitHost.origin, tokenTimeoutMs: 1_000 },
  });
});

afterEach(() => {
  gitHost.mode = "token";
  gitHost.received = [];
});

afterAll(async () => {
  await app.close();
  await gitHost.close();
  await rm(root, { recursive: true, force: true });
});

/**
 * @param {string} url
 * @param {Record<string, string>} [headers]
 * @param {string} [method]
 */
function request(url, headers = {}, method = "GET") {
  return app.inject({ method: /** @type {"GET"} */ (method), url, headers });
}

/** Starts a sign-in as the editor's popup does; returns the state and the cookie to send back. */
async function startSignIn() {
  const response = await request("/oauth/auth?provider=github&site_id=cms.saffron.test&scope=repo");
  const location = new URL(String(response.headers.location));
  const setCookie = String(response.headers["set-cookie"]);
  return { response, location, state: location.searchParams.get("state") ?? "", cookie: setCookie.split(";")[0] ?? "" };
}

/** The message the handshake page hands to the editor, read from its data block. */
function handshakeData(/** @type {string} */ html) {
  const json = /<script type="application\/json" id="handshake">([\s\S]*?)<\/script>/.exec(html)?.[1];
  return JSON.parse(json ?? "null");
}

describe("the content editor's sign-in", () => {
  it("sends the popup to the git host's authorize page with the client id, callback, scope and a fresh state", async () => {
    const { response, location, state } = await startSignIn();
    expect(response.statusCode).toBe(302);
    expect(location.origin + location.pathname).toBe(`${gitHost.origin}/login/oauth/authorize`);
    expect(location.searchParams.get("client_id")).toBe(clientId);
    expect(location.searchParams.get("redirect_uri")).toBe(`${siteOrigin}/oauth/callback`);
    expect(location.searchParams.get("scope")).toBe("repo");
    expect(state).toMatch(/^[\w-]{43}$/);
    expect((await startSignIn()).state).not.toBe(state);
  });

  it("keeps the state in a short-lived, HttpOnly, Secure, SameSite=Lax __Host- cookie of the editor's origin alone", async () => {
    const { response } = await startSignIn();
    const cookie = String(response.headers["set-cookie"]);
    expect(cookie).toMatch(/^__Host-saffron_oauth_state=/);
    for (const attribute of ["Path=/;", `Max-Age=${stateLifetimeSeconds}`, "HttpOnly", "SameSite=Lax", "Secure"])
      expect(cookie).toContain(attribute);
    expect(cookie).not.toMatch(/Domain=/i);
    expect(response.headers["cache-control"]).toBe("no-store");
  });

  it("exchanges the code for a token and hands it only to the site's own origin", async () => {
    const { state, cookie } = await startSignIn();
    const response = await request(`/oauth/callback?code=${goodCode}&state=${state}`, { cookie });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("text/html; charset=utf-8");

    const [sent] = gitHost.received;
    expect(Object.fromEntries(sent ?? [])).toEqual({
      client_id: clientId,
      client_secret: clientSecret,
      code: goodCode,
      redirect_uri: `${siteOrigin}/oauth/callback`,
    });

    expect(handshakeData(response.body)).toEqual({
      origin: siteOrigin,
      announce: "authorizing:github",
      message: `authorization:github:success:${JSON.stringify({ token, provider: "github" })}`,
    });
    expect(response.body).not.toMatch(/postMessage\([^)]*["']\*["']/);
    // The state is used once: the answer clears the cookie.
    expect(String(response.headers["set-cookie"])).toMatch(/^__Host-saffron_oauth_state=; Path=\/; Max-Age=0/);
  });

  it("gives the handshake page a policy that allows its one script by hash, and nothing else", async () => {
    const { state, cookie } = await startSignIn();
    const response = await request(`/oauth/callback?code=${goodCode}&state=${state}`, { cookie });
    const script = /<script>([\s\S]*?)<\/script>/.exec(response.body)?.[1] ?? "";
    const hash = createHash("sha256").update(script, "utf8").digest("base64");
    expect(response.headers["content-security-policy"]).toBe(
      `default-src 'none'; script-src 'sha256-${hash}'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`,
    );
    expect(response.headers["cache-control"]).toBe("no-store");
    expect(response.headers["referrer-policy"]).toBe("no-referrer");
    expect(response.headers["x-robots-tag"]).toBe(robotsTag);
    // The popup keeps its link to the editor that opened it.
    expect(response.headers["cross-origin-opener-policy"]).toBe("unsafe-none");
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
  });

  it("never writes the code, the state or the token to the request log", async () => {
    const { state, cookie } = await startSignIn();
    await request(`/oauth/callback?code=${goodCode}&state=${state}`, { cookie });
    gitHost.mode = "refuse-code";
    await request(`/oauth/callback?code=${goodCode}&state=${state}`, { cookie: (await startSignIn()).cookie });
    const log = logLines.join("");
    expect(log).toContain("/oauth/callback?[redacted]");
    for (const secret of [goodCode, state, token, clientSecret]) expect(log).not.toContain(secret);
  });
});

describe("the sign-in, however its address is written or asked for", () => {
  it("keeps the code and state out of the log when the path is encoded, doubled or in capitals (finding 5)", async () => {
    const { state, cookie } = await startSignIn();
    const signedIn = await request(`/%6Fauth/callback?code=${goodCode}&state=${state}`, { cookie });
    expect(signedIn.statusCode).toBe(200);
    for (const url of [
      `//oauth/callback?code=${goodCode}x&state=${state}`,
      `/OAUTH/callback?code=${goodCode}&state=${state}`,
    ])
      expect((await request(url)).statusCode).toBe(404);
    const log = logLines.join("");
    expect(log).toContain("/%6Fauth/callback?[redacted]");
    expect(log).toContain("/OAUTH/callback?[redacted]");
    for (const secret of [goodCode, state, token]) expect(log).not.toContain(secret);
  });

  it("keeps the query of a callback written with dot segments or in absolute form out of the log", () => {
    for (const url of [
      "/blog/../oauth/callback?code=c&state=s",
      "/blog/%2e%2e/oauth/callback?code=c&state=s",
      "http://cms.saffron.test/oauth/callback?code=c&state=s",
    ])
      expect(urlForLog(url), url).toMatch(/\?\[redacted\]$/);
    expect(urlForLog("/blog?tag=food")).toBe("/blog?tag=food");
  });

  it("answers HEAD with 405 without using the state or asking the git host (finding 9)", async () => {
    const { state, cookie } = await startSignIn();
    for (const url of [`/oauth/callback?code=${goodCode}&state=${state}`, "/oauth/auth?provider=github&scope=repo"]) {
      const head = await request(url, { cookie }, "HEAD");
      expect(head.statusCode).toBe(405);
      expect(head.headers.allow).toBe("GET");
      expect(head.headers["set-cookie"]).toBeUndefined();
    }
    expect(gitHost.received).toEqual([]);
    // The state is still good for the real callback.
    expect((await request(`/oauth/callback?code=${goodCode}&state=${state}`, { cookie })).statusCode).toBe(200);
  });

  it("keeps every sign-in address out of search engines, unknown ones and the content manager's redirect too (finding 10)", async () => {
    for (const url of ["/oauth/", "/oauth/other", "/%6Fauth/x", "/OAUTH/auth", "/admin/", "/admin/missing.js"]) {
      const response = await request(url);
      expect(response.headers["x-robots-tag"], url).toBe(robotsTag);
    }
    expect((await request("/")).headers["x-robots-tag"]).toBeUndefined();
  });

  it("limits sign-ins per client address: past the limit, 429 without reaching the git host (finding 8)", async () => {
    const flood = { "x-forwarded-for": "203.0.113.9" };
    const answers = [];
    for (let index = 0; index < 31; index += 1)
      answers.push((await request(`/oauth/callback?code=x&state=flood${index}`, flood)).statusCode);
    expect(answers.slice(0, 30).every((status) => status === 403)).toBe(true);
    const limited = await request("/oauth/callback?code=x&state=again", flood);
    expect(limited.statusCode).toBe(429);
    expect(limited.headers["cache-control"]).toBe("no-store");
    expect(limited.headers["x-robots-tag"]).toBe(robotsTag);
    expect(limited.headers["content-security-policy"]).toBeDefined();
    expect(gitHost.received).toEqual([]);
    // Another address (another member of staff) signs in as before.
    const { state, cookie } = await startSignIn();
    expect((await request(`/oauth/callback?code=${goodCode}&state=${state}`, { cookie })).statusCode).toBe(200);
  });
});

describe("the sign-in refuses bad input with a 4xx and no redirect elsewhere", () => {
  it("refuses an unknown or missing provider, an unknown scope, repeated and over-long parameters", async () => {
    for (const url of [
      "/oauth/auth?provider=gitlab&scope=repo",
      "/oauth/auth?scope=repo",
      "/oauth/auth?provider=github&scope=admin:org",
      "/oauth/auth?provider=github&scope=",
      "/oauth/auth?provider=github&provider=gitlab",
      `/oauth/auth?provider=github&site_id=${"a".repeat(600)}`,
      `/oauth/auth?provider=github&${"x=1&".repeat(600)}`,
      "/oauth/auth?provider=github&redirect_uri=https://evil.example/",
    ]) {
      const response = await request(url);
      const label = url.slice(0, 60);
      if (url.includes("redirect_uri")) {
        // An address of the request's choosing is ignored: the callback is always the site's own.
        expect(new URL(String(response.headers.location)).searchParams.get("redirect_uri"), label).toBe(
          `${siteOrigin}/oauth/callback`,
        );
        continue;
      }
      expect(response.statusCode, label).toBe(400);
      expect(response.headers.location, label).toBeUndefined();
      expect(response.headers["set-cookie"], label).toBeUndefined();
    }
  });

  it("refuses a callback without a code or a state, or with either repeated or over-long", async () => {
    const { state, cookie } = await startSignIn();
    for (const url of [
      `/oauth/callback?state=${state}`,
      `/oauth/callback?code=${goodCode}`,
      "/oauth/callback",
      `/oauth/callback?code=${goodCode}&code=other&state=${state}`,
      `/oauth/callback?code=${goodCode}&state=${state}&state=${state}`,
      `/oauth/callback?code=${"c".repeat(600)}&state=${state}`,
    ]) {
      const response = await request(url, { cookie });
      expect(response.statusCode, url.slice(0, 60)).toBe(400);
    }
    expect(gitHost.received).toEqual([]);
  });

  it("refuses a wrong, missing, tampered, doubled or expired state without asking the git host", async () => {
    const first = await startSignIn();
    const second = await startSignIn();
    const [issued, cookieState, signed] = first.cookie.split("=")[1]?.split(".") ?? [];
    const attempts = [
      { label: "another sign-in's state", state: second.state, cookie: first.cookie },
      { label: "no cookie", state: first.state, cookie: "" },
      {
        label: "a cookie with a forged signature",
        state: first.state,
        cookie: `saffron_oauth_state=${issued}.${cookieState}.${"A".repeat(43)}`,
      },
      {
        label: "a cookie with a changed date",
        state: first.state,
        cookie: `saffron_oauth_state=${Number(issued) + 1}.${cookieState}.${signed}`,
      },
      { label: "two state cookies", state: first.state, cookie: `${first.cookie}; ${second.cookie}` },
      { label: "an empty state", state: "", cookie: first.cookie },
    ];
    for (const attempt of attempts) {
      const response = await request(
        `/oauth/callback?code=${goodCode}&state=${attempt.state}`,
        attempt.cookie ? { cookie: attempt.cookie } : {},
      );
      expect(response.statusCode, attempt.label).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, attempt.label).toBeLessThan(500);
      expect(response.body, attempt.label).not.toContain(token);
    }
    expect(gitHost.received).toEqual([]);

    vi.spyOn(Date, "now").mockReturnValue(Date.now() + (stateLifetimeSeconds + 1) * 1000);
    const expired = await request(`/oauth/callback?code=${goodCode}&state=${first.state}`, { cookie: first.cookie });
    expect(expired.statusCode).toBe(403);
    expect(handshakeData(expired.body).message).toBe(
      `authorization:github:error:${JSON.stringify({ message: "Sign-in failed: it took too long." })}`,
    );
    expect(gitHost.received).toEqual([]);
  });

  it("uses a state once: of parallel replays of one callback, one reaches the git host, the others are refused", async () => {
    const { state, cookie } = await startSignIn();
    const url = `/oauth/callback?code=${goodCode}&state=${state}`;
    const answers = await Promise.all(Array.from({ length: 5 }, () => request(url, { cookie })));
    expect(gitHost.received).toHaveLength(1);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 403, 403, 403, 403]);
    const refused = answers.find((answer) => answer.statusCode === 403);
    expect(handshakeData(refused?.body ?? "").message).toBe(
      `authorization:github:error:${JSON.stringify({ message: "Sign-in failed: this sign-in has already been used." })}`,
    );
    expect(refused?.body).toContain("Close this window and sign in again from the editor.");
    expect(refused?.body).not.toContain(token);

    // Later, too, and also when the git host refused the code the first time.
    expect((await request(url, { cookie })).statusCode).toBe(403);
    gitHost.mode = "refuse-code";
    const second = await startSignIn();
    const secondUrl = `/oauth/callback?code=${goodCode}&state=${second.state}`;
    expect((await request(secondUrl, { cookie: second.cookie })).statusCode).toBe(502);
    expect((await request(secondUrl, { cookie: second.cookie })).statusCode).toBe(403);
    expect(gitHost.received).toHaveLength(2);
  });

  it("tells a person whose sign-in took longer than its cookie lives to start again", async () => {
    const { state } = await startSignIn();
    const response = await request(`/oauth/callback?code=${goodCode}&state=${state}`);
    expect(response.statusCode).toBe(403);
    expect(handshakeData(response.body).message).toBe(
      `authorization:github:error:${JSON.stringify({ message: "Sign-in failed: it took too long, or it was not started in this browser." })}`,
    );
    expect(gitHost.received).toEqual([]);
  });

  it("tells the editor when the person declines at the git host", async () => {
    const { state, cookie } = await startSignIn();
    const response = await request(`/oauth/callback?error=access_denied&error_description=denied&state=${state}`, {
      cookie,
    });
    expect(response.statusCode).toBe(403);
    expect(handshakeData(response.body).message).toMatch(
      /^authorization:github:error:\{"message":"Sign-in was declined/,
    );
  });

  it("answers 502 with a generic message when the git host fails, refuses the code, answers nonsense or too late", async () => {
    for (const mode of /** @type {import("#tests/e2e/support/fake-git-host.ts").HostMode[]} */ ([
      "fail",
      "refuse-code",
      "not-json",
      "slow",
    ])) {
      gitHost.mode = mode;
      const { state, cookie } = await startSignIn();
      const response = await request(`/oauth/callback?code=${goodCode}&state=${state}`, { cookie });
      expect(response.statusCode, mode).toBe(502);
      expect(handshakeData(response.body).message, mode).toBe(
        `authorization:github:error:${JSON.stringify({ message: "Sign-in failed: GitHub did not confirm it." })}`,
      );
      expect(response.body, mode).not.toMatch(/upstream trouble|Maintenance|bad_verification_code/);
    }
  });

  it("answers other methods with 405, as everywhere on the site", async () => {
    for (const url of ["/oauth/auth", "/oauth/callback"]) {
      for (const method of ["POST", "PUT", "DELETE"]) {
        const response = await request(url, {}, method);
        expect(response.statusCode, `${method} ${url}`).toBe(405);
        expect(response.headers.allow).toBe("GET, HEAD");
      }
    }
  });

  it("keeps a value that could end the page's data block inert", () => {
    const html = handshakePage(siteOrigin, { error: "</script><script>alert(1)</script>" });
    expect(html.match(/<script/g)).toHaveLength(2);
    expect(handshakeData(html).message).toContain("</script><script>alert(1)</script>");
  });
});

describe("without sign-in settings", () => {
  it("answers both routes with a plain 404 and serves the site as before", async () => {
    const plain = await buildServer({ root });
    try {
      for (const url of ["/oauth/auth?provider=github", "/oauth/callback?code=a&state=b"]) {
        const response = await plain.inject({ method: "GET", url });
        expect(response.statusCode, url).toBe(404);
        expect(response.body, url).toBe(notConfiguredMessage);
        expect(response.headers.location, url).toBeUndefined();
      }
      expect((await plain.inject({ method: "GET", url: "/" })).statusCode).toBe(200);
    } finally {
      await plain.close();
    }
  });
});

describe("the sign-in settings from the environment", () => {
  const complete = {
    OAUTH_GITHUB_CLIENT_ID: "id",
    OAUTH_GITHUB_CLIENT_SECRET: "secret",
    SITE_ORIGIN: "https://www.example.com/",
  };

  it("turn sign-in on with the client id, secret and the site's origin, against github.com unless told otherwise", () => {
    expect(oauthSettingsFromEnv(complete).settings).toEqual({
      clientId: "id",
      clientSecret: "secret",
      siteOrigin: "https://www.example.com",
      gitHostUrl: "https://github.com",
    });
    expect(
      oauthSettingsFromEnv({ ...complete, OAUTH_GITHUB_URL: "https://git.example.com" }).settings?.gitHostUrl,
    ).toBe("https://git.example.com");
  });

  it("leave it off when none is set, and name what is missing or wrong otherwise", () => {
    expect(oauthSettingsFromEnv({ SITE_ORIGIN: "https://www.example.com" })).toEqual({});
    expect(oauthSettingsFromEnv({ OAUTH_GITHUB_CLIENT_ID: "id" }).problem).toBe(
      "Sign-in for the content editor needs OAUTH_GITHUB_CLIENT_SECRET and SITE_ORIGIN as well.",
    );
    expect(oauthSettingsFromEnv({ ...complete, SITE_ORIGIN: "https://www.example.com/admin" }).problem).toMatch(
      /^SITE_ORIGIN must be an origin alone/,
    );
    expect(oauthSettingsFromEnv({ ...complete, ADMIN_ORIGIN: "https://admin.example.com/x" }).problem).toMatch(
      /^ADMIN_ORIGIN must be an origin alone/,
    );
    // The editor's own origin, when it has one, is where the token goes.
    expect(oauthSettingsFromEnv({ ...complete, ADMIN_ORIGIN: "https://admin.example.com" }).settings?.siteOrigin).toBe(
      "https://admin.example.com",
    );
    expect(oauthSettingsFromEnv({ ...complete, OAUTH_GITHUB_URL: "javascript:alert(1)" }).problem).toMatch(
      /^OAUTH_GITHUB_URL must be/,
    );
  });
});

describe("the sign-in under a flood from many addresses (finding 3)", () => {
  /** A server of its own, so that what one test fills does not reach the others; 40 sign-ins at once, not 1,000. */
  async function freshServer() {
    return buildServer({
      root,
      oauth: { clientId, clientSecret, siteOrigin, gitHostUrl: gitHost.origin, tokenTimeoutMs: 1_000, maxSignIns: 40 },
    });
  }

  /**
   * A whole sign-in from one address: started, then answered by the git host.
   * @param {Awaited<ReturnType<typeof buildServer>>} server
   * @param {string} address
   */
  async function signInFrom(server, address) {
    const headers = { "x-forwarded-for": address };
    const started = await server.inject({ url: "/oauth/auth?provider=github&scope=repo", headers });
    const state = new URL(String(started.headers.location)).searchParams.get("state");
    const cookie = String(started.headers["set-cookie"]).split(";")[0] ?? "";
    return server.inject({ url: `/oauth/callback?code=${goodCode}&state=${state}`, headers: { ...headers, cookie } });
  }

  it("counts the addresses of one IPv6 network of 64 bits as one client", async () => {
    const server = await freshServer();
    const answers = [];
    for (let index = 1; index <= 31; index += 1)
      answers.push(
        (
          await server.inject({
            url: "/oauth/callback?code=x&state=y",
            headers: { "x-forwarded-for": `2001:db8:7:7::${index.toString(16)}` },
          })
        ).statusCode,
      );
    expect(answers.slice(0, 30).every((status) => status === 403)).toBe(true);
    expect(answers[30]).toBe(429);
    const neighbour = { "x-forwarded-for": "2001:db8:7:8::1" };
    expect((await server.inject({ url: "/oauth/callback?code=x&state=y", headers: neighbour })).statusCode).toBe(403);
    await server.close();
  });

  it("lets one client end twenty sign-ins, and all together as many as the server allows, without asking the git host for more", async () => {
    const server = await freshServer();
    const fromOne = [];
    for (let index = 0; index < 21; index += 1) fromOne.push((await signInFrom(server, "198.51.100.7")).statusCode);
    expect(fromOne.slice(0, 20).every((status) => status === 200)).toBe(true);
    expect(fromOne[20]).toBe(429);
    expect(gitHost.received).toHaveLength(20);

    // Twenty more from another network, each from an address of its own, make forty: the next, from anywhere, waits.
    for (let index = 0; index < 20; index += 1)
      expect((await signInFrom(server, `2001:db8:9::${index + 1}`)).statusCode).toBe(200);
    expect(gitHost.received).toHaveLength(40);
    expect((await signInFrom(server, "192.0.2.1")).statusCode).toBe(503);
    expect(gitHost.received).toHaveLength(40);
    await server.close();
  });
});
