import { defineConfig } from "vitest/config";
import { buildDefines } from "./scripts/pipeline/build-defines.ts";

export default defineConfig({
  define: buildDefines,
  test: {
    include: [
      "app/**/*.test.{ts,tsx}",
      "cms/**/*.test.{ts,tsx}",
      "server/**/*.test.{js,ts}",
      "scripts/**/*.test.ts",
      "tests/*.test.ts",
      "art/**/*.test.ts",
    ],
    environment: "node",
    setupFiles: ["./tests/unit-setup.ts"],
    restoreMocks: true,
  },
});
