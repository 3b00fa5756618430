import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { checkContent, checkSettings, contentRuleProblems } from "./content-checks";
import { renderSettingsModules } from "./settings-module";

/** A project folder holding a copy of content/settings and content/images, changed by `edit`. */
function projectWith(file: "site.json" | "team.json", edit: (data: Record<string, unknown>) => void): string {
  const root = mkdtempSync(path.join(tmpdir(), "saffron-settings-"));
  for (const folder of ["content/settings", "content/images"])
    cpSync(folder, path.join(root, folder), { recursive: true });
  const full = path.join(root, "content/settings", file);
  const data = JSON.parse(readFileSync(full, "utf8")) as Record<string, unknown>;
  edit(data);
  writeFileSync(full, JSON.stringify(data));
  return root;
}

describe("the settings files", () => {
  it("as written in content/settings pass their schema", () => {
    expect(checkSettings()).toEqual([]);
  });

  it("fail with the file and the field named when the phone number is not written as a number", () => {
    const root = projectWith("site.json", (data) => (data.phone = "call us"));
    expect(checkSettings(root)).toEqual([
      expect.stringMatching(
        /^content\/settings\/site\.json: field "phone": Write a plus, the country code and the number/,
      ),
    ]);
  });

  it("fail on a field the site does not know, and on an office without an address", () => {
    const root = projectWith("site.json", (data) => {
      data.fax = "+91 22 0000 0000";
      (data.offices as { address: string[] }[])[1]!.address = [];
    });
    const problems = checkSettings(root).join("\n");
    expect(problems).toMatch(/field "\(file\)": .*fax/);
    expect(problems).toMatch(/field "offices\.1\.address"/);
  });

  it("fail before any page is drawn when an office's point lies outside its country, naming the field", () => {
    const root = projectWith("site.json", (data) => {
      const office = (data.offices as { coordinates: { lat: number; lon: number } }[])[1]!;
      office.coordinates = { lat: office.coordinates.lon, lon: office.coordinates.lat };
    });
    expect(checkSettings(root)).toEqual([
      expect.stringMatching(/^content\/settings\/site\.json: field "offices\.1\.coordinates": lat .* lies (in|at sea)/),
    ]);
  });

  it("fail when a team portrait names no picture of content/images, saying who uses it", () => {
    const root = projectWith("team.json", (data) => {
      const [member] = data.members as { name: string; photo?: string }[];
      member!.photo = "content/images/nobody.jpg";
    });
    expect(checkSettings(root)).toEqual([]);
    expect(checkContent(root)).toEqual([
      expect.stringMatching(
        /^content\/images: there is no picture "nobody", yet the team \(content\/settings\/team\.json\) uses it\./,
      ),
    ]);
  });

  it("fail with the file named when it is not JSON", () => {
    const root = projectWith("site.json", () => undefined);
    writeFileSync(path.join(root, "content/settings/site.json"), "{ phone: ");
    expect(checkSettings(root)[0]).toMatch(/^content\/settings\/site\.json: not valid JSON/);
  });
});

describe("the settings module every reader imports", () => {
  it("holds the facts as their schema parses them, not as the file spells them", () => {
    const root = projectWith("site.json", (data) => (data.email = `  ${String(data.email)} `));
    const spelled = JSON.parse(readFileSync("content/settings/site.json", "utf8")) as { email: string };
    expect(renderSettingsModules(root)[0]?.text).toContain(`"email": "${spelled.email}",`);
  });

  it("is not written while a settings file is invalid: the error names the file and the field", () => {
    const root = projectWith("site.json", (data) => (data.phone = "call us"));
    expect(() => renderSettingsModules(root)).toThrow(/^content\/settings\/site\.json: field "phone"/);
  });
});

describe("the content rules, before anything is published", () => {
  it("hold for everything content/ holds", () => {
    expect(contentRuleProblems()).toEqual([]);
  });

  it("refuse an article that names a team where the agency has no office, naming the file and the field", () => {
    const root = projectWith("site.json", () => undefined);
    const [article] = readdirSync("content/blog").filter((name) => name.endsWith(".md"));
    const text = readFileSync(path.join("content/blog", article!), "utf8");
    mkdirSync(path.join(root, "content/blog"));
    writeFileSync(
      path.join(root, "content/blog", article!),
      `${text.trimEnd()}\n\nOur team in Bangkok knows every market stall.\n`,
    );
    expect(checkContent(root)).toEqual([
      expect.stringMatching(
        new RegExp(`^content/blog/${article!.replace(".", "\\.")}: field "body": "Bangkok" has no office of ours`),
      ),
    ]);
  });
});
