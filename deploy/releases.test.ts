import { existsSync, mkdirSync, mkdtempSync, readFileSync, readlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  activate,
  keptReleases,
  listReleases,
  liveRelease,
  main,
  readRecords,
  record,
  releaseId,
  rollback,
} from "./releases.js";

/** A deploy folder with releases whose index.html says which release it is. */
function deployWith(ids: string[]): string {
  const deploy = mkdtempSync(path.join(tmpdir(), "saffron-deploy-"));
  for (const id of ids) {
    mkdirSync(path.join(deploy, "releases", id, "build/client"), { recursive: true });
    writeFileSync(path.join(deploy, "releases", id, "build/client/index.html"), `release ${id}`);
  }
  return deploy;
}

const page = (deploy: string) => readFileSync(path.join(deploy, "current/build/client/index.html"), "utf8");

describe("a release", () => {
  it("goes live in one switch of the current link, and the releases beyond the kept ones go", () => {
    const ids = Array.from({ length: keptReleases + 2 }, (_, index) =>
      releaseId(new Date(Date.UTC(2026, 0, index + 1)), "abc"),
    );
    const deploy = deployWith(ids);
    activate(deploy, ids[0]!);
    expect(page(deploy)).toBe(`release ${ids[0]}`);
    activate(deploy, ids.at(-1)!);
    expect(page(deploy)).toBe(`release ${ids.at(-1)}`);
    expect(readlinkSync(path.join(deploy, "current"))).toBe(path.join("releases", ids.at(-1)!));
    expect(listReleases(deploy)).toEqual(ids.slice(-keptReleases));
  });

  it("is named by its time, so that the names sort in order", () => {
    expect(releaseId(new Date("2026-11-25T14:05:09.123Z"), "0123456789abcdef")).toBe("20261125T140509Z-0123456789ab");
  });

  it("can be rolled back to the one before, with one command", () => {
    const deploy = deployWith(["20260101T000000Z", "20260102T000000Z"]);
    activate(deploy, "20260102T000000Z");
    main(["rollback", deploy]);
    expect(liveRelease(deploy)).toBe("20260101T000000Z");
    expect(page(deploy)).toBe("release 20260101T000000Z");
    expect(readRecords(deploy)[0]).toMatchObject({
      kind: "rollback",
      result: "rolled back",
      release: "20260101T000000Z",
    });
    expect(() => rollback(deploy)).toThrowError(/no release before 20260101T000000Z/);
  });

  it("refuses to switch to a release that was never copied", () => {
    const deploy = deployWith([]);
    expect(() => activate(deploy, "20990101T000000Z")).toThrowError(/No release 20990101T000000Z/);
    expect(existsSync(path.join(deploy, "current"))).toBe(false);
  });
});

describe("the publishing status", () => {
  it("keeps the newest record first, and what a refusal said", () => {
    const deploy = deployWith(["20260101T000000Z"]);
    main(["activate", deploy, "20260101T000000Z", "--subject", "Update Articles “hoi-an”", "--seconds", "212"]);
    main([
      "refused",
      deploy,
      "--subject",
      "Update Articles “sapa”",
      "--reason",
      'content/blog/sapa.md: field "image": …',
    ]);
    const [refused, live] = readRecords(deploy);
    expect(refused).toMatchObject({
      kind: "publish",
      result: "refused",
      reason: 'content/blog/sapa.md: field "image": …',
    });
    expect(live).toMatchObject({ kind: "publish", result: "live", seconds: 212, release: "20260101T000000Z" });
  });

  it("keeps a bounded history", () => {
    const deploy = deployWith([]);
    for (let index = 0; index < 40; index += 1)
      record(deploy, { at: new Date().toISOString(), kind: "check", result: "passed", subject: `entry ${index}` });
    const records = readRecords(deploy);
    expect(records.length).toBeLessThan(40);
    expect(records[0]?.subject).toBe("entry 39");
  });
});
