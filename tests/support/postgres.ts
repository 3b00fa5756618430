import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";

/**
 * A throwaway PostgreSQL server for a test: Debian's (apt-get install postgresql, which .ci/install
 * does), a new cluster in a temporary folder, on a free loopback port, trusting local connections,
 * without fsync. As root (PostgreSQL refuses to run as root) it runs as the package's `postgres` user.
 */
export interface ThrowawayPostgres {
  url: string;
  stop: () => void;
}

/** The newest installed version's programs. */
function binaries(): string {
  const root = "/usr/lib/postgresql";
  const [newest] = (existsSync(root) ? readdirSync(root) : [])
    .filter((version) => existsSync(path.join(root, version, "bin/initdb")))
    .sort((a, b) => Number(b) - Number(a));
  if (!newest) throw new Error("No PostgreSQL here: run .ci/install (or apt-get install postgresql).");
  return path.join(root, newest, "bin");
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (typeof address !== "object" || !address) throw new Error("no free port");
  return address.port;
}

export async function startThrowawayPostgres(): Promise<ThrowawayPostgres> {
  const bin = binaries();
  const folder = mkdtempSync(path.join(tmpdir(), "counts-pg-"));
  const asRoot = process.getuid?.() === 0;
  if (asRoot) execFileSync("chown", ["postgres", folder]);
  const run = (tool: string, args: string[]) =>
    asRoot
      ? execFileSync("runuser", ["-u", "postgres", "--", path.join(bin, tool), ...args], { stdio: "pipe" })
      : execFileSync(path.join(bin, tool), args, { stdio: "pipe" });
  const data = path.join(folder, "data");
  run("initdb", ["-D", data, "-U", "postgres", "--auth=trust", "--encoding=UTF8", "--no-sync"]);
  const port = await freePort();
  const options = `-p ${port} -k ${folder} -c listen_addresses=127.0.0.1 -c fsync=off -c full_page_writes=off`;
  run("pg_ctl", ["start", "-D", data, "-w", "-l", path.join(folder, "log"), "-o", options]);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop() {
      try {
        run("pg_ctl", ["stop", "-D", data, "-m", "immediate", "-w"]);
      } finally {
        rmSync(folder, { recursive: true, force: true });
      }
    },
  };
}
