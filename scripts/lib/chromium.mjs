// Debian's Chromium drives the e2e suites and the benchmarks (browser downloads are not possible here).
// CHROMIUM_PATH, or chrome-launcher's own CHROME_PATH, points at another build.
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? process.env.CHROME_PATH ?? '/usr/bin/chromium';

/** Headless, as root in a container, and without the background traffic that would skew request accounting. */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
