import { ESLint } from "eslint";
import { beforeAll, describe, expect, it } from "vitest";

/**
 * The layer rules of eslint.config.js (docs/decisions/143-code-layers-and-imports.md), run on
 * one-line modules placed in each layer: every forbidden arrow fails the lint, and the allowed
 * arrows pass, whether the import is written with #app/ (package.json imports) or as a relative path.
 */

const eslint = new ESLint();

async function layerProblems(file: string, specifier: string): Promise<string[]> {
  const code = `import * as target from "${specifier}";\nexport const probe = target;\n`;
  const [result] = await eslint.lintText(code, { filePath: file });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === "boundaries/dependencies")
    .map((message) => message.message);
}

// ESLint reads its configuration and the TypeScript parser on the first file: seconds, once.
beforeAll(() => eslint.lintText("", { filePath: "app/utils/probe.ts" }), 60_000);

describe("the layers of app/", { timeout: 20_000 }, () => {
  it("let data import types, and types only, from lib (the schemas' types of the facts)", async () => {
    const lint = async (code: string) =>
      ((await eslint.lintText(code, { filePath: "app/data/probe.ts" }))[0]?.messages ?? []).filter(
        (message) => message.ruleId === "boundaries/dependencies",
      );
    const schema = "#app/lib/content/settings-schema.ts";
    expect(await lint(`import type { SiteFacts } from "${schema}";\nexport type Probe = SiteFacts;\n`)).toEqual([]);
    expect(
      await lint(`import { siteFactsSchema } from "${schema}";\nexport const probe = siteFactsSchema;\n`),
    ).toHaveLength(1);
  });

  it.each([
    ["ui", "may not", "business data", "app/components/ui/probe.tsx", "#app/data/site.ts"],
    ["ui", "may not", "business data, by a relative path", "app/components/ui/probe.tsx", "../../data/site"],
    ["ui", "may not", "another component", "app/components/ui/probe.tsx", "#app/components/home/hero-carousel.tsx"],
    ["components", "may not", "a route", "app/components/home/probe.tsx", "#app/routes/home.tsx"],
    ["lib", "may not", "a component", "app/lib/probe.ts", "#app/components/ui/button.tsx"],
    ["lib", "may not", "a route", "app/lib/probe.ts", "#app/routes/home.tsx"],
    ["data", "may not", "lib", "app/data/probe.ts", "#app/lib/links.ts"],
    ["data", "may not", "a component", "app/data/probe.ts", "#app/components/ui/icon.tsx"],
    ["data", "may not", "a route", "app/data/probe.ts", "../routes/home"],
    ["the image manifest", "may not", "data", "app/generated/probe.ts", "#app/data/site.ts"],
    ["utils", "may not", "data", "app/utils/probe.ts", "#app/data/site.ts"],
    ["utils", "may not", "lib", "app/utils/probe.ts", "#app/lib/links.ts"],
    [
      "a component",
      "may not",
      "the build-time fragments",
      "app/components/home/probe.tsx",
      "#app/fragments/build-fragments.server.tsx",
    ],
    [
      "the build-time fragments",
      "may",
      "a component",
      "app/fragments/probe.tsx",
      "#app/components/maps/map-with-places.tsx",
    ],
    ["a route", "may", "the build-time fragments", "app/routes/probe.tsx", "#app/fragments/build-fragments.server.tsx"],
    ["a route", "may", "a component", "app/routes/probe.tsx", "#app/components/home/hero-carousel.tsx"],
    ["a component", "may", "ui", "app/components/home/probe.tsx", "#app/components/ui/button.tsx"],
    ["ui", "may", "lib", "app/components/ui/probe.tsx", "#app/lib/links.ts"],
    ["ui", "may", "the image manifest", "app/components/ui/probe.tsx", "#app/generated/images.ts"],
    ["lib", "may", "data", "app/lib/probe.ts", "#app/data/site.ts"],
    ["data", "may", "utils", "app/data/probe.ts", "#app/utils/slug.ts"],
  ])("%s %s import %s", async (_layer, verdict, _target, file, specifier) => {
    const expected = verdict === "may" ? [] : [expect.stringMatching(/no policy allowing dependencies/)];
    expect(await layerProblems(file, specifier)).toEqual(expected);
  });
});
