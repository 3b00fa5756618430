import { describe, expect, it } from "vitest";
import { z } from "zod";
import { edited, line, optional, picture } from "#app/lib/content/schema-kit.ts";
import { cmsConfig, type CmsField } from "./config";
import { fieldProblem } from "./checked-widgets";
import { entryProblems, entrySchemas } from "./entry-checks";
import { fieldsFromSchema } from "./schema-fields";

/**
 * The content manager's fields are generated from the build's schemas: a field's label, hint,
 * widget, limits and check come from the one schema, so the editor refuses at the field what the
 * build refuses, in the same words.
 */

const trip = z.strictObject({
  title: line(5, 20, { label: "Title", hint: "A short name." }),
  nights: edited(z.number().int().min(1).max(30), { label: "Nights" }),
  photo: optional(picture({ label: "Photo" })),
  stops: edited(
    z
      .array(z.strictObject({ town: line(2, 30, { label: "Town" }) }))
      .min(2)
      .max(5),
    {
      label: "Stops",
      summary: "{{fields.town}}",
    },
  ),
  pace: edited(z.enum(["slow", "brisk"]), { label: "Pace" }),
});

const [title, nights, photo, stops, pace] = fieldsFromSchema(trip, "fixture") as [
  CmsField,
  CmsField,
  CmsField,
  CmsField,
  CmsField,
];

describe("a field generated from a schema", () => {
  it("carries the schema's label, hint, widget and limits", () => {
    expect(title).toMatchObject({ name: "title", label: "Title", hint: "A short name.", widget: "string" });
    expect(nights).toMatchObject({ widget: "number", value_type: "int", min: 1, max: 30 });
    expect(photo).toMatchObject({ widget: "image", required: false, choose_url: false });
    expect(stops).toMatchObject({ widget: "list", min: 2, max: 5, summary: "{{fields.town}}" });
    expect(stops.fields).toMatchObject([{ name: "town", label: "Town", widget: "string" }]);
    expect(pace).toMatchObject({ widget: "select", options: ["slow", "brisk"] });
  });

  it("refuses at the field what the schema refuses, in the schema's words", () => {
    expect(fieldProblem(title.check as string, "A title far too long for it")).toBe(
      "Write at most 20 characters (this has 27).",
    );
    expect(fieldProblem(title.check as string, "Hue by boat")).toBeUndefined();
    expect(fieldProblem(nights.check as string, 45)).toBe("Use a number of at most 30.");
    expect(fieldProblem(photo.check as string, "/content/images/My Photo.JPG")).toMatch(/^Choose a picture/);
    // An empty optional field is the content manager's to judge (it may stay empty).
    expect(fieldProblem(photo.check as string, "")).toBeUndefined();
  });
});

describe("the whole-entry check before a save", () => {
  it("names the field of a rule between entries by its labels", () => {
    entrySchemas.set(
      "fixture",
      trip.superRefine((value, context) => {
        if (value.stops[0]?.town === value.stops[1]?.town)
          context.addIssue({ code: "custom", path: ["stops", 1, "town"], message: "Two stops in a row are one town." });
      }),
    );
    const entry = { title: "Hue by boat", nights: 3, stops: [{ town: "Hue" }, { town: "Hue" }], pace: "slow" };
    expect(entryProblems("fixture", entry)).toEqual(["Stops, number 2, Town: Two stops in a row are one town."]);
    expect(entryProblems("fixture", { ...entry, stops: [{ town: "Hue" }, { town: "Hoi An" }] })).toEqual([]);
  });
});

describe("the content manager's configuration", () => {
  const config = cmsConfig({ repo: "agency/website", branch: "main", origin: "https://www.example.com" });

  it("saves to the repository and branch the build names", () => {
    expect(config.backend).toEqual({ name: "github", repo: "agency/website", branch: "main", auth_endpoint: "auth" });
    expect(config.publish_mode).toBe("editorial_workflow");
    expect(config.media_folder).toBe("content/images");
  });

  it("names no file of a collection of files as a collection: a preview is registered under either name", () => {
    const collectionNames = config.collections.map(({ name }) => name);
    const fileNames = config.collections.flatMap((collection) =>
      ("files" in collection ? collection.files : []).map(({ name }) => name),
    );
    expect(fileNames.filter((name) => collectionNames.includes(name))).toEqual([]);
  });

  it("has no local backend unless the server of /admin gives one, and signs in through the sign-in client", () => {
    expect(config).not.toHaveProperty("local_backend");
    const editor = cmsConfig({
      repo: "agency/website",
      branch: "main",
      origin: "https://www.example.com",
      authUrl: "https://sign-in.example.workers.dev",
      localBackend: "http://localhost:8081/api/v1",
    });
    expect(editor.backend).toMatchObject({ base_url: "https://sign-in.example.workers.dev", auth_endpoint: "auth" });
    expect(editor.site_url).toBe("https://www.example.com");
    expect(editor).toMatchObject({ local_backend: { url: "http://localhost:8081/api/v1" } });
  });

  it("gives every field a label of its own and every value field a check, whatever the collection", () => {
    const all: CmsField[] = [];
    const walk = (fields: CmsField[]) =>
      fields.forEach((field) => {
        all.push(field);
        if (Array.isArray(field.fields)) walk(field.fields as CmsField[]);
        if (field.field) walk([field.field as CmsField]);
      });
    for (const collection of config.collections) {
      if ("fields" in collection && collection.fields) walk(collection.fields);
      if ("files" in collection && collection.files) for (const file of collection.files) walk(file.fields);
    }
    expect(all.length).toBeGreaterThan(100);
    for (const field of all) {
      expect(field.label, field.name).not.toBe("");
      const valueField = !["list", "object", "hidden", "article-body", "markdown"].includes(field.widget);
      if (valueField) expect(field.check, `${field.name} (${field.widget})`).toEqual(expect.any(String));
    }
  });
});
