import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createAppConfig, withServiceWorker } from '../rspack.base.ts';
import { SPLASH_LOGO_SIZE, splashLogoMarkup } from '../scripts/build/splash-logo.ts';
import { FAVICON_FILE, iconUrl, WebAppManifestPlugin } from '../scripts/build/web-app-manifest-plugin.ts';
import { SPLASH_DURATION_MS } from '../shared-ui/src/constants.ts';
import type { AppConfig } from '../shared-ui/src/config/app-config.ts';

// index.html draws the splash before any script has arrived, naming the church as the config shipped with
// this build does (main.ts corrects it should the deployed config say otherwise); the manifest names it so too.
const { church } = JSON.parse(
  readFileSync(path.join(__dirname, 'public/app-config.json'), 'utf8'),
) as AppConfig;
/** The church's blue: the splash, the browser's toolbar, and the installed app's splash and title bar. */
const THEME_COLOUR = '#0b3d91';

const host = createAppConfig({
  dir: __dirname,
  name: 'shell',
  port: 3000,
  html: {
    branchName: church.branchName,
    fullTitle: church.fullTitle,
    logoUrl: church.logoUrl,
    splashLogoSize: String(SPLASH_LOGO_SIZE),
    splashLogo: splashLogoMarkup(path.join(__dirname, 'public', church.logoUrl), church.logoUrl),
    faviconUrl: iconUrl(FAVICON_FILE),
    appleTouchIconUrl: iconUrl('apple-touch-icon.png'),
    splashDurationMs: String(SPLASH_DURATION_MS),
    themeColour: THEME_COLOUR,
  },
});
host.plugins!.push(
  new WebAppManifestPlugin({
    name: church.branchName,
    description: `${church.branchName} — ${church.fullTitle}. Services, events, sermons and news.`,
    themeColour: THEME_COLOUR,
    logo: `public${church.logoUrl}`,
  }),
);

export default withServiceWorker(host);
