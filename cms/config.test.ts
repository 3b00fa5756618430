import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { blogFrontmatterSchema } from "~/lib/content/blog-schema";
import { destinationGuideSchema } from "~/lib/content/destination-guide";
import { siteFactsSchema, teamSchema } from "~/lib/content/settings-schema";
import { cmsConfig, type CmsField } from "./config";

/**
 * The content manager's fields mirror the build's schemas: every field the build reads can be
 * edited, and the editor writes no field the build would reject as unknown.
 */

type Shape = string | { [field: string]: Shape } | [Shape];

/** What a zod schema describes, as nested field names ("value" for a plain value). */
function schemaShape(schema: z.ZodType): Shape {
  const def = (schema as unknown as { _zod: { def: Record<string, unknown> & { type: string } } })._zod.def;
  switch (def.type) {
    case "optional":
    case "default":
    case "nullable":
      return schemaShape(def.innerType as z.ZodType);
    case "pipe": {
      const input = def.in as z.ZodType;
      const inputType = (input as unknown as { _zod: { def: { type: string } } })._zod.def.type;
      return schemaShape(inputType === "transform" ? (def.out as z.ZodType) : input);
    }
    case "array":
      return [schemaShape(def.element as z.ZodType)];
    case "object":
      return Object.fromEntries(
        Object.entries(def.shape as Record<string, z.ZodType>).map(([name, field]) => [name, schemaShape(field)]),
      );
    default:
      return "value";
  }
}

/** The same for the content manager's fields. */
function fieldsShape(fields: readonly CmsField[]): Shape {
  return Object.fromEntries(fields.map((field) => [field.name, fieldShape(field)]));
}

function fieldShape(field: CmsField): Shape {
  if (field.widget === "list") {
    if (field.fields) return [fieldsShape(field.fields as CmsField[])];
    return [field.field ? fieldShape(field.field as CmsField) : "value"];
  }
  if (field.widget === "object") return fieldsShape(field.fields as CmsField[]);
  return "value";
}

const config = cmsConfig({ repo: "agency/website", branch: "main", origin: "https://www.example.com" });
const collection = (name: string) => config.collections.find((item) => item.name === name);
const fileFields = (collectionName: string, fileName: string) =>
  (collection(collectionName) as { files: { name: string; fields: CmsField[] }[] }).files.find(
    (file) => file.name === fileName,
  )?.fields ?? [];

describe("the content manager's fields", () => {
  it("are an article's frontmatter fields and its body", () => {
    const fields = (collection("articles") as { fields: CmsField[] }).fields;
    expect(fieldsShape(fields)).toEqual({ ...(schemaShape(blogFrontmatterSchema) as object), body: "value" });
  });

  it("are every field of the destination guides, nested lists included", () => {
    for (const slug of ["vietnam", "south-korea", "sri-lanka"]) {
      expect(fieldsShape(fileFields("guides", slug))).toEqual(schemaShape(destinationGuideSchema));
    }
  });

  it("are every business fact and every team field", () => {
    expect(fieldsShape(fileFields("settings", "site"))).toEqual(schemaShape(siteFactsSchema));
    expect(fieldsShape(fileFields("settings", "team"))).toEqual(schemaShape(teamSchema));
  });

  it("save to the repository and branch the build names, signing in through the site itself", () => {
    expect(config.backend).toEqual({
      name: "github",
      repo: "agency/website",
      branch: "main",
      base_url: "https://www.example.com",
      auth_endpoint: "oauth/auth",
    });
    expect(config.media_folder).toBe("content/images");
  });
});
