import { describe, expect, it } from "vitest";
import { importedPackages } from "./editor-audit.ts";

describe("the audit of what the content manager ships", () => {
  it("names the packages cms/ imports, by package", () => {
    const source = `import CMS from "decap-cms-app";\nimport { createRoot } from "react-dom/client";\nimport x from "@emotion/react/jsx";\nimport y from "./local";\nimport z from "#app/lib/a.ts";\nimport fs from "node:fs";\nconst late = await import("markdown-kit");`;
    expect(importedPackages([source])).toEqual(["@emotion/react", "decap-cms-app", "markdown-kit", "react-dom"]);
  });
});
