// @ts-check
import { spawn, spawnSync } from "node:child_process";
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";

describe("the server's start", () => {
  it("warns on a Node older than the README names, and only then", () => {
    // No build to serve: the server stops at once, after what it says first.
    const started = spawnSync(process.execPath, ["server/start.js", "--no-build"], {
      env: { ...process.env, BUILD_DIR: "no-build-here" },
      encoding: "utf8",
    });
    expect(started.status).toBe(1);
    expect(started.stderr.includes("past its end of life")).toBe(Number.parseInt(process.versions.node, 10) < 22);
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
