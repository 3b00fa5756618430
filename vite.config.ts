import path from "node:path";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { contentPlugin } from "./scripts/pipeline/content-plugin.ts";

/** Build-time settings shared by the prerendered HTML and the browser bundle (app/env.d.ts). */
export const buildDefines = {
  __SITE_ORIGIN__: JSON.stringify(process.env.SITE_ORIGIN ?? ""),
  __TALLY_FORM_ID__: process.env.TALLY_FORM_ID === undefined ? "undefined" : JSON.stringify(process.env.TALLY_FORM_ID),
};

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
