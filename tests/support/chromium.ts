/**
 * The Chromium the bench and the screenshots use, the browser a visitor runs: Debian's (apt-get
 * install chromium), headless in its new mode, unless CHROMIUM_PATH names another Chromium or Chrome.
 * Playwright's own browser downloads are never used.
 */
export const chromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/**
 * The Chromium the browser tests drive: Debian's headless shell of the same release (apt-get install
 * chromium-headless-shell), the build Playwright itself runs headless tests in; the same engine
 * without the full browser around it, which took 38 % less time over the whole browser suite
 * (docs/decisions/192-the-browser-tests-drive-the-headless-shell.md).
 */
export const testChromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium-headless-shell";

/**
 * The flags for either, the same for each: without the sandbox or the GPU, no first-run screens,
 * and none of the browser's own traffic (background requests, component updates, sync) nor QUIC.
 * Playwright starts its browsers headless itself; Lighthouse, which does not, adds the mode (bench).
 */
export const chromiumFlags = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
