// @ts-check
import { createHash, createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import rateLimit from "@fastify/rate-limit";
import { normalisedPath, oauthHandshakePolicy, robotsTag } from "./security.js";

/**
 * Sign-in for the content editor (Decap CMS's GitHub backend) on the site's own server: the two
 * routes of the OAuth authorization-code flow that Decap expects of an external OAuth client.
 *
 * 1. `GET /oauth/auth?provider=github&site_id=…&scope=repo`, opened by the editor in a popup,
 *    redirects to the git host's authorize page with a random `state`, remembered in a short-lived,
 *    signed, HttpOnly cookie (`__Host-` over HTTPS, so its path is /).
 * 2. `GET /oauth/callback?code=…&state=…`, where the git host sends the user back, checks the state
 *    against the cookie, exchanges the code for a token (client secret from the environment), and
 *    answers a small page that hands the token to the editor by Decap's postMessage handshake, only
 *    to the editor's own origin.
 *
 * Everything about the git host is in this file; see docs/decisions/150-editor-sign-in.md.
 */

const authPath = "/oauth/auth";
const callbackPath = "/oauth/callback";

/** The only provider: the repository lives on GitHub (or GitHub Enterprise, by OAUTH_GITHUB_URL). */
const provider = "github";
/** Scopes the editor may ask for: `repo` by default, `public_repo` for public repositories, and the user's profile. */
const allowedScopes = new Set(["repo", "public_repo", "user", "user:email", "read:user", "read:org"]);
const defaultScope = "repo";

/**
 * The state cookie: over HTTPS (production) with the `__Host-` prefix, which the browser accepts
 * only Secure, for the whole origin and from that origin alone (no Domain), so no other host of
 * the domain can set or shadow it; plain HTTP (tests on this machine) cannot carry the prefix.
 * @param {string} siteOrigin
 */
function stateCookieName(siteOrigin) {
  return siteOrigin.startsWith("https:") ? "__Host-saffron_oauth_state" : "saffron_oauth_state";
}
/** How long a sign-in may take between the editor's popup and the git host's answer. */
export const stateLifetimeSeconds = 600;
/**
 * Sign-ins whose code a server exchanges for a token within one state lifetime: from one client
 * (an IPv4 address, or an IPv6 network of 64 bits, which one machine usually holds whole), past
 * which that client is answered 429; and from every client together, past which sign-in answers
 * 503 until the oldest are forgotten. Staff sign in a few times a day, an office behind one address
 * a few dozen; so a flood can neither make the server ask the git host for tokens at will nor make
 * it remember many ended sign-ins.
 */
const maxSignInsPerClient = 20;
const defaultMaxSignIns = 1_000;
/**
 * Sign-in requests one client may make to each route in a window: a few sign-ins a day per person,
 * with room for retries; past it, 429.
 */
const rateLimitPerClient = { max: 30, timeWindow: 10 * 60_000, keyGenerator: clientOf };

/**
 * The client a request counts against: its IPv4 address, or the first 64 bits of its IPv6 address,
 * since one machine is given a whole /64 and can send each request from another address of it.
 * @param {{ ip: string }} request
 */
function clientOf({ ip }) {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped) return mapped[1] ?? ip;
  if (!ip.includes(":")) return ip;
  const [head = "", tail = ""] = ip.toLowerCase().split("::");
  const groups = head ? head.split(":") : [];
  // "::" stands for as many zero groups as make eight.
  if (ip.includes("::")) groups.push(...Array(8 - groups.length - (tail ? tail.split(":").length : 0)).fill("0"));
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ""))
    .join(":")}::/64`;
}

/** Query strings and values longer than these are not from the editor or the git host. */
const maxQueryLength = 2048;
const maxValueLength = 512;
/** A token is a short opaque string (GitHub's: `gho_` and 36 characters). */
const tokenPattern = /^[\w.~+/-]{1,512}$/;

/** Answers when the environment does not configure sign-in: the site works without the editor. */
export const notConfiguredMessage = "Not Found: sign-in for the content editor is not set up on this server.\n";

/**
 * @typedef {object} OAuthSettings
 * @property {string} clientId the OAuth app's client id
 * @property {string} clientSecret the OAuth app's client secret
 * @property {string} siteOrigin the content editor's origin (ADMIN_ORIGIN): where the token goes, and that of the callback URL
 * @property {string} gitHostUrl the git host's web address, e.g. https://github.com
 * @property {number} [tokenTimeoutMs] how long to wait for the git host's token endpoint
 * @property {number} [maxSignIns] sign-ins ended within a state lifetime before sign-in answers 503 (1,000)
 */

/**
 * @param {string} value
 * @returns {string | undefined} the origin (scheme, host, port) if `value` is exactly an http(s) origin
 */
function originOf(value) {
  try {
    const url = new URL(value);
    if (url.protocol !== "https:" && url.protocol !== "http:") return undefined;
    return url.origin === value.replace(/\/+$/, "") ? url.origin : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Reads the sign-in settings from the environment. All of OAUTH_GITHUB_CLIENT_ID,
 * OAUTH_GITHUB_CLIENT_SECRET and the editor's origin (ADMIN_ORIGIN, or SITE_ORIGIN when the editor
 * shares the site's) turn sign-in on; none of them leaves it off; some but not all is a mistake
 * worth stopping for.
 * @param {Record<string, string | undefined>} env
 * @returns {{ settings?: OAuthSettings, problem?: string }}
 */
export function oauthSettingsFromEnv(env) {
  const clientId = env.OAUTH_GITHUB_CLIENT_ID ?? "";
  const clientSecret = env.OAUTH_GITHUB_CLIENT_SECRET ?? "";
  // The editor's own origin when it has one (docs/decisions/150-editor-sign-in.md).
  const originName = env.ADMIN_ORIGIN ? "ADMIN_ORIGIN" : "SITE_ORIGIN";
  const siteOriginValue = env.ADMIN_ORIGIN || env.SITE_ORIGIN || "";
  const gitHostValue = env.OAUTH_GITHUB_URL || "https://github.com";
  if (!clientId && !clientSecret) return {};
  const missing = [
    ["OAUTH_GITHUB_CLIENT_ID", clientId],
    ["OAUTH_GITHUB_CLIENT_SECRET", clientSecret],
    [originName, siteOriginValue],
  ].filter(([, value]) => !value);
  if (missing.length > 0)
    return { problem: `Sign-in for the content editor needs ${missing.map(([name]) => name).join(" and ")} as well.` };
  const siteOrigin = originOf(siteOriginValue);
  if (!siteOrigin)
    return {
      problem: `${originName} must be an origin alone, such as https://admin.example.com (got ${siteOriginValue}).`,
    };
  const gitHostUrl = originOf(gitHostValue);
  if (!gitHostUrl)
    return {
      problem: `OAUTH_GITHUB_URL must be the git host's origin, such as https://github.com (got ${gitHostValue}).`,
    };
  return { settings: { clientId, clientSecret, siteOrigin, gitHostUrl } };
}

