import { execFileSync } from "node:child_process";
import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";

/**
 * `npm audit` over the packages the content manager is built from. /admin is bundled from
 * devDependencies (Decap and its editor), so `npm audit --omit=dev` never covers the code that runs
 * where an editor's GitHub token lives; a full audit drowns it among test tools. This audits the
 * whole tree and keeps what the editor's bundle can hold: the closure of the site's dependencies and
 * of every package cms/ imports. It fails on a high or critical finding (npm's --audit-level=high).
 */

const root = path.resolve(import.meta.dirname, "../..");

interface LockPackage {
  dependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
}
interface Lockfile {
  packages: Record<string, LockPackage>;
}
interface AuditFinding {
  name: string;
  severity: string;
  nodes: string[];
  via: (string | { title?: string; url?: string })[];
}

/** "react-dom/client" -> "react-dom", "@emotion/react/x" -> "@emotion/react"; undefined for a path or node: module. */
function packageName(specifier: string): string | undefined {
  if (/^(?:\.|\/|#|node:)/.test(specifier)) return undefined;
  const parts = specifier.split("/");
  return specifier.startsWith("@") ? parts.slice(0, 2).join("/") : parts[0];
}

/** The packages cms/ imports (its tests aside). */
export function importedPackages(sources: readonly string[]): string[] {
  const names = new Set<string>();
  for (const source of sources)
    for (const match of source.matchAll(/(?:from|import)\s*\(?\s*["']([^"']+)["']/g)) {
      const name = packageName(match[1] ?? "");
      if (name) names.add(name);
    }
  return [...names].sort();
}

/**
 * The folders (node_modules/…) of the packages `roots` need, resolved as Node resolves them: a
 * package's own node_modules first, then each folder above it.
 */
export function packageClosure(lock: Lockfile, roots: readonly string[]): Set<string> {
  const found = new Set<string>();
  const resolve = (from: string, name: string) => {
    for (let base = from; ; base = base.replace(/\/?node_modules\/(?:@[^/]+\/)?[^/]+$/, "")) {
      const candidate = `${base ? `${base}/` : ""}node_modules/${name}`;
      if (lock.packages[candidate]) return candidate;
      if (!base) return undefined;
    }
  };
  const visit = (folder: string | undefined) => {
    if (!folder || found.has(folder)) return;
    found.add(folder);
    const entry = lock.packages[folder] ?? {};
    for (const name of Object.keys({ ...entry.dependencies, ...entry.optionalDependencies, ...entry.peerDependencies }))
      visit(resolve(folder, name));
  };
  for (const name of roots) visit(resolve("", name));
  return found;
}

/** The audit's findings in those folders. */
export function editorFindings(
  audit: { vulnerabilities?: Record<string, AuditFinding> },
  folders: ReadonlySet<string>,
): AuditFinding[] {
  return Object.values(audit.vulnerabilities ?? {}).filter((finding) =>
    finding.nodes.some((node) => folders.has(node)),
  );
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  const read = (file: string) => readFileSync(path.join(root, file), "utf8");
  const lock = JSON.parse(read("package-lock.json")) as Lockfile;
  const sources = readdirSync(path.join(root, "cms"))
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
    .map((file) => read(path.join("cms", file)));
  const manifest = JSON.parse(read("package.json")) as { dependencies: Record<string, string> };
  const folders = packageClosure(lock, [...Object.keys(manifest.dependencies), ...importedPackages(sources)]);
  // npm audit exits 1 when it finds anything: its report is read either way.
  let report = "";
  try {
    report = execFileSync("npm", ["audit", "--json"], { cwd: root, encoding: "utf8", maxBuffer: 64 * 1024 * 1024 });
  } catch (error) {
    report = (error as { stdout?: string }).stdout ?? "";
  }
  const audit = JSON.parse(report) as { vulnerabilities?: Record<string, AuditFinding>; error?: unknown };
  if (audit.error) throw new Error(`editor-audit: npm audit gave no report: ${JSON.stringify(audit.error)}`);
  const findings = editorFindings(audit, folders);
  for (const { name, severity, via } of findings)
    console.log(
      `${severity}: ${name} (${via.map((cause) => (typeof cause === "string" ? cause : cause.url)).join(", ")})`,
    );
  console.log(
    `editor-audit: ${folders.size} packages the content manager is built from, ${findings.length} with advisories`,
  );
  if (findings.some(({ severity }) => severity === "high" || severity === "critical")) process.exit(1);
}
