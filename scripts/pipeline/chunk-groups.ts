import path from "node:path";

/** What Rolldown's chunking tells a group's name function about the module graph. */
interface ModuleGraph {
  getModuleInfo(moduleId: string): { importedIds: readonly string[]; isEntry: boolean } | null;
}

const appModule = /[\\/]app[\\/]/;
const packageModule = /[\\/]node_modules[\\/]/;

const stylesheet = /\.css(\?|$)/;

/**
 * The modules the root route imports, directly or through others: every page loads the root's
 * chunk, and with it all of these, so they are one chunk ("shell") instead of one small chunk per
 * set of routes that also import them (an error view, the start-up hook, the e-mail link).
 * The site's stylesheet stays with the root's own chunk: in the shell, which the composer's
 * checks also import, it became a dependency of that late import, and Vite's preloading then
 * added the stylesheet to the page a second time, restyling and laying out the whole page at
 * the visitor's first answer (docs/decisions/142-scripts-after-the-content.md).
 */
function shellModules(graph: ModuleGraph, root: string): Set<string> {
  const found = new Set<string>();
  const visit = (id: string) => {
    for (const imported of graph.getModuleInfo(id)?.importedIds ?? []) {
      if (found.has(imported) || !appModule.test(imported) || stylesheet.test(imported)) continue;
      if (graph.getModuleInfo(imported)?.isEntry) continue;
      found.add(imported);
      visit(imported);
    }
  };
  visit(root);
  return found;
}

/**
 * The packages every page loads: those the root route or the client's entry import, directly or
 * through others (not through another route). A package only some pages import (zod, for the
 * composer's checks) stays with them instead of weighing on every page.
 */
function startUpPackages(graph: ModuleGraph, starts: readonly string[]): Set<string> {
  const found = new Set<string>();
  const seen = new Set<string>(starts);
  const visit = (id: string) => {
    for (const imported of graph.getModuleInfo(id)?.importedIds ?? []) {
      if (seen.has(imported)) continue;
      seen.add(imported);
      if (!packageModule.test(imported) && graph.getModuleInfo(imported)?.isEntry) continue;
      if (packageModule.test(imported)) found.add(imported);
      visit(imported);
    }
  };
  for (const start of starts) visit(start);
  return found;
}

/**
 * The index of every picture (app/generated/images.ts): it grows with each picture the agency
 * uploads, so it is a chunk of its own, which the byte budgets weigh per picture rather than as
 * code (docs/decisions/093-budgets-for-code-and-for-content.md).
 */
const pictureIndexModule = /[\\/]app[\\/]generated[\\/]images\.ts$/;

/**
 * The chunk groups of the pages' build (docs/decisions/142-scripts-after-the-content.md):
 * the packages every page loads in one chunk, the root's own modules in another, the picture index
 * in a third; Rolldown splits the rest by the routes that share it.
 */
export function chunkGroups(
  root: string = path.resolve("app/root.tsx"),
  clientEntry: string = path.resolve("app/entry.client.tsx"),
) {
  // Found once per chunking pass (the client's, the server's), whose module records stay the same.
  const shells = new WeakMap<object, Set<string>>();
  const shellOf = (graph: ModuleGraph): Set<string> => {
    const rootInfo = graph.getModuleInfo(root);
    if (!rootInfo) return new Set();
    if (!shells.has(rootInfo)) shells.set(rootInfo, shellModules(graph, root));
    return shells.get(rootInfo)!;
  };
  const packages = new WeakMap<object, Set<string>>();
  const packagesOf = (graph: ModuleGraph): Set<string> => {
    const rootInfo = graph.getModuleInfo(root);
    if (!rootInfo) return new Set();
    if (!packages.has(rootInfo)) packages.set(rootInfo, startUpPackages(graph, [root, clientEntry]));
    return packages.get(rootInfo)!;
  };
  return [
    {
      name: (id: string, graph: ModuleGraph) => (packagesOf(graph).has(id) ? "framework" : null),
      test: packageModule,
    },
    { name: (id: string, graph: ModuleGraph) => (shellOf(graph).has(id) ? "shell" : null), test: appModule },
    { name: "pictures", test: pictureIndexModule, priority: 1 },
  ];
}