/**
 * The handshake page's script, the same for every answer: the answer itself travels in a JSON
 * data block, so the policy allows this one script by its hash. It announces itself to the editor
 * that opened the popup, and gives the result only when the editor, on the site's own origin,
 * answers (Decap CMS's protocol: "authorizing:github", then the result).
 */
const handshakeScript = `(() => {
  const { origin, message, announce } = JSON.parse(document.getElementById("handshake").textContent);
  const opener = window.opener;
  if (!opener) {
    document.getElementById("status").textContent = "Open the content editor at /admin and sign in from there.";
    return;
  }
  window.addEventListener("message", (event) => {
    if (event.origin !== origin || event.source !== opener || event.data !== announce) return;
    opener.postMessage(message, origin);
  });
  opener.postMessage(announce, origin);
})();`;

const handshakeScriptHash = `'sha256-${createHash("sha256").update(handshakeScript, "utf8").digest("base64")}'`;

/** @param {string} text */
function escapeHtml(text) {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

/**
 * The page the popup shows at the end: Decap's handshake, and a line for the person.
 * @param {string} origin where the result may go: the site's own origin, never one from the request
 * @param {{ token: string } | { error: string }} result
 */
export function handshakePage(origin, result) {
  const message =
    "token" in result
      ? `authorization:${provider}:success:${JSON.stringify({ token: result.token, provider })}`
      : `authorization:${provider}:error:${JSON.stringify({ message: result.error })}`;
  const status =
    "token" in result
      ? "Signed in. This window closes by itself."
      : `${result.error} Close this window and sign in again from the editor.`;
  // In a script element only "</" could end the data early; \u003c keeps the JSON valid and inert.
  const data = JSON.stringify({ origin, message, announce: `authorizing:${provider}` }).replace(/</g, "\\u003c");
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="robots" content="noindex">
<title>Signing in to the content editor</title>
</head>
<body>
<p id="status">${escapeHtml(status)}</p>
<script type="application/json" id="handshake">${data}</script>
<script>${handshakeScript}</script>
</body>
</html>
`;
}

/**
 * @param {string} secret
 * @param {string} value
 */
function signature(secret, value) {
  return createHmac("sha256", secret).update(`oauth-state:${value}`).digest("base64url");
}

/**
 * Compares two strings in constant time (for their length): hashing first makes the lengths equal.
 * @param {string} a
 * @param {string} b
 */
function sameSecret(a, b) {
  const digest = (/** @type {string} */ text) => createHash("sha256").update(text, "utf8").digest();
  return timingSafeEqual(digest(a), digest(b));
}

/**
 * The query of a request as single values, or the reason it is refused: repeated or over-long
 * parameters are not something the editor or the git host sends.
 * @param {string} url
 * @returns {{ params: Map<string, string> } | { refused: string }}
 */
function singleParams(url) {
  const index = url.indexOf("?");
  const query = index === -1 ? "" : url.slice(index + 1);
  if (query.length > maxQueryLength) return { refused: "the address is too long" };
  /** @type {Map<string, string>} */
  const params = new Map();
  for (const [name, value] of new URLSearchParams(query)) {
    if (params.has(name)) return { refused: `"${name}" is given more than once` };
    if (value.length > maxValueLength) return { refused: `"${name}" is too long` };
    params.set(name, value);
  }
  return { params };
}

/**
 * The values of the state cookie in a Cookie header (all of them: a second one is refused).
 * @param {string} name
 * @param {string | undefined} header
 */
function stateCookies(name, header) {
  if (!header) return [];
  return header
    .split(";")
    .map((part) => part.trim())
    .filter((part) => part.startsWith(`${name}=`))
    .map((part) => part.slice(name.length + 1));
}

/**
 * Writes the state cookie (or clears it with an empty value and no lifetime); Secure when the
 * site is served over HTTPS (as in production), whatever the hop from a TLS terminator.
 * @param {string} siteOrigin
 * @param {string} value
 * @param {number} maxAge seconds
 */
function stateCookieHeader(siteOrigin, value, maxAge) {
  const secure = siteOrigin.startsWith("https:") ? "; Secure" : "";
  return `${stateCookieName(siteOrigin)}=${value}; Path=/; Max-Age=${maxAge}; HttpOnly; SameSite=Lax${secure}`;
}

/**
 * Headers of every sign-in answer: never stored, never sent as a referrer, never indexed. The
 * popup must keep its link to the editor that opened it (window.opener), which a same-origin
 * opener policy on these answers would cut.
 * @param {import("fastify").FastifyReply} reply
 */
function privateAnswer(reply) {
  return reply
    .header("cache-control", "no-store")
    .header("referrer-policy", "no-referrer")
    .header("x-robots-tag", robotsTag)
    .header("cross-origin-opener-policy", "unsafe-none");
}

/**
 * The states whose callback has been answered, each remembered until its cookie could no longer
 * pass: a state is used once, even when the same callback arrives several times at once (each
 * would otherwise ask the git host for a token). In this process's memory, so a second instance
 * would not know them: the site runs one (docs/decisions/150-editor-sign-in.md).
 * @param {number} lifetimeMs
 * @param {number} maxSignIns
 */
function endedSignIns(lifetimeMs, maxSignIns) {
  /** @type {Map<string, { forgetAt: number, client: string }>} by state, in insertion order, so oldest first */
  const ended = new Map();
  /** @type {Map<string, number>} how many of them each client ended */
  const byClient = new Map();
  return {
    /**
     * Records the end of a sign-in; "used" if it had already ended, "client" if this client has
     * ended too many, "full" if every client together has.
     * @param {string} state
     * @param {string} client
     * @param {number} now
     * @returns {"ended" | "used" | "client" | "full"}
     */
    end(state, client, now) {
      for (const [known, { forgetAt, client: by }] of ended) {
        if (forgetAt > now) break;
        ended.delete(known);
        byClient.set(by, (byClient.get(by) ?? 1) - 1);
        if (byClient.get(by) === 0) byClient.delete(by);
      }
      if (ended.has(state)) return "used";
      if ((byClient.get(client) ?? 0) >= maxSignInsPerClient) return "client";
      if (ended.size >= maxSignIns) return "full";
      ended.set(state, { forgetAt: now + lifetimeMs, client });
      byClient.set(client, (byClient.get(client) ?? 0) + 1);
      return "ended";
    },
  };
}

/**
 * Removes the query of sign-in addresses (the code and state) from request logs, however the path
 * is written ("/%6Fauth/callback" reaches the same route), and of any address that cannot be decoded.
 * @param {string} url
 */
export function urlForLog(url) {
  if (!url.includes("?")) return url;
  // Also as a URL parser resolves it: dot segments ("/x/../oauth/") and the absolute form ("http://host/oauth/").
  const resolved = URL.canParse(url, "http://host") ? new URL(url, "http://host").pathname : url;
  const sensitive = [url, resolved]
    .map(normalisedPath)
    .some((pathname) => pathname === undefined || /^\/oauth(\/|$)/.test(pathname));
  return sensitive ? `${url.slice(0, url.indexOf("?"))}?[redacted]` : url;
}

/**
 * Asks the git host for a token in exchange for the code it gave the user.
 * @param {OAuthSettings} settings
 * @param {string} code
 * @returns {Promise<{ token: string } | { failure: string }>} the failure is for the log: never the body or a secret
 */
async function exchangeCode(settings, code) {
  let response;
  try {
    response = await fetch(`${settings.gitHostUrl}/login/oauth/access_token`, {
      method: "POST",
      headers: { accept: "application/json", "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({
        client_id: settings.clientId,
        client_secret: settings.clientSecret,
        code,
        redirect_uri: `${settings.siteOrigin}${callbackPath}`,
      }).toString(),
      redirect: "error",
      signal: AbortSignal.timeout(settings.tokenTimeoutMs ?? 10_000),
    });
  } catch (error) {
    return { failure: `token endpoint unreachable (${error instanceof Error ? error.name : "error"})` };
  }
  if (!response.ok) return { failure: `token endpoint answered ${response.status}` };
  /** @type {unknown} */
  let body;
  try {
    body = await response.json();
  } catch {
    return { failure: "token endpoint answered something other than JSON" };
  }
  const fields = /** @type {Record<string, unknown>} */ (body && typeof body === "object" ? body : {});
  const token = fields.access_token;
  if (typeof token === "string" && tokenPattern.test(token)) return { token };
  // GitHub answers a refused code with 200 and an error name (bad_verification_code, …).
  const errorName = typeof fields.error === "string" && /^[\w.-]{1,64}$/.test(fields.error) ? fields.error : "no token";
  return { failure: `token endpoint refused the code: ${errorName}` };
}

/**
 * A sign-in route that answers GET alone: HEAD would run the whole handler (use a state, ask the
 * git host for a token) for an answer without a body, so it gets 405 like any other method.
 * @param {import("fastify").FastifyInstance} app
 * @param {string} url
 * @param {import("fastify").RouteHandlerMethod} handler
 * @param {object} [config]
 */
function getOnly(app, url, handler, config = {}) {
  app.route({ method: "GET", url, handler, exposeHeadRoute: false, config });
  app.route({
    method: "HEAD",
    url,
    config,
    handler: async (_request, reply) =>
      privateAnswer(reply).code(405).header("allow", "GET").type("text/plain; charset=utf-8").send(),
  });
}

/**
 * Adds the two sign-in routes to the server, limited per client address. Without settings they
 * answer 404 with a plain message: the public site does not need them.
 * @param {import("fastify").FastifyInstance} app
 * @param {OAuthSettings | undefined} settings
 */
export async function addOAuthRoutes(app, settings) {
  if (!settings) {
    const notConfigured = async (
      /** @type {unknown} */ _request,
      /** @type {import("fastify").FastifyReply} */ reply,
    ) => privateAnswer(reply).code(404).type("text/plain; charset=utf-8").send(notConfiguredMessage);
    getOnly(app, authPath, notConfigured);
    getOnly(app, callbackPath, notConfigured);
    return;
  }
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) => ({
      statusCode: context.statusCode,
      message: `Too Many Requests: too many sign-ins from this address; try again in ${context.after}.`,
    }),
  });
  const limited = { rateLimit: rateLimitPerClient };
  const { clientId, clientSecret, siteOrigin, gitHostUrl } = settings;
  const policy = oauthHandshakePolicy([handshakeScriptHash]);
  const signIns = endedSignIns(stateLifetimeSeconds * 1000, settings.maxSignIns ?? defaultMaxSignIns);

  /**
   * @param {import("fastify").FastifyReply} reply
   * @param {number} status
   * @param {string} text
   */
  function refuse(reply, status, text) {
    return privateAnswer(reply).code(status).type("text/plain; charset=utf-8").send(`${text}\n`);
  }

  /**
   * The handshake page, which also ends the sign-in: the state is used once.
   * @param {import("fastify").FastifyReply} reply
   * @param {number} status
   * @param {{ token: string } | { error: string }} result
   */
  function answerEditor(reply, status, result) {
    return privateAnswer(reply)
      .code(status)
      .header("content-security-policy", policy)
      .header("set-cookie", stateCookieHeader(siteOrigin, "", 0))
      .type("text/html; charset=utf-8")
      .send(handshakePage(siteOrigin, result));
  }

  getOnly(
    app,
    authPath,
    async (request, reply) => {
      const query = singleParams(request.url);
      if ("refused" in query) return refuse(reply, 400, `Bad Request: ${query.refused}.`);
      if (query.params.get("provider") !== provider)
        return refuse(reply, 400, `Bad Request: the only sign-in provider here is ${provider}.`);
      const scope = query.params.get("scope") ?? defaultScope;
      const scopes = scope.split(/[ ,]/).filter(Boolean);
      if (scopes.length === 0 || !scopes.every((name) => allowedScopes.has(name)))
        return refuse(reply, 400, "Bad Request: unknown scope.");

      const state = randomBytes(32).toString("base64url");
      const issued = String(Date.now());
      const cookie = `${issued}.${state}.${signature(clientSecret, `${issued}.${state}`)}`;
      const authorize = new URL("/login/oauth/authorize", gitHostUrl);
      authorize.search = new URLSearchParams({
        client_id: clientId,
        redirect_uri: `${siteOrigin}${callbackPath}`,
        scope: scopes.join(" "),
        state,
      }).toString();
      return privateAnswer(reply)
        .header("set-cookie", stateCookieHeader(siteOrigin, cookie, stateLifetimeSeconds))
        .redirect(authorize.href, 302);
    },
    limited,
  );

  getOnly(
    app,
    callbackPath,
    async (request, reply) => {
      const query = singleParams(request.url);
      if ("refused" in query) return refuse(reply, 400, `Bad Request: ${query.refused}.`);
      const { params } = query;
      // The git host sends the user back with an error when they decline.
      if (params.has("error"))
        return answerEditor(reply, 403, { error: "Sign-in was declined or canceled at GitHub." });
      const code = params.get("code");
      const state = params.get("state");
      if (!code || !state)
        return answerEditor(reply, 400, { error: "Sign-in failed: the answer from GitHub was incomplete." });

      const cookies = stateCookies(stateCookieName(siteOrigin), request.headers.cookie);
      // The browser drops the cookie when its ten minutes are over.
      if (cookies.length === 0)
        return answerEditor(reply, 403, {
          error: "Sign-in failed: it took too long, or it was not started in this browser.",
        });
      const parts = cookies.length === 1 ? (cookies[0] ?? "").split(".") : [];
      const [issued = "", cookieState = "", cookieSignature = ""] = parts;
      const now = Date.now();
      const age = now - Number(issued);
      const genuine =
        parts.length === 3 &&
        /^\d{1,15}$/.test(issued) &&
        sameSecret(cookieSignature, signature(clientSecret, `${issued}.${cookieState}`)) &&
        sameSecret(state, cookieState);
      if (!genuine)
        return answerEditor(reply, 403, {
          error: "Sign-in failed: this answer does not belong to a sign-in started here.",
        });
      if (!(age >= 0 && age <= stateLifetimeSeconds * 1000))
        return answerEditor(reply, 403, { error: "Sign-in failed: it took too long." });
      // Recorded before the git host is asked, so that replays arriving meanwhile find it used.
      const ended = signIns.end(cookieState, clientOf(request), now);
      if (ended === "used")
        return answerEditor(reply, 403, { error: "Sign-in failed: this sign-in has already been used." });
      if (ended === "client")
        return answerEditor(reply, 429, {
          error: "Sign-in is busy: too many sign-ins from this network; try again later.",
        });
      if (ended === "full") {
        request.log.warn("content editor sign-in refused: too many sign-ins in the last minutes");
        return answerEditor(reply, 503, { error: "Sign-in is busy: try again in a few minutes." });
      }

      const exchanged = await exchangeCode(settings, code);
      if ("failure" in exchanged) {
        request.log.warn({ reason: exchanged.failure }, "content editor sign-in failed at the git host");
        return answerEditor(reply, 502, { error: "Sign-in failed: GitHub did not confirm it." });
      }
      return answerEditor(reply, 200, { token: exchanged.token });
    },
    limited,
  );
}
