import { describe, expect, it } from "vitest";
import { editorFindings, importedPackages, packageClosure } from "./editor-audit.ts";

/** A tree where the editor's package (a devDependency) needs a vulnerable one, twice at two versions. */
const lock = {
  packages: {
    "": {},
    "node_modules/decap-cms-app": { dependencies: { "markdown-kit": "^1", shared: "^2" } },
    "node_modules/markdown-kit": { dependencies: { shared: "^1" } },
    "node_modules/markdown-kit/node_modules/shared": {},
    "node_modules/shared": {},
    "node_modules/test-runner": { dependencies: { "runner-only": "^1" } },
    "node_modules/runner-only": {},
  },
};

describe("the audit of what the content manager ships", () => {
  it("names the packages cms/ imports, by package", () => {
    const source = `import CMS from "decap-cms-app";\nimport { createRoot } from "react-dom/client";\nimport x from "@emotion/react/jsx";\nimport y from "./local";\nimport z from "#app/lib/a.ts";\nimport fs from "node:fs";\nconst late = await import("markdown-kit");`;
    expect(importedPackages([source])).toEqual(["@emotion/react", "decap-cms-app", "markdown-kit", "react-dom"]);
  });

  it("keeps the findings in the editor's packages, nested copies included, and none of the test tools'", () => {
    const folders = packageClosure(lock, ["decap-cms-app"]);
    expect([...folders].sort()).toEqual([
      "node_modules/decap-cms-app",
      "node_modules/markdown-kit",
      "node_modules/markdown-kit/node_modules/shared",
      "node_modules/shared",
    ]);
    const finding = (name: string, nodes: string[]) => ({ name, severity: "high", nodes, via: [] });
    const audit = {
      vulnerabilities: {
        shared: finding("shared", ["node_modules/markdown-kit/node_modules/shared"]),
        "runner-only": finding("runner-only", ["node_modules/runner-only"]),
      },
    };
    expect(editorFindings(audit, folders).map(({ name }) => name)).toEqual(["shared"]);
  });
});
