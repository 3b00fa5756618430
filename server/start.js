// @ts-check
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { buildServer } from "./app.js";
import { githubMember } from "./counts/report.js";
import { openCountStore } from "./counts/store.js";

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const buildDirectory = path.join(projectRoot, process.env.BUILD_DIR ?? "build");
const root = path.join(buildDirectory, "client");
const port = Number.parseInt(process.env.PORT ?? "3000", 10);
// An empty HOST is no HOST: this machine alone, never every interface.
const host = process.env.HOST?.trim() || "127.0.0.1";

// The oldest Node is named once, in package.json's engines (docs/decisions/171).
const { engines } = JSON.parse(readFileSync(path.join(projectRoot, "package.json"), "utf8"));
const oldestNode = engines.node.replace(/^>=/, "");
// A numeric collation compares versions part by part: "22.9.0" comes before "22.12".
if (process.versions.node.localeCompare(oldestNode, "en", { numeric: true }) < 0)
  console.warn(`Node ${process.versions.node} is older than the ${oldestNode} this site needs: use Node 24 (.nvmrc).`);

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

// The site's own counts: PGlite in data/counts (COUNTS_DATA_DIR), or PostgreSQL at DATABASE_URL;
// the report's readers are asked of GitHub, except for local editing (record 164).
const countListsFile = path.join(buildDirectory, "count-lists.json");
if (!existsSync(countListsFile))
  console.warn(`No ${countListsFile}: this build predates the counts, which are off until \`npm run build\`.`);
const store = openCountStore({
  databaseUrl: process.env.DATABASE_URL?.trim() || undefined,
  dataDir: process.env.COUNTS_DATA_DIR?.trim() || undefined,
});
const app = await buildServer({
  root,
  logger: process.env.LOG_REQUESTS === "1",
  tls,
  editor: localBackend ? path.join(buildDirectory, "editor") : undefined,
  counts: existsSync(countListsFile)
    ? {
        store,
        lists: JSON.parse(readFileSync(countListsFile, "utf8")),
        authorize: localBackend ? "anyone" : githubMember(process.env),
      }
    : undefined,
});

// Opened before listening: PGlite holds the process for a few seconds as it opens (its first time,
// in a new folder, up to twenty on a busy machine), which must not stall a page being served.
if (existsSync(countListsFile))
  await store.open().catch((error) => console.error("The counts' store did not open; counts answer 503:", error));

for (const signal of ["SIGINT", "SIGTERM"]) {
  process.once(signal, () => {
    app
      .close()
      .then(() => store.close())
      .then(() => process.exit(0));
  });
}

try {
  await app.listen({ port, host });
  console.log(
    `Saffron Route is served on ${tls ? "https" : "http"}://${host === "127.0.0.1" ? "localhost" : host}:${port}${localBackend ? ", with the content manager at /admin, allowed to reach decap-server on this machine" : ""}`,
  );
} catch (error) {
  // A busy port is the one failure a user meets often: one line saying what to do, not a stack.
  if (error instanceof Error && "code" in error && error.code === "EADDRINUSE")
    console.error(
      `Port ${port} is already in use: stop what is serving there, or choose another port, e.g. PORT=${port + 1} npm start`,
    );
  else console.error(error);
  process.exit(1);
}
