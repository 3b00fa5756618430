import { execFileSync } from "node:child_process";
import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";

/**
 * `npm audit` over the packages the content manager is built from (record 167): they are
 * devDependencies, which `npm audit --omit=dev` skips, and a full audit drowns them among test tools.
 * It keeps the findings in the site's dependencies and the packages cms/ imports, with everything
 * they need (`npm query`), and fails on a high or critical one.
 */

const root = path.resolve(import.meta.dirname, "../..");

/** The packages imported by `sources`: "react-dom/client" -> "react-dom", "@emotion/react/x" -> "@emotion/react". */
export function importedPackages(sources: readonly string[]): string[] {
  const names = new Set<string>();
  for (const source of sources)
    for (const [, specifier = ""] of source.matchAll(/(?:from|import)\s*\(?\s*["']([^"'.#/][^"':]*)["']/g))
      names.add(
        specifier
          .split("/")
          .slice(0, specifier.startsWith("@") ? 2 : 1)
          .join("/"),
      );
  return [...names].sort();
}

/** npm's JSON answer, also when it exits 1 (npm audit does when it finds anything). */
function npm(...args: string[]): unknown {
  try {
    return JSON.parse(execFileSync("npm", args, { cwd: root, encoding: "utf8", maxBuffer: 64 * 1024 * 1024 }));
  } catch (error) {
    return JSON.parse((error as { stdout?: string }).stdout || "{}");
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  const sources = readdirSync(path.join(root, "cms"), { recursive: true, encoding: "utf8" })
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
    .map((file) => readFileSync(path.join(root, "cms", file), "utf8"));
  const roots = [":root > .prod", ...importedPackages(sources).map((name) => `#${name}`)];
  const query = npm("query", roots.flatMap((selector) => [selector, `${selector} *`]).join(", "));
  const folders = new Set((query as { location: string }[]).map(({ location }) => location));
  const audit = npm("audit", "--json") as {
    error?: unknown;
    vulnerabilities?: Record<string, { name: string; severity: string; nodes: string[]; via: unknown[] }>;
  };
  if (audit.error || !audit.vulnerabilities) throw new Error(`editor-audit: no report: ${JSON.stringify(audit)}`);
  const findings = Object.values(audit.vulnerabilities).filter(({ nodes }) => nodes.some((node) => folders.has(node)));
  for (const { name, severity, via } of findings)
    console.log(`${severity}: ${name} (${via.map((cause) => (cause as { url?: string }).url ?? cause).join(", ")})`);
  console.log(
    `editor-audit: ${folders.size} packages the content manager is built from, ${findings.length} with advisories`,
  );
  if (findings.some(({ severity }) => severity === "high" || severity === "critical")) process.exit(1);
}
