#!/usr/bin/env node
// The e2e suites and benchmarks drive Debian's Chromium (browser downloads are not possible here).
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { CHROMIUM_PATH as chromium } from './lib/chromium.mjs';

if (!existsSync(chromium) && process.platform === 'linux' && process.getuid?.() === 0) {
  console.log("Chromium is missing: installing Debian's package…");
  execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', {
    stdio: 'inherit',
  });
}
if (existsSync(chromium)) {
  console.log(`Chromium: ${chromium}`);
} else {
  console.error(
    `No Chromium at ${chromium}. Install it (apt-get install chromium) or set CHROMIUM_PATH (or CHROME_PATH).`,
  );
  process.exit(1);
}
