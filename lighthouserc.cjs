/** For `npm run bench` (scripts/bench/bench.ts), which passes the URLs and the CPU slowdown. */
module.exports = {
  ci: {
    collect: {
      numberOfRuns: 1,
      chromePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      settings: {
        // Lighthouse's defaults otherwise: a mobile device, simulated throttling.
        onlyCategories: ["performance"],
        // The certificate is made for the bench only. Every host but the bench's two addresses
        // resolves to nothing, so no run reaches the internet (the contact form's host included).
        chromeFlags: [
          "--no-sandbox --disable-gpu --disable-quic --ignore-certificate-errors",
          '--host-resolver-rules="MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE 127.0.0.2"',
        ].join(" "),
      },
    },
    assert: {
      // The pages, served on 127.0.0.1; the twins, on 127.0.0.2, are compared, not judged.
      assertMatrix: [
        {
          matchingUrlPattern: "^https?://127\\.0\\.0\\.1[:/]",
          assertions: { "categories:performance": ["error", { minScore: 0.98, aggregationMethod: "median" }] },
        },
      ],
    },
  },
};
