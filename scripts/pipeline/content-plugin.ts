import { utimesSync } from "node:fs";
import path from "node:path";
import type { Plugin } from "vite";
import { buildServer } from "#server/app.js";
import { checkContent } from "./content-checks.ts";
import { buildImages } from "./images/build-images.ts";
import { writeContentModules } from "./settings-module.ts";

/**
 * The content folder in Vite: the build fails on a problem content-checks.ts finds, and `npm run
 * dev` shows every edit of content/ on save, with the content manager at /admin for `npm run cms`.
 */

const root = path.resolve(import.meta.dirname, "../..");
const contentDirectory = path.join(root, "content");

export function contentPlugin(): Plugin {
  return {
    name: "saffron-content",
    buildStart() {
      const problems = checkContent();
      if (problems.length > 0) this.error(problems.join("\n"));
      writeContentModules();
    },
    async configureServer(server) {
      const editor = process.env.CMS_EDITOR_DIRECTORY;
      if (editor) {
        const admin = await buildServer({ root: editor, editor });
        await admin.ready();
        server.middlewares.use((request, response, next) =>
          /^\/admin(?:[/?]|$)/.test(request.url ?? "") ? admin.routing(request, response) : next(),
        );
      }
      server.watcher.add(contentDirectory);
      let images: Promise<unknown> = Promise.resolve();
      server.watcher.on("all", (event, file) => {
        if (!file.startsWith(contentDirectory + path.sep)) return;
        const relative = path.relative(contentDirectory, file);
        if (relative.startsWith(`images${path.sep}`)) {
          // The pipeline rewrites app/generated/images.ts, which Vite then reloads itself.
          images = images.then(() => buildImages()).catch((error: Error) => server.config.logger.error(error.message));
          return;
        }
        if (relative.startsWith(`settings${path.sep}`) || relative.startsWith(`destinations${path.sep}`)) {
          const problems = checkContent();
          if (problems.length > 0) {
            server.ws.send({ type: "error", err: { message: problems.join("\n"), stack: "" } });
            return;
          }
          writeContentModules();
        }
        // An entry added, deleted or renamed changes the routes (one per entry, record 140): touching
        // app/routes.ts makes React Router read them again.
        if (
          ["blog", "destinations", "trips"].some((folder) => relative.startsWith(folder + path.sep)) &&
          (event === "add" || event === "unlink")
        )
          utimesSync(path.join(root, "app/routes.ts"), new Date(), new Date());
        // Server-side modules cache what they read from content/: drop them and reload the page.
        server.moduleGraph.invalidateAll();
        server.ws.send({ type: "full-reload" });
      });
    },
  };
}
