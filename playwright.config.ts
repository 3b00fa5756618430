import { existsSync } from "node:fs";
import { defineConfig, devices, type ReporterDescription } from "@playwright/test";
import { chromiumFlags, testChromiumPath } from "./tests/support/chromium";

if (!existsSync(testChromiumPath)) {
  throw new Error(
    `No Chromium at ${testChromiumPath}. Install Debian's headless shell (sudo apt-get install -y chromium-headless-shell) or set CHROMIUM_PATH to a Chromium or Chrome binary.`,
  );
}

const port = Number(process.env.E2E_PORT ?? 4173);

const reporter: ReporterDescription[] = [["list"]];
if (!process.env.CI) reporter.push(["html", { open: "never", outputFolder: "playwright-report" }]);
// Each test's and each step's time, into that file (docs/benchmarks/187-test-time.md).
if (process.env.PLAYWRIGHT_JSON_OUTPUT_NAME) reporter.push(["json"]);

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  // A page visit keeps about half a core busy (Chromium, runner and server): three workers keep two
  // cores busier than two did (docs/decisions/187-the-test-command-in-five-minutes.md).
  workers: 3,
  reporter,
  use: {
    baseURL: `http://localhost:${port}`,
    serviceWorkers: "block",
    // A trace of every test cost 17 % of their time (record 187): use `--trace retain-on-failure`.
    trace: "off",
    launchOptions: {
      executablePath: testChromiumPath,
      args: chromiumFlags,
    },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 } } }],
  webServer: {
    // The Node server over the build, with /admin reaching decap-server (cms.spec.ts). It counts into
    // a store of the tests' own, kept between runs: the embedded store's first start takes seconds.
    command: `"${process.execPath}" server/start.js --no-build`,
    env: { PORT: String(port), CMS_LOCAL_BACKEND: "1", COUNTS_DATA_DIR: "node_modules/.cache/counts-e2e" },
    url: `http://localhost:${port}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 120_000,
  },
});
