import path from "node:path";

/** What Rolldown's chunking tells a group's name function about the module graph. */
interface ModuleGraph {
  getModuleInfo(moduleId: string): { importedIds: readonly string[]; isEntry: boolean } | null;
}

const appModule = /[\\/]app[\\/]/;
const packageModule = /[\\/]node_modules[\\/]/;

const stylesheet = /\.css(\?|$)/;

/**
 * The modules the root route imports, directly or through others: every page loads them, so they
 * are one chunk ("shell"). The stylesheet stays out: in the shell, which the composer's checks also
 * import late, Vite's preloading added it to the page a second time, laying out the page again (record 142).
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
 * The packages the root route or the client's entry import, not through another route: a package
 * only some pages import (zod, for the composer's checks) stays with them.
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

/** The picture index grows with each upload: a chunk of its own, budgeted per picture (record 093). */
const pictureIndexModule = /[\\/]app[\\/]generated[\\/]images\.ts$/;

/** The chunk groups of the pages' build (records 142 and 159); Rolldown splits the rest by route. */
export function chunkGroups(
  root: string = path.resolve("app/root.tsx"),
  clientEntry: string = path.resolve("app/entry.client.tsx"),
) {
  // Found once per chunking pass (the client's, the server's), whose module records stay the same.
  const oncePerPass = (find: (graph: ModuleGraph) => Set<string>) => {
    const found = new WeakMap<object, Set<string>>();
    return (graph: ModuleGraph): Set<string> => {
      const rootInfo = graph.getModuleInfo(root);
      if (!rootInfo) return new Set();
      if (!found.has(rootInfo)) found.set(rootInfo, find(graph));
      return found.get(rootInfo)!;
    };
  };
  const shellOf = oncePerPass((graph) => shellModules(graph, root));
  const packagesOf = oncePerPass((graph) => startUpPackages(graph, [root, clientEntry]));
  return [
    {
      name: (id: string, graph: ModuleGraph) => (packagesOf(graph).has(id) ? "framework" : null),
      debugName: "framework",
      test: packageModule,
    },
    {
      name: (id: string, graph: ModuleGraph) => (shellOf(graph).has(id) ? "shell" : null),
      debugName: "shell",
      test: appModule,
    },
    { name: "pictures", test: pictureIndexModule, priority: 1 },
  ];
}
