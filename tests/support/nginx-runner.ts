import { type ChildProcess, spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";

const repository = path.resolve(".");
const buildDirectory = path.resolve(process.env.BUILD_DIR ?? "build");
const nginxBinary = process.env.NGINX_PATH ?? "/usr/sbin/nginx";
const brotliModule = "/usr/lib/nginx/modules/ngx_http_brotli_static_module.so";

/** The content editor's host name in deploy/nginx/saffron-route.conf: send it as Host to reach /admin and /oauth/. */
export const editorHost = "admin.saffronroute.example";

export interface RunningNginx {
  origin: string;
  /** The folder of its access.log and error.log. */
  logs: string;
  stop(): Promise<void>;
}

/**
 * Starts Debian's nginx on a loopback port with deploy/nginx/saffron-route.conf (both its server
 * blocks: the public site by default, the editor's origin for `Host: ${editorHost}`), pointed at this
 * checkout's build instead of /srv/saffron-route, its logs in a folder of its own, and the
 * content editor's sign-in forwarded to `signInServer` (an origin) instead of the Node server on
 * port 8080. Needs `apt-get install nginx` (.ci/run does it).
 */
export async function startNginx(port: number, signInServer = "http://127.0.0.1:9"): Promise<RunningNginx> {
  if (!existsSync(nginxBinary)) {
    throw new Error(
      `No nginx at ${nginxBinary}: install Debian's (apt-get install -y nginx libnginx-mod-http-brotli-static) or set NGINX_PATH.`,
    );
  }
  const prefix = await mkdtemp(path.join(tmpdir(), "saffron-nginx-"));
  const logs = path.join(prefix, "logs");
  await mkdir(logs);
  const site = (await readFile(path.join(repository, "deploy/nginx/saffron-route.conf"), "utf8"))
    .replaceAll("/srv/saffron-route/current/build", buildDirectory)
    .replaceAll("/srv/saffron-route/current", repository)
    .replaceAll("/srv/saffron-route", repository)
    .replaceAll("/var/log/nginx", logs)
    .replace("proxy_pass http://127.0.0.1:8080;", `proxy_pass ${signInServer};`)
    .replace(/^\s*listen 80;$/gm, `  listen 127.0.0.1:${port};`)
    .replace(/^\s*listen \[::\]:80;$/gm, "");
  await writeFile(path.join(prefix, "site.conf"), site);
  const main = `${existsSync(brotliModule) ? `load_module ${brotliModule};` : ""}
worker_processes 1;
daemon off;
pid ${prefix}/nginx.pid;
error_log ${logs}/error.log warn;
events { worker_connections 256; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  client_body_temp_path ${prefix}/body;
  proxy_temp_path ${prefix}/proxy;
  fastcgi_temp_path ${prefix}/fastcgi;
  uwsgi_temp_path ${prefix}/uwsgi;
  scgi_temp_path ${prefix}/scgi;
  include ${prefix}/site.conf;
}
`;
  await writeFile(path.join(prefix, "nginx.conf"), main);
  const child: ChildProcess = spawn(nginxBinary, ["-p", prefix, "-c", path.join(prefix, "nginx.conf")], {
    stdio: ["ignore", "ignore", "pipe"],
  });
  let stderr = "";
  child.stderr?.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  const origin = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 10_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`nginx exited: ${stderr}`);
    try {
      await fetch(`${origin}/`);
      break;
    } catch (error) {
      if (Date.now() > deadline) {
        child.kill("SIGQUIT");
        throw new Error(`nginx did not answer on ${origin}: ${stderr || (error as Error).cause || error}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  return {
    origin,
    logs,
    async stop() {
      child.kill("SIGQUIT");
      await new Promise((resolve) => child.once("exit", resolve));
      await rm(prefix, { recursive: true, force: true });
    },
  };
}
