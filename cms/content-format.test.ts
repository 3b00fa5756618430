// @vitest-environment jsdom
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { frontmatterYAML } from "decap-cms-core/dist/esm/formats/frontmatter.js";
import { missingFrontmatter } from "#app/lib/content/frontmatter.ts";
import { cmsConfig } from "./config";
import { inContentManagerForm, isEditedFile, markdownFormat } from "./content-format";

/**
 * Every file of content/ in the form the content manager writes (cms/content-format.ts), bodies
 * included, so a save changes only what staff changed. With CONTENT_FORMAT_WRITE=1 (npm run
 * content:format) this rewrites the files instead of failing: Decap's Markdown serializer loads only
 * in a DOM, which this test has.
 */

const writing = process.env.CONTENT_FORMAT_WRITE === "1";

/** Every file of content/ the content manager edits. */
function contentFiles(): string[] {
  return readdirSync("content", { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(process.cwd(), path.join(entry.parentPath, entry.name)))
    .filter(isEditedFile);
}

let markdownForm: (markdown: string) => string;

beforeAll(async () => {
  const { markdownToSlate, slateToMarkdown } = await import("decap-cms-widget-markdown/dist/esm/serializers/index.js");
  const options = { voidCodeBlock: true, remarkPlugins: [] };
  markdownForm = (markdown) => slateToMarkdown(markdownToSlate(markdown, options), options);
}, 60_000);

describe("content files", () => {
  it("are all written as the content manager writes them, bodies included", { timeout: 120_000 }, () => {
    const files = contentFiles();
    expect(files.some((file) => file.startsWith("content/blog/"))).toBe(true);
    for (const file of files) {
      const text = readFileSync(file, "utf8");
      const form = inContentManagerForm(file, text, markdownForm);
      if (writing && form !== undefined && form !== text) {
        writeFileSync(file, form);
        console.log(`rewritten: ${file}`);
      } else if (!writing) expect(form, `${file}: run npm run content:format`).toBe(text);
    }
  });

  it("change by one line when staff change one field", () => {
    const file = contentFiles().find((name) => name.startsWith("content/blog/"))!;
    const text = readFileSync(file, "utf8");
    const format = frontmatterYAML();
    const saved = inContentManagerForm(file, format.toFile({ ...format.fromFile(text), author: "Someone Else" }))!;
    const before = text.split("\n");
    const changed = saved.split("\n").filter((line, index) => line !== before[index]);
    expect(changed).toEqual(["author: Someone Else"]);
  });
});

describe("a Markdown file in the content manager", () => {
  it("is not read when its front matter names a language, so none of it runs", () => {
    const ran = vi.fn();
    vi.stubGlobal("frontMatterRan", ran);
    for (const language of ["js", "javascript", "toml", "yaml"]) {
      const text = `---${language}\n(frontMatterRan(), { title: "Ran" })\n---\nBody.\n`;
      expect(markdownFormat.fromFile(text), language).toEqual({ title: `Not read: ${missingFrontmatter}` });
    }
    expect(ran).not.toHaveBeenCalled();
    vi.unstubAllGlobals();
  });

  it("is read by the project's reader in every collection, the policies included: a ---json file too is refused", async () => {
    const { fromJS } = await import("immutable");
    const { resolveFormat } = await import("decap-cms-core/dist/esm/formats/formats.js");
    const { registerCustomFormat } = await import("decap-cms-core/dist/esm/lib/registry.js");
    // As cms/main.tsx registers it.
    registerCustomFormat("frontmatter", "md", markdownFormat);
    const config = cmsConfig({ repo: "agency/website", branch: "main", origin: "https://www.example.com" });
    const markdownFiles = config.collections.flatMap((collection): { collection: object; file: string }[] =>
      "files" in collection
        ? collection.files.map(({ file }) => ({ collection, file }))
        : [{ collection, file: `${collection.folder}/entry.${collection.extension}` }],
    );
    const text = '---json\n{ "title": "Read" }\n---\nBody.\n';
    for (const { collection, file } of markdownFiles.filter(({ file }) => file.endsWith(".md")))
      expect(resolveFormat(fromJS(collection), { path: file }).fromFile(text), file).toEqual({
        title: `Not read: ${missingFrontmatter}`,
      });
  });

  it("is read as YAML when it opens with --- alone", () => {
    expect(markdownFormat.fromFile("---\ntitle: Sapa\n---\nBody.\n")).toEqual({ title: "Sapa", body: "Body.\n" });
  });
});
