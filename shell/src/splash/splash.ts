import type { ChurchDetails } from 'shared-ui';

const splashElement = () => document.getElementById('splash');

/**
 * index.html paints the splash with the page; this lifts it when its time is up, counted from navigation
 * start (performance.now), so it lifts on time however long the scripts took to arrive.
 */
export function liftSplashOnTime(): void {
  const splash = splashElement();
  if (!splash) return;
  const liftAt = Number(splash.dataset.liftAt);
  // A timer can fire a fraction of a millisecond early by performance.now(): then it waits out the rest.
  const lift = () => {
    const left = liftAt - performance.now();
    if (left > 0) setTimeout(lift, left);
    else splash.remove();
  };
  lift();
}

/** index.html names the church as the build's config did; the deployed config has the last word. */
export function showChurchOnSplash(church: ChurchDetails): void {
  const splash = splashElement();
  if (!splash) return;
  // The build's logo is drawn inline (scripts/build/splash-logo.ts); another one is shown as a picture.
  const logo = splash.querySelector<HTMLElement>('.splash-logo');
  if (logo && logo.dataset.logoUrl !== church.logoUrl) {
    const picture = document.createElement('img');
    picture.src = church.logoUrl;
    picture.alt = '';
    logo.replaceChildren(picture);
    logo.dataset.logoUrl = church.logoUrl;
  }
  for (const [selector, text] of [
    ['.splash-branch', church.branchName],
    ['.splash-title', church.fullTitle],
  ] as const) {
    const line = splash.querySelector(selector);
    if (line && line.textContent !== text) line.textContent = text;
  }
}
