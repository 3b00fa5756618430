import { describe, expect, it } from "vitest";
import { chunkGroups } from "./chunk-groups";

/** A module graph as Rolldown's chunking describes it: each module's static imports, and the entries. */
function graphOf(imports: Record<string, string[]>, entries: string[]) {
  const infos = new Map(
    Object.entries(imports).map(([id, importedIds]) => [id, { importedIds, isEntry: entries.includes(id) }]),
  );
  return { getModuleInfo: (id: string) => infos.get(id) ?? null };
}

describe("the chunk groups of the pages", () => {
  const root = "/site/app/root.tsx";
  const graph = graphOf(
    {
      [root]: [
        "/site/app/styles/app.css",
        "/site/app/components/layout/footer.tsx",
        "/site/node_modules/react/index.js",
      ],
      "/site/app/styles/app.css": [],
      "/site/app/components/layout/footer.tsx": ["/site/app/components/ui/email-address.tsx"],
      "/site/app/components/ui/email-address.tsx": [],
      "/site/app/routes/contact.tsx": ["/site/app/components/ui/email-address.tsx", "/site/app/components/form.tsx"],
      "/site/app/components/form.tsx": ["/site/node_modules/zod/mini.js"],
      "/site/node_modules/react/index.js": [],
      "/site/node_modules/zod/mini.js": [],
    },
    [root, "/site/app/routes/contact.tsx"],
  );
  const [framework, shell, pictures] = chunkGroups(root);
  const shellName = shell!.name as (id: string, graph: ReturnType<typeof graphOf>) => string | null;

  it("puts the packages every page loads in the framework chunk, and a package only a page imports with that page", () => {
    const frameworkName = framework!.name as (id: string, graph: ReturnType<typeof graphOf>) => string | null;
    expect((framework!.test as RegExp).test("/site/app/root.tsx")).toBe(false);
    expect(frameworkName("/site/node_modules/react/index.js", graph)).toBe("framework");
    expect(frameworkName("/site/node_modules/zod/mini.js", graph)).toBeNull();
  });

  it("puts what the root imports, directly or not, in the shell, and what only a page imports in no group", () => {
    expect(shellName("/site/app/components/layout/footer.tsx", graph)).toBe("shell");
    expect(shellName("/site/app/components/ui/email-address.tsx", graph)).toBe("shell");
    expect(shellName("/site/app/components/form.tsx", graph)).toBeNull();
    expect(shellName("/site/app/routes/contact.tsx", graph)).toBeNull();
    expect(shellName(root, graph)).toBeNull();
  });

  it("leaves the site's stylesheet with the root's own chunk, so that a chunk a page imports later never adds it again", () => {
    expect(shellName("/site/app/styles/app.css", graph)).toBeNull();
  });

  it("gives the picture index a chunk of its own, which the byte budgets weigh per picture", () => {
    expect(pictures!.name).toBe("pictures");
    expect((pictures!.test as RegExp).test("/site/app/generated/images.ts")).toBe(true);
    expect((pictures!.test as RegExp).test("/site/app/components/ui/picture.tsx")).toBe(false);
    expect((pictures!.test as RegExp).test("/site/app/generated/settings/site.ts")).toBe(false);
  });
});
