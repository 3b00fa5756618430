import { spawn } from "node:child_process";
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, readlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  activate,
  encodeDetails,
  incomingFolder,
  keptReleases,
  listReleases,
  liveRelease,
  main,
  readRecords,
  record,
  releaseId,
  rollback,
} from "./releases.js";

/** A deploy folder with releases copied into incoming/, each with an index.html that says which it is. */
function deployWith(ids: string[]): string {
  const deploy = mkdtempSync(path.join(tmpdir(), "saffron-deploy-"));
  for (const id of ids) copyRelease(deploy, id);
  return deploy;
}

function copyRelease(deploy: string, id: string) {
  mkdirSync(path.join(incomingFolder(deploy, id), "build/client"), { recursive: true });
  writeFileSync(path.join(incomingFolder(deploy, id), "build/client/index.html"), `release ${id}`);
}

const page = (deploy: string) => readFileSync(path.join(deploy, "current/build/client/index.html"), "utf8");
const id = (day: number) => releaseId(new Date(Date.UTC(2026, 0, day)), "abcdef0");

describe("a release", () => {
  it("goes live in one switch of the current link, and the releases beyond the kept ones go", () => {
    const ids = Array.from({ length: keptReleases + 2 }, (_, index) => id(index + 1));
    const deploy = deployWith(ids);
    for (const each of ids) activate(deploy, each);
    expect(page(deploy)).toBe(`release ${ids.at(-1)}`);
    expect(readlinkSync(path.join(deploy, "current"))).toBe(path.join("releases", ids.at(-1)!));
    expect(listReleases(deploy)).toEqual(ids.slice(-keptReleases));
    expect(existsSync(path.join(deploy, "incoming", ids[0]!))).toBe(false);
  });

  it("is named by its time, so that the names sort in order", () => {
    expect(releaseId(new Date("2026-11-25T14:05:09.123Z"), "0123456789abcdef")).toBe("20261125T140509Z-0123456789ab");
  });

  it("never appears among the releases while it is being copied, so a failed copy is never switched to", () => {
    const deploy = deployWith([id(1)]);
    activate(deploy, id(1));
    // The copy of the next one stops half-way (the connection drops): it stays in incoming/.
    mkdirSync(incomingFolder(deploy, id(2)), { recursive: true });
    expect(listReleases(deploy)).toEqual([id(1)]);
    expect(liveRelease(deploy)).toBe(id(1));
    expect(() => rollback(deploy)).toThrowError(/no release before/);
  });

  it("is recorded live only once the restart succeeded; a failed restart switches back and says so", () => {
    const deploy = deployWith([id(1), id(2)]);
    activate(deploy, id(1), { restart: "true" });
    expect(() => activate(deploy, id(2), { restart: `test "$(readlink current)" != releases/${id(2)}` })).toThrowError(
      /did not restart with release/,
    );
    expect(liveRelease(deploy)).toBe(id(1));
    const [refused, live] = readRecords(deploy);
    expect(refused).toMatchObject({ result: "refused", release: id(2) });
    expect(live).toMatchObject({ result: "live", release: id(1) });
  });

  it("rolls back past a release that never went live, to the one before that was", () => {
    const deploy = deployWith([id(1), id(2), id(3)]);
    activate(deploy, id(1));
    // Release 2 was copied whole, but its server would not start.
    expect(() => activate(deploy, id(2), { restart: "false" })).toThrowError(/did not restart/);
    activate(deploy, id(3));
    main(["rollback", deploy]);
    expect(liveRelease(deploy)).toBe(id(1));
    expect(page(deploy)).toBe(`release ${id(1)}`);
    expect(readRecords(deploy)[0]).toMatchObject({ kind: "rollback", result: "rolled back", release: id(1) });
    expect(() => rollback(deploy)).toThrowError(/no release before .* that was live/);
  });

  it("never rolls back to a release an earlier rollback withdrew", () => {
    const deploy = deployWith([id(1), id(2), id(3)]);
    activate(deploy, id(1));
    activate(deploy, id(2));
    // Release 2 was wrong: rolled back to 1; then 3 was published, and is rolled back in turn.
    expect(rollback(deploy)).toBe(id(1));
    activate(deploy, id(3));
    expect(rollback(deploy)).toBe(id(1));
    expect(readRecords(deploy)[0]).toMatchObject({ kind: "rollback", release: id(1), withdrawn: id(3) });
  });

  it.each(["../../outside", "20260101T000000Z/../../x", "current", "", "20260101T000000Z-ABC"])(
    "refuses %j as a release id, and the live release stays",
    (bad) => {
      const deploy = deployWith([id(1)]);
      activate(deploy, id(1));
      mkdirSync(path.join(deploy, "outside"), { recursive: true });
      expect(() => activate(deploy, bad)).toThrowError(/is not a release id/);
      expect(() => main(["activate", deploy, bad])).toThrowError(/is not a release id/);
      expect(liveRelease(deploy)).toBe(id(1));
    },
  );

  it("refuses to switch to a release that was never copied", () => {
    const deploy = deployWith([]);
    expect(() => activate(deploy, "20990101T000000Z")).toThrowError(/No release 20990101T000000Z/);
    expect(existsSync(path.join(deploy, "current"))).toBe(false);
  });
});

