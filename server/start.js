// @ts-check
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { buildServer } from "./app.js";

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const buildDirectory = path.join(projectRoot, process.env.BUILD_DIR ?? "build");
const root = path.join(buildDirectory, "client");
const port = Number.parseInt(process.env.PORT ?? "3000", 10);
// An empty HOST is no HOST: this machine alone, never every interface.
const host = process.env.HOST?.trim() || "127.0.0.1";

const oldestServerNode = 22;
if (Number.parseInt(process.versions.node, 10) < oldestServerNode)
  console.warn(
    `Node ${process.versions.node} is past its end of life: run the server on Node ${oldestServerNode} or later, Node 24 as production does (README).`,
  );

if (!existsSync(path.join(root, "index.html"))) {
  if (process.argv.includes("--no-build")) {
    console.error("No build found in build/client. Run `npm run build` first.");
    process.exit(1);
  }
  console.log("No build found: building the site first (npm run build)...");
  const result = spawnSync("npm", ["run", "build"], { cwd: projectRoot, stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const { TLS_CERT_FILE: certFile, TLS_KEY_FILE: keyFile } = process.env;
if (Boolean(certFile) !== Boolean(keyFile)) {
  console.error("Set both TLS_CERT_FILE and TLS_KEY_FILE to serve over HTTPS, or neither.");
  process.exit(1);
}
const tls = certFile && keyFile ? { cert: readFileSync(certFile), key: readFileSync(keyFile) } : undefined;

// The content manager at /admin, reaching decap-server: only for a server on this machine alone.
const localBackend = process.env.CMS_LOCAL_BACKEND === "1";
if (localBackend && !["127.0.0.1", "::1", "localhost"].includes(host)) {
  console.error(`CMS_LOCAL_BACKEND=1 is for a server on this machine only (HOST is ${host}).`);
  process.exit(1);
}

const app = await buildServer({
  root,
  logger: process.env.LOG_REQUESTS === "1",
  tls,
  editor: localBackend ? path.join(buildDirectory, "editor") : undefined,
});

for (const signal of ["SIGINT", "SIGTERM"]) {
  process.once(signal, () => {
    app.close().then(() => process.exit(0));
  });
}

try {
  await app.listen({ port, host });
  console.log(
    `Saffron Route is served on ${tls ? "https" : "http"}://${host === "127.0.0.1" ? "localhost" : host}:${port}${localBackend ? ", with the content manager at /admin, allowed to reach decap-server on this machine" : ""}`,
  );
} catch (error) {
  console.error(error);
  process.exit(1);
}
