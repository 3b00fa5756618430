import path from "node:path";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { buildDefines } from "./scripts/pipeline/build-defines.ts";
import { contentPlugin } from "./scripts/pipeline/content-plugin.ts";

export default defineConfig({
  plugins: [contentPlugin(), tailwindcss(), reactRouter()],
  define: buildDefines,
  resolve: {
    alias: { "~": path.resolve("app") },
  },
  build: {
    // Never inline assets as data: URIs; the Content-Security-Policy allows files from self only.
    assetsInlineLimit: 0,
  },
});
