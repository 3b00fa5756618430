import { describe, expect, it } from "vitest";
import { cmsSettings, editorOrigin } from "./cms-settings.ts";

const editor = "https://admin.saffronroute.example";
const signIn = "https://sveltia-cms-auth.agency.workers.dev";

describe("the content manager's settings from the environment", () => {
  it("take the editor's origin and the sign-in client's address over https only", () => {
    expect(editorOrigin(`${editor}/`)).toBe(editor);
    expect(cmsSettings({ ADMIN_ORIGIN: editor, CMS_AUTH_URL: signIn }).authUrl).toBe(signIn);
    expect(() => editorOrigin("http://admin.saffronroute.example")).toThrow(/ADMIN_ORIGIN must be an https origin/);
    expect(() => cmsSettings({ ADMIN_ORIGIN: editor, CMS_AUTH_URL: "http://sign-in.example" })).toThrow(
      /CMS_AUTH_URL must be an https origin/,
    );
  });

  it("refuse a publish without either, and allow a build on this machine without both", () => {
    for (const settings of [{}, { ADMIN_ORIGIN: editor }, { CMS_AUTH_URL: signIn }, { ADMIN_ORIGIN: " " }])
      expect(() => cmsSettings({ PUBLISH: "1", ...settings }), JSON.stringify(settings)).toThrow(
        /A publish needs ADMIN_ORIGIN .* and CMS_AUTH_URL/,
      );
    expect(cmsSettings({ PUBLISH: "1", ADMIN_ORIGIN: editor, CMS_AUTH_URL: signIn }).authUrl).toBe(signIn);
    expect(cmsSettings({}).authUrl).toBeUndefined();
  });
});
