import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { inlineScripts } from "#server/inline-scripts.js";
import { adminFolder } from "#server/security.js";

/**
 * The build refuses a page holding an inline script it did not write itself (server/inline-scripts.js
 * lists those it did: React Router's and the site's module loader), naming the page and the script's
 * opening. The policy would not run such a script anyway (it hashes only the known ones); failing
 * here says so before it goes live. The content manager's pages (admin/) have a policy without
 * inline scripts of their own and are left to it.
 */
export async function refuseUnknownInlineScripts(clientDirectory: string): Promise<void> {
  const entries = await readdir(clientDirectory, { recursive: true, withFileTypes: true });
  const pages = entries
    .filter((entry) => entry.isFile() && entry.name.endsWith(".html"))
    .map((entry) => path.relative(clientDirectory, path.join(entry.parentPath, entry.name)).split(path.sep).join("/"))
    .filter((file) => !file.startsWith(adminFolder))
    .sort();
  const problems: string[] = [];
  for (const file of pages) {
    const html = await readFile(path.join(clientDirectory, file), "utf8");
    for (const { body, known } of inlineScripts(html)) {
      if (!known)
        problems.push(`${file}: an inline script the build did not write: ${JSON.stringify(body.slice(0, 80))}`);
    }
  }
  if (problems.length > 0)
    throw new Error(
      `finish-build: ${problems.join("\n")}\nIf React Router or scripts/pipeline/defer-javascript.ts now writes it, add it to server/inline-scripts.js.`,
    );
}
