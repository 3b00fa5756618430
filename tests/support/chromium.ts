/**
 * The Chromium that the browser tests and the screenshots drive: Debian's (apt-get install
 * chromium) unless CHROMIUM_PATH names another Chromium or Chrome, as for the bench
 * (scripts/bench/bench.ts). Playwright's own browser downloads are never used.
 */
export const chromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/**
 * Its command-line flags, the same for each: headless, without the sandbox or the GPU, no
 * first-run screens, and none of the browser's own traffic (background requests, component
 * updates, sync) nor QUIC.
 */
export const chromiumFlags = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
