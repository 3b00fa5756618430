// @ts-check
import { execFileSync, spawn } from "node:child_process";
import { createRequire } from "node:module";
import path from "node:path";

/**
 * `npm run cms`: decap-server edits this checkout's files for /admin; the development server shows
 * each save and answers /admin as the Node server does, from the editor built here first (in a
 * process of its own: Vite's build inside the running development server resolves Decap's nested
 * dependencies wrongly).
 */
const require = createRequire(import.meta.url);
const editor = path.resolve("node_modules/.cache/saffron-admin");
execFileSync(process.execPath, [require.resolve("tsx/cli"), "scripts/pipeline/build-admin.ts", editor], {
  stdio: "inherit",
  env: { ...process.env, NODE_ENV: "production" },
});
const children = [
  spawn(process.execPath, [require.resolve("decap-server/dist/index.js")], {
    stdio: "inherit",
    env: { ...process.env, BIND_HOST: "127.0.0.1", PORT: "8081", GIT_REPO_DIRECTORY: process.cwd() },
  }),
  // Only then may /admin's policy reach decap-server (server/security.js).
  spawn("npm", ["run", "dev"], { stdio: "inherit", env: { ...process.env, CMS_EDITOR_DIRECTORY: editor } }),
];
console.log("Content manager: http://localhost:5173/admin (the site itself: http://localhost:5173/)");

function stop() {
  for (const child of children) child.kill("SIGTERM");
}
for (const signal of /** @type {const} */ (["SIGINT", "SIGTERM"])) process.once(signal, stop);
for (const child of children)
  child.once("exit", (code) => {
    stop();
    process.exitCode = code ?? 0;
  });
