import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createAppConfig, withServiceWorker } from '../rspack.base.ts';
import { SPLASH_DURATION_MS } from '../shared-ui/src/constants.ts';
import type { AppConfig } from '../shared-ui/src/config/app-config.ts';

// index.html draws the splash before any script has arrived, naming the church as the config shipped with
// this build does (main.ts corrects it should the deployed config say otherwise).
const { church } = JSON.parse(
  readFileSync(path.join(__dirname, 'public/app-config.json'), 'utf8'),
) as AppConfig;

export default withServiceWorker(
  createAppConfig({
    dir: __dirname,
    name: 'shell',
    port: 3000,
    html: {
      branchName: church.branchName,
      fullTitle: church.fullTitle,
      logoUrl: church.logoUrl,
      splashDurationMs: String(SPLASH_DURATION_MS),
    },
  }),
);
