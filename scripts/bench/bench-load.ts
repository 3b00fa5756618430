/**
 * npm run bench:load: serves the production build with the Node server and with nginx (when
 * installed) on loopback ports, holds 50 connections for 10 s against a page and an asset of
 * each, and prints requests per second and latency. Build first (npm run build).
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { buildServer } from "#server/app.js";
import { runLoad, type LoadResult } from "./load.ts";
import { startNginx } from "#tests/support/nginx-runner.ts";

const clientDirectory = path.resolve(process.env.BUILD_DIR ?? "build", "client");
if (!existsSync(path.join(clientDirectory, "index.html"))) {
  console.error("No build: run `npm run build` first.");
  process.exit(1);
}
const seconds = Number(process.env.LOAD_SECONDS ?? 10);
const connections = Number(process.env.LOAD_CONNECTIONS ?? 50);
const asset =
  /\/assets\/entry\.client-[\w-]+\.js/.exec(readFileSync(path.join(clientDirectory, "index.html"), "utf8"))?.[0] ??
  "/sw.js";

const results: (LoadResult & { server: string })[] = [];

const node = await buildServer({ root: clientDirectory });
const nodeOrigin = await node.listen({ port: 0, host: "127.0.0.1" });
for (const target of ["/", "/blog", asset])
  results.push({ server: "node", ...(await runLoad(`${nodeOrigin}${target}`, { connections, seconds })) });
await node.close();

if (existsSync(process.env.NGINX_PATH ?? "/usr/sbin/nginx")) {
  const nginx = await startNginx(Number(process.env.LOAD_NGINX_PORT ?? 4185));
  try {
    for (const target of ["/", "/blog", asset])
      results.push({ server: "nginx", ...(await runLoad(`${nginx.origin}${target}`, { connections, seconds })) });
  } finally {
    await nginx.stop();
  }
} else {
  console.log("nginx is not installed: measuring the Node server only.");
}

console.log(`\n${connections} connections, ${seconds} s each, Accept-Encoding: br\n`);
console.log("| server | path | req/s | p50 ms | p99 ms | requests | errors | timeouts | non-2xx |");
console.log("|---|---|---:|---:|---:|---:|---:|---:|---:|");
for (const r of results) {
  const target = new URL(r.target).pathname.replace(/-[\w-]{8,}\.js$/, "-<hash>.js");
  console.log(
    `| ${r.server} | ${target} | ${r.requestsPerSecond} | ${r.latencyP50} | ${r.latencyP99} | ${r.requests} | ${r.errors} | ${r.timeouts} | ${r.non2xx} |`,
  );
}
