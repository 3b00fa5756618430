import http from "node:http";

/**
 * Plays GitHub's side of the OAuth sign-in on a loopback port: the authorize page (which approves
 * at once and sends the browser back with a code) and the token endpoint (which checks what the
 * site sends and answers as the test asks). Used by the server tests and the browser journey.
 */

export type HostMode = "token" | "refuse-code" | "fail" | "not-json" | "slow";

export interface FakeGitHostOptions {
  clientId: string;
  clientSecret: string;
  /** The code the authorize page hands out and the token endpoint accepts. */
  code: string;
  /** The token the token endpoint answers with. */
  token: string;
}

export interface FakeGitHost {
  origin: string;
  /** How the token endpoint answers the next requests ("slow": not before the site has given up). */
  mode: HostMode;
  /** Every form posted to the token endpoint, in order. */
  received: URLSearchParams[];
  close(): Promise<void>;
}

export async function startFakeGitHost({
  clientId,
  clientSecret,
  code,
  token,
}: FakeGitHostOptions): Promise<FakeGitHost> {
  const host: FakeGitHost = { origin: "", mode: "token", received: [], close: async () => undefined };

  function authorize(url: URL, response: http.ServerResponse) {
    const redirectUri = url.searchParams.get("redirect_uri");
    if (url.searchParams.get("client_id") !== clientId || !redirectUri) {
      response.writeHead(400).end("unknown application");
      return;
    }
    const back = new URL(redirectUri);
    back.search = new URLSearchParams({ code, state: url.searchParams.get("state") ?? "" }).toString();
    response.writeHead(302, { location: back.href }).end();
  }

  function exchange(form: URLSearchParams, response: http.ServerResponse) {
    host.received.push(form);
    const json = (value: unknown) =>
      response.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(value));
    if (host.mode === "fail") response.writeHead(500).end("upstream trouble");
    else if (host.mode === "not-json")
      response.writeHead(200, { "content-type": "text/html" }).end("<h1>Maintenance</h1>");
    // Never answers: the site gives up at its own time limit and closes the request.
    else if (host.mode === "slow") return;
    else if (
      host.mode === "refuse-code" ||
      form.get("code") !== code ||
      form.get("client_id") !== clientId ||
      form.get("client_secret") !== clientSecret
    )
      json({ error: "bad_verification_code", error_description: "The code passed is incorrect or expired." });
    else json({ access_token: token, token_type: "bearer", scope: "repo" });
  }

  const server = http.createServer((request, response) => {
    let body = "";
    request.on("data", (chunk: Buffer) => (body += chunk.toString()));
    request.on("end", () => {
      const url = new URL(request.url ?? "/", "http://fake-git-host");
      if (request.method === "GET" && url.pathname === "/login/oauth/authorize") authorize(url, response);
      else if (request.method === "POST" && url.pathname === "/login/oauth/access_token")
        exchange(new URLSearchParams(body), response);
      else response.writeHead(404).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  if (!address || typeof address === "string") throw new Error("the fake git host has no port");
  host.origin = `http://127.0.0.1:${address.port}`;
  host.close = async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  };
  return host;
}
