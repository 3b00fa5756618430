import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { encodeDetails, incomingFolder, liveRelease, readRecords } from "./releases.js";

/** The publishing key's forced command, run as sshd runs it: the caller's command in SSH_ORIGINAL_COMMAND. */
function gate(deploy: string, command: string) {
  return spawnSync("sh", [path.resolve("deploy/ssh-gate.sh")], {
    env: {
      ...process.env,
      SSH_ORIGINAL_COMMAND: command,
      SAFFRON_DEPLOY: deploy,
      SAFFRON_RESTART: "true",
      // The copy installed beside the gate: this checkout's.
      SAFFRON_RELEASES: path.resolve("deploy/releases.js"),
    },
    encoding: "utf8",
  });
}

const id = "20260101T000000Z-abcdef012345";

/**
 * A deploy folder holding one release copied whole into incoming/, its packages installed, and a
 * releases.js of its own that would leave a mark if the gate ran it.
 */
function deployWithCopy(): string {
  const deploy = mkdtempSync(path.join(tmpdir(), "saffron-gate-"));
  const copy = incomingFolder(deploy, id);
  mkdirSync(path.join(copy, "node_modules"), { recursive: true });
  writeFileSync(path.join(copy, "package.json"), "{}");
  mkdirSync(path.join(copy, "deploy"));
  writeFileSync(
    path.join(copy, "deploy", "releases.js"),
    `require("node:fs").writeFileSync(${JSON.stringify(path.join(deploy, "pwned"))}, "");`,
  );
  return deploy;
}

describe("the publishing key on the server", () => {
  it.each([
    "bash -i",
    "sh -c 'cat ~/.ssh/authorized_keys'",
    `activate ../../outside`,
    `activate ${id}; rm -rf /`,
    `activate ${id} $(touch pwned)`,
    "refused not-base64!",
    "node -e 'process.exit()'",
    "",
  ])("refuses %j", (command) => {
    const deploy = deployWithCopy();
    const result = gate(deploy, command);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain("saffron-ssh-gate: refused");
    expect(liveRelease(deploy)).toBeUndefined();
    expect(existsSync(path.join(deploy, "pwned"))).toBe(false);
  });

  it("makes a copied release live with the server's own restart, and records refusals", () => {
    const deploy = deployWithCopy();
    const live = gate(deploy, `activate ${id} ${encodeDetails({ subject: "Update Articles “sapa”", seconds: 200 })}`);
    expect(live.stderr).toBe("");
    expect(live.status).toBe(0);
    expect(liveRelease(deploy)).toBe(id);
    // The work was done by the gate's own releases.js, not by the one that came with the copy.
    expect(existsSync(path.join(deploy, "pwned"))).toBe(false);
    expect(gate(deploy, `refused ${encodeDetails({ subject: "Later", reason: "A page check failed." })}`).status).toBe(
      0,
    );
    expect(readRecords(deploy).map(({ result, subject }) => [result, subject])).toEqual([
      ["refused", "Later"],
      ["live", "Update Articles “sapa”"],
    ]);
  });
});
