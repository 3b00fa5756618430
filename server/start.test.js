// @ts-check
import { spawn, spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";

describe("the server's start", () => {
  it("warns on a Node older than package.json's engines, and only then", () => {
    // No build to serve: the server stops at once, after what it says first.
    const started = spawnSync(process.execPath, ["server/start.js", "--no-build"], {
      env: { ...process.env, BUILD_DIR: "no-build-here" },
      encoding: "utf8",
    });
    expect(started.status).toBe(1);
    const oldest = JSON.parse(readFileSync("package.json", "utf8")).engines.node.replace(/^>=/, "");
    const [major = 0, minor = 0] = process.versions.node.split(".").map(Number);
    const [oldestMajor = 0, oldestMinor = 0] = oldest.split(".").map(Number);
    expect(started.stderr.includes(`older than the ${oldest} this site needs`)).toBe(
      major < oldestMajor || (major === oldestMajor && minor < oldestMinor),
    );
  });

  it("says in one line which port is busy and how to choose another", async () => {
    const build = await mkdtemp(path.join(tmpdir(), "saffron-start-"));
    await mkdir(path.join(build, "client"));
    await writeFile(path.join(build, "client", "index.html"), "<!doctype html><title>Home</title>");
    const taken = createServer();
    await new Promise((resolve) => taken.listen(0, "127.0.0.1", () => resolve(undefined)));
    const address = taken.address();
    const port = typeof address === "object" && address ? address.port : 0;
    try {
      const started = spawn(process.execPath, ["server/start.js", "--no-build"], {
        // BUILD_DIR is read from the project folder.
        env: { ...process.env, BUILD_DIR: path.relative(process.cwd(), build), PORT: String(port) },
      });
      let stderr = "";
      started.stderr.on("data", (chunk) => (stderr += chunk));
      const status = await new Promise((resolve) => started.on("close", resolve));
      expect(status).toBe(1);
      // What it says of this test's bare build (an old Node, no counts) is not about the port.
      const aboutTheBuild = (/** @type {string} */ line) =>
        line.includes("this site needs") || line.includes("predates the counts");
      const lines = stderr.split("\n").filter((line) => line && !aboutTheBuild(line));
      expect(lines).toEqual([
        `Port ${port} is already in use: stop what is serving there, or choose another port, e.g. PORT=${port + 1} npm start`,
      ]);
    } finally {
      taken.close();
      await rm(build, { recursive: true, force: true });
    }
  });

  it("listens on this machine alone when HOST is empty, as when it is unset", { timeout: 20_000 }, async () => {
    const build = await mkdtemp(path.join(tmpdir(), "saffron-start-"));
    await mkdir(path.join(build, "client"));
    await writeFile(path.join(build, "client", "index.html"), "<!doctype html><title>Home</title>");
    const server = spawn(process.execPath, ["server/start.js", "--no-build"], {
      env: { ...process.env, BUILD_DIR: path.relative(process.cwd(), build), HOST: "", PORT: "0" },
    });
    try {
      const said = await new Promise((resolve, reject) => {
        let output = "";
        server.stdout.on("data", (chunk) => {
          output += chunk;
          if (output.includes("served on")) resolve(output);
        });
        server.once("exit", () => reject(new Error(`the server stopped: ${output}`)));
      });
      expect(said).toContain("served on http://localhost:");
    } finally {
      server.kill();
      await rm(build, { recursive: true, force: true });
    }
  });
});