/** Runs `count` records from a process of its own, resolving when it exits. */
function recordFromAnotherProcess(deploy: string, name: string, count: number): Promise<number | null> {
  const script = `import { record } from ${JSON.stringify(path.resolve("deploy/releases.js"))};
for (let index = 0; index < ${count}; index += 1)
  record(${JSON.stringify(deploy)}, { at: new Date().toISOString(), kind: "publish", result: "refused", subject: "${name} " + index });`;
  const child = spawn(process.execPath, ["--input-type=module", "-e", script], { stdio: "inherit" });
  return new Promise((resolve) => child.on("exit", resolve));
}

describe("the publishing status", () => {
  it("keeps the newest record first, and what a refusal said", () => {
    const deploy = deployWith([id(1)]);
    main([
      "activate",
      deploy,
      id(1),
      "--details",
      encodeDetails({ subject: "Update Articles “hoi-an”", seconds: 212 }),
    ]);
    main([
      "refused",
      deploy,
      "--details",
      encodeDetails({ subject: "Update Articles “sapa”", reason: 'content/blog/sapa.md: field "image": …' }),
    ]);
    const [refused, live] = readRecords(deploy);
    expect(refused).toMatchObject({
      kind: "publish",
      result: "refused",
      reason: 'content/blog/sapa.md: field "image": …',
    });
    expect(live).toMatchObject({ kind: "publish", result: "live", seconds: 212, release: id(1) });
  });

  it("names no draft: checks of entries awaiting publication, written by older versions, are left out", () => {
    const deploy = deployWith([]);
    mkdirSync(path.join(deploy, "status"));
    const draft = { at: "2026-01-01T00:00:00Z", kind: "check", result: "passed", subject: "Create Articles “x”" };
    const published = {
      at: "2026-01-01T00:00:00Z",
      kind: "publish",
      result: "live",
      subject: "Update",
      branch: "main",
    };
    writeFileSync(path.join(deploy, "status/publishing.json"), JSON.stringify({ records: [draft, published] }));
    record(deploy, { at: new Date().toISOString(), kind: "publish", result: "refused", subject: "Later" });
    const file = readFileSync(path.join(deploy, "status/publishing.json"), "utf8");
    expect(file).not.toMatch(/Create Articles|"check"|"branch"/);
    expect(readRecords(deploy).map((entry) => entry.subject)).toEqual(["Later", "Update"]);
  });

  it("keeps a bounded history", () => {
    const deploy = deployWith([]);
    for (let index = 0; index < 40; index += 1)
      record(deploy, { at: new Date().toISOString(), kind: "publish", result: "refused", subject: `entry ${index}` });
    const records = readRecords(deploy);
    expect(records.length).toBeLessThan(40);
    expect(records[0]?.subject).toBe("entry 39");
  });

  it("keeps every record when two processes write at once", async () => {
    const deploy = deployWith([]);
    const exits = await Promise.all([
      recordFromAnotherProcess(deploy, "first", 12),
      recordFromAnotherProcess(deploy, "second", 12),
    ]);
    expect(exits).toEqual([0, 0]);
    const subjects = readRecords(deploy).map((entry) => entry.subject);
    expect(subjects).toHaveLength(24);
    for (const name of ["first", "second"])
      expect(subjects.filter((subject) => subject.startsWith(name))).toHaveLength(12);
  });

  it("is written by a release copied from this checkout, run as the server runs it", () => {
    const deploy = deployWith([]);
    const release = incomingFolder(deploy, id(1));
    cpSync("deploy", path.join(release, "deploy"), { recursive: true });
    mkdirSync(path.join(release, "node_modules"));
    main(["activate", deploy, id(1)]);
    expect(existsSync(path.join(deploy, "current/deploy/releases.js"))).toBe(true);
  });
});
