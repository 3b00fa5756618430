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

/** The static host's files, in Netlify's format (records 180 and 181), whose every answer carries its policy (167). */

const headerBlock = (pattern: string, headers: Record<string, string>) =>
  [pattern, ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`)].join("\n");

const notFoundPage = "404.html";

/** The public pages of a build: the content manager's have a policy without inline scripts. */
const pageFiles = async (clientDirectory: string) =>
  (await filesOf(clientDirectory)).filter((file) => file.endsWith(".html") && !file.startsWith(adminFolder));

/**
 * The policy's script hashes of every public page, by file, from the inline scripts the build marked
 * with its token, which then leaves each page; an inline script without it fails the build (record 169).
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

/** A page's policy in a <meta> of its document, for the 404 page sent at any address (167), frame-ancestors aside. */
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
 * `_headers`: Netlify gives an answer the headers of every rule its address matches, so each header
 * is given by one rule for any address (record 167); a page's Permissions-Policy comes after /*'s.
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

/** `_redirects`: a page's file named directly goes to its address, /admin to the editor's origin (180). */
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
