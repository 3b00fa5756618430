import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { allowancesFor, pagePolicy } from "#app/lib/page-policies.ts";
import { filesOf } from "#server/app.js";
import { cacheControlFor } from "#server/cache-control.js";
import { inlineScripts, withoutToken } from "#server/inline-scripts.js";
import {
  adminFolder,
  headersForFile,
  inlineScriptHashes,
  pageAddress,
  permissionsPolicy,
  resourcePolicy,
  securityHeaders,
  workerPolicy,
} from "#server/security.js";

/**
 * The static host's files, in Netlify's format (record 160): build/client/_headers, whose page
 * policies the Node server reads too, build/client/_redirects, and the editor's site's own two files
 * (build/editor). Every answer the host gives carries the policy the Node server gives it
 * (docs/decisions/167-only-reviewed-code-deploys.md).
 */

const headerBlock = (pattern: string, headers: Record<string, string>) =>
  [pattern, ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`)].join("\n");

const notFoundPage = "404.html";

/** The public pages of a build: the content manager's have a policy without inline scripts. */
const pageFiles = async (clientDirectory: string) =>
  (await filesOf(clientDirectory)).filter((file) => file.endsWith(".html") && !file.startsWith(adminFolder));

/**
 * The policy's script hashes of every public page, by file, from the inline scripts the build marked
 * with its token (server/inline-scripts.js); the token then leaves each page. The build refuses a
 * page holding an inline script without the token, naming the page and the script's opening: the
 * policy would not run it anyway.
 */
export async function sealInlineScripts(clientDirectory: string, token: string): Promise<Map<string, string[]>> {
  const problems: string[] = [];
  const hashes = new Map<string, string[]>();
  for (const file of await pageFiles(clientDirectory)) {
    const html = await readFile(path.join(clientDirectory, file), "utf8");
    for (const { body, known } of inlineScripts(html, token)) {
      if (!known)
        problems.push(`${file}: an inline script the build did not write: ${JSON.stringify(body.slice(0, 80))}`);
    }
    hashes.set(file, inlineScriptHashes(html, token));
    await writeFile(path.join(clientDirectory, file), withoutToken(html, token));
  }
  if (problems.length > 0)
    throw new Error(
      `finish-build: ${problems.join("\n")}\nAn inline script runs only if the framework or the build wrote it with the build's nonce.`,
    );
  return hashes;
}

/** Files outside assets/ a browser opens as a document, able to run a script: each is given the resource policy. */
const documentTypes = /\.(?:svg|xml)$/;

/**
 * A page's policy in a <meta> at the head of its document, for an answer the static host gives it
 * under other addresses: its 404 page, sent for any unknown one, gets only the catch-all rule's
 * headers there. frame-ancestors has no effect in a <meta> (X-Frame-Options: DENY, sent on every
 * answer, stands for it).
 */
export function withPolicyInDocument(html: string, policy: string): string {
  const content = policy
    .split("; ")
    .filter((directive) => !directive.startsWith("frame-ancestors "))
    .join("; ");
  const meta = `<meta http-equiv="Content-Security-Policy" content="${content}"/>`;
  const charset = /<meta charset="[^"]*"\s*\/?>/i.exec(html);
  if (charset) return html.replace(charset[0], `${charset[0]}${meta}`);
  if (!/<head\b[^>]*>/i.test(html)) throw new Error("host-headers: a page without a <head> to hold its policy");
  return html.replace(/<head\b[^>]*>/i, (head) => `${head}${meta}`);
}

/**
 * `_headers`, in Netlify's format. Netlify gives an answer the headers of every rule its address
 * matches, so each header is given by one rule for any address (a policy never under /*):
 * - /* carries what every answer shares, Cross-Origin-Opener-Policy and the site's
 *   Permissions-Policy included;
 * - a page carries its Content-Security-Policy and Cache-Control, and its Permissions-Policy when it
 *   allows more (written after /*, which it replaces whether the host keeps the last value or joins
 *   them: a browser reads the last of a feature named twice);
 * - assets, the service worker and the files outside assets/ a browser opens as documents (SVG,
 *   XML) carry theirs;
 * - the 404 page, sent for any unknown address, carries its policy in its document too.
 */
export async function writeHostHeaders(clientDirectory: string, scriptHashes: Map<string, string[]>): Promise<void> {
  const pageBlocks: string[] = [];
  for (const file of await pageFiles(clientDirectory)) {
    const address = pageAddress(file);
    const html = await readFile(path.join(clientDirectory, file), "utf8");
    const policy = pagePolicy(address, scriptHashes.get(file) ?? []);
    const { permissions } = allowancesFor(address);
    pageBlocks.push(
      headerBlock(address, {
        "cache-control": cacheControlFor(file),
        "content-security-policy": policy,
        ...(permissions ? { "permissions-policy": permissionsPolicy(permissions) } : {}),
      }),
    );
    if (file === notFoundPage) await writeFile(path.join(clientDirectory, file), withPolicyInDocument(html, policy));
  }
  const fileBlock = (pattern: string, file: string, policy: string) =>
    headerBlock(pattern, { "cache-control": cacheControlFor(file), "content-security-policy": policy });
  const documents = (await filesOf(clientDirectory)).filter(
    (file) => documentTypes.test(file) && !file.startsWith("assets/"),
  );
  const blocks = [
    headerBlock("/*", securityHeaders),
    fileBlock("/assets/*", "assets/x", resourcePolicy),
    fileBlock("/sw.js", "sw.js", workerPolicy),
    ...documents.map((file) => fileBlock(`/${file}`, file, resourcePolicy)),
    ...pageBlocks,
  ];
  await writeFile(path.join(clientDirectory, "_headers"), `${blocks.join("\n\n")}\n`);
}

/** The editor's own site: the content manager at /admin/, where its root leads, its headers on every answer. */
export async function writeEditorHostFiles(editorDirectory: string): Promise<void> {
  const page = `${adminFolder}index.html`;
  const headers = { ...securityHeaders, ...headersForFile(page) };
  const blocks = [
    headerBlock("/*", headers),
    headerBlock(`/${adminFolder}assets/*`, { "cache-control": cacheControlFor("assets/x") }),
  ];
  await writeFile(path.join(editorDirectory, "_headers"), `${blocks.join("\n\n")}\n`);
  await writeFile(path.join(editorDirectory, "_redirects"), `/ /${adminFolder} 302\n`);
}

/**
 * `_redirects`: a page's file named directly ("/index.html", "/about/index.html") is sent to the
 * page's address, where its rules are (`_headers` names pages by address). With ADMIN_ORIGIN, /admin
 * goes to the editor's origin. `!` applies a rule even where a file exists, so that no file of
 * admin/ could ever be served here.
 */
export async function writeStaticHostRedirects(
  clientDirectory: string,
  editorOrigin: string | undefined,
): Promise<void> {
  const folder = adminFolder.replace(/\/$/, "");
  const pages = (await pageFiles(clientDirectory)).filter((file) => /(?:^|\/)index\.html$/.test(file));
  const rules = [
    "# Generated by scripts/pipeline/host-headers.ts.",
    ...pages.map((file) => `/${file} ${pageAddress(file)} 301!`),
    ...(editorOrigin
      ? [`/${folder} ${editorOrigin}/${folder}/ 301!`, `/${folder}/* ${editorOrigin}/${folder}/:splat 301!`]
      : []),
  ];
  await writeFile(path.join(clientDirectory, "_redirects"), `${rules.join("\n")}\n`);
}
