import { cpSync, existsSync, mkdtempSync, symlinkSync } from "node:fs";
import { execFileSync } from "node:child_process";
import { tmpdir } from "node:os";
import path from "node:path";

/** The name the content manager commits under, in the copies. */
export const gitIdentity = {
  GIT_AUTHOR_NAME: "Saffron Route staff",
  GIT_AUTHOR_EMAIL: "staff@example.com",
  GIT_COMMITTER_NAME: "Saffron Route staff",
  GIT_COMMITTER_EMAIL: "staff@example.com",
};

/**
 * A copy of the project's files in a new temporary folder: what git tracks, and new files it does
 * not ignore (so work not yet committed is copied too), sharing node_modules by a symbolic link.
 * Generated files (fonts, the build) are left out and made again by the copy's scripts; the image
 * pipeline's files are copied when there are some, as the cache they are (named by content hash,
 * made only when missing, removed when no picture needs them), so that a copy's build does not
 * encode every uploaded photograph again: the time a rebuild takes then no longer grows with them.
 * The copy is a git repository of its own, its files committed on `main`, as the content manager's
 * git host holds them; so a copy can itself be copied (the content manager's journey does, when the
 * whole suite runs in a copy).
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
  const pictures = path.join(root, "public/assets/img");
  if (existsSync(pictures)) cpSync(pictures, path.join(copy, "public/assets/img"), { recursive: true });
  symlinkSync(path.resolve(root, "node_modules"), path.join(copy, "node_modules"));
  commitAll(copy, "The site as it stands");
  return copy;
}

/** Commits every change in a copy (made by copyProject) under the staff's name. */
export function commitAll(copy: string, message: string): void {
  const git = (...args: string[]) =>
    execFileSync("git", args, { cwd: copy, env: { ...process.env, ...gitIdentity }, stdio: "ignore" });
  if (!existsSync(path.join(copy, ".git"))) git("init", "-q", "-b", "main");
  git("add", "-A");
  git("commit", "-q", "--allow-empty", "-m", message);
}
