import { ESLint } from "eslint";
import { beforeAll, describe, expect, it } from "vitest";

/**
 * The layer rules of eslint.config.js (docs/decisions/033-layers-enforced-by-the-linter.md), run on
 * one-line modules placed in each layer: every forbidden arrow fails the lint, and the allowed
 * arrows pass, whether the import is written with the ~ alias or as a relative path.
 */

const eslint = new ESLint();

async function layerProblems(file: string, specifier: string): Promise<string[]> {
  const code = `import * as target from "${specifier}";\nexport const probe = target;\n`;
  const [result] = await eslint.lintText(code, { filePath: file });
  return (result?.messages ?? []).filter((message) => message.ruleId === "boundaries/dependencies").map((message) => message.message);
}

// ESLint reads its configuration and the TypeScript parser on the first file: seconds, once.
beforeAll(() => eslint.lintText("", { filePath: "app/utils/probe.ts" }), 60_000);

describe("the layers of app/", { timeout: 20_000 }, () => {
  it.each([
    ["ui", "business data", "app/components/ui/probe.tsx", "~/data/site"],
    ["ui", "business data, by a relative path", "app/components/ui/probe.tsx", "../../data/site"],
    ["ui", "another component", "app/components/ui/probe.tsx", "~/components/home/welcome-section"],
    ["components", "a route", "app/components/home/probe.tsx", "~/routes/home"],
    ["lib", "a component", "app/lib/probe.ts", "~/components/ui/button"],
    ["lib", "a route", "app/lib/probe.ts", "~/routes/home"],
    ["data", "lib", "app/data/probe.ts", "~/lib/links"],
    ["data", "a component", "app/data/probe.ts", "~/components/ui/icon"],
    ["data", "a route", "app/data/probe.ts", "../routes/home"],
    ["the image manifest", "data", "app/generated/probe.ts", "~/data/site"],
    ["utils", "data", "app/utils/probe.ts", "~/data/site"],
    ["utils", "lib", "app/utils/probe.ts", "~/lib/links"],
  ])("%s may not import %s", async (_layer, _target, file, specifier) => {
    expect(await layerProblems(file, specifier)).toEqual([expect.stringMatching(/no policy allowing dependencies/)]);
  });

  it.each([
    ["a route", "a component", "app/routes/probe.tsx", "~/components/home/welcome-section"],
    ["a component", "ui", "app/components/home/probe.tsx", "~/components/ui/button"],
    ["ui", "lib", "app/components/ui/probe.tsx", "~/lib/links"],
    ["ui", "the image manifest", "app/components/ui/probe.tsx", "~/generated/images"],
    ["lib", "data", "app/lib/probe.ts", "~/data/site"],
    ["data", "utils", "app/data/probe.ts", "~/utils/slug"],
  ])("%s may import %s", async (_layer, _target, file, specifier) => {
    expect(await layerProblems(file, specifier)).toEqual([]);
  });
});
