// @ts-check
import { spawnSync } from "node:child_process";
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
});
