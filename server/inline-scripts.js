// @ts-check

/**
 * The inline scripts a page may carry are the ones the build marked (record 169): while it
 * prerenders, React Router writes a token of this build, made afresh each time, as the `nonce` of
 * every inline script it writes (<Scripts>, <ScrollRestoration>, <ServerRouter>), and the site's
 * module loader (scripts/pipeline/defer-javascript.ts) carries it too. The build hashes exactly
 * those for the page's policy and removes the token, so it never reaches a visitor. No framework
 * text is copied here: an upgrade that writes its scripts differently still marks them.
 */

/** The variable that carries the token from react-router.config.ts to the prerender and the build's last steps. */
export const inlineScriptTokenVariable = "INLINE_SCRIPT_TOKEN";

/** The running build's token; a build step that needs it and finds none is not part of a build. */
export function inlineScriptToken() {
  const token = process.env[inlineScriptTokenVariable];
  if (!token) throw new Error(`${inlineScriptTokenVariable} is not set: react-router.config.ts sets it for the build`);
  return token;
}

/** @param {string} token */
const nonceAttribute = (token) => ` nonce="${token}"`;

/** @param {string} text */
function isJsonObject(text) {
  try {
    const value = JSON.parse(text);
    return typeof value === "object" && value !== null && !Array.isArray(value);
  } catch {
    return false;
  }
}

/**
 * The inline scripts of a page, each with whether the build marked it. JSON-LD (a script whose own
 * `type` attribute says application/ld+json, not a `data-type` that merely ends alike) is data for
 * search engines: a browser never runs it, so it gets no hash (`data`), and it is known when it is
 * JSON, so markup that only looks like JSON-LD is refused like any other script.
 * @param {string} html
 * @param {string} token
 * @returns {{ body: string, known: boolean, data: boolean }[]}
 */
export function inlineScripts(html, token) {
  const scripts = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const attributes = match[1] ?? "";
    const body = match[2] ?? "";
    if (/(?:^|\s)src\s*=/i.test(attributes)) continue;
    const type = /(?:^|\s)type\s*=\s*["']?([^"'\s>]*)/i.exec(attributes)?.[1]?.toLowerCase() ?? "";
    if (type === "application/ld+json") scripts.push({ body, known: isJsonObject(body), data: true });
    else scripts.push({ body, known: attributes.includes(nonceAttribute(token)), data: false });
  }
  return scripts;
}

/**
 * The page as it is served: the token removed wherever the framework wrote it (its scripts and,
 * beside them, its module hints).
 * @param {string} html
 * @param {string} token
 */
export function withoutToken(html, token) {
  return html.replaceAll(nonceAttribute(token), "");
}
