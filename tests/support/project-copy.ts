import { cpSync, existsSync, mkdtempSync, symlinkSync } from "node:fs";
import { execFileSync } from "node:child_process";
import { tmpdir } from "node:os";
import path from "node:path";

/**
 * A copy of the project's files in a new temporary folder: what git tracks, and new files it does
 * not ignore (so work not yet committed is copied too), sharing node_modules by a symbolic link.
 * Generated files (images, fonts, the build) are left out and made again by the copy's scripts.
 */
export function copyProject(prefix: string, root: string = process.cwd()): string {
  const copy = mkdtempSync(path.join(tmpdir(), prefix));
  const files = execFileSync("git", ["ls-files", "-z", "--cached", "--others", "--exclude-standard"], {
    cwd: root,
    encoding: "utf8",
  }).split("\0");
  for (const file of files) {
    // A file deleted in the work tree is still listed as tracked.
    if (file && existsSync(path.join(root, file))) cpSync(path.join(root, file), path.join(copy, file));
  }
  symlinkSync(path.resolve(root, "node_modules"), path.join(copy, "node_modules"));
  return copy;
}
