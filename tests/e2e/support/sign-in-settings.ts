/**
 * The content editor's sign-in as the browser tests' server has it: a made-up OAuth app, and a git
 * host on a loopback port where nothing listens, so every route answers as configured and a code
 * exchange fails as when GitHub is unreachable (the journey with a working git host starts its
 * own server: cms-sign-in.spec.ts).
 */
export const signInSettings = {
  clientId: "e2e-client-id",
  clientSecret: "e2e-client-secret",
  gitHostUrl: "http://127.0.0.1:9",
};

/** The environment that turns sign-in on for `npm run serve` (server/start.js). */
export function signInEnvironment(siteOrigin: string): Record<string, string> {
  return {
    OAUTH_GITHUB_CLIENT_ID: signInSettings.clientId,
    OAUTH_GITHUB_CLIENT_SECRET: signInSettings.clientSecret,
    OAUTH_GITHUB_URL: signInSettings.gitHostUrl,
    SITE_ORIGIN: siteOrigin,
  };
}
