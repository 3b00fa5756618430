import { site } from "#app/data/site.ts";
import { contentRepository } from "#server/counts/report.js";

/**
 * Where the content manager lives, signs in and saves, from the environment (records 181 and 182). A
 * publish (PUBLISH=1, the workflow's production build) refuses to go on without the editor's
 * origin and the sign-in client's address: Decap would otherwise send staff to its default sign-in.
 */

/** An https origin of its own from the environment, not the public site's; undefined when not set. */
function ownOrigin(name: string, value: string | undefined): string | undefined {
  if (!value?.trim()) return undefined;
  const origin = URL.canParse(value.trim()) ? new URL(value.trim()).origin : "";
  if (!origin.startsWith("https://") || origin !== value.trim().replace(/\/+$/, "") || origin === site.origin)
    throw new Error(
      `${name} must be an https origin of its own, not the site's, such as https://admin.example.com (got ${value}).`,
    );
  return origin;
}

export const editorOrigin = (value: string | undefined) => ownOrigin("ADMIN_ORIGIN", value);

export function cmsSettings(environment: NodeJS.ProcessEnv = process.env) {
  const admin = editorOrigin(environment.ADMIN_ORIGIN);
  const authUrl = ownOrigin("CMS_AUTH_URL", environment.CMS_AUTH_URL);
  if (environment.PUBLISH === "1" && !(admin && authUrl))
    throw new Error(
      "A publish needs ADMIN_ORIGIN (the editor's origin) and CMS_AUTH_URL (the sign-in client's address): set both (docs/agency-setup.md).",
    );
  // An editor on its own origin is the production one: without the sign-in client, no one could sign in.
  if (admin && !authUrl)
    throw new Error("ADMIN_ORIGIN is set without CMS_AUTH_URL, the sign-in client's address (docs/agency-setup.md).");
  return {
    repo: contentRepository(environment),
    branch: environment.CMS_GITHUB_BRANCH?.trim() || "main",
    origin: site.origin,
    authUrl,
  };
}
