import { afterEach, describe, expect, it, vi } from 'vitest';
import { liftSplashOnTime, showChurchOnSplash } from './splash';

// As index.html draws it (shell/index.html).
const drawSplash = () => {
  document.body.innerHTML = `<div id="splash" data-lift-at="2500">
    <div class="splash-logo" data-logo-url="/logo.svg"><svg viewBox="0 0 96 96"><circle r="46" /></svg></div><p class="splash-branch">PIWC Asokwa</p><p class="splash-title">Pentecost International Worship Centre</p>
  </div>`;
};
const church = {
  branchName: 'PIWC Kumasi',
  fullTitle: 'Pentecost International Worship Centre, Kumasi',
  logoUrl: '/kumasi.svg',
};

/** The page as it is `atMs` after navigation start, when main.ts runs. */
const scriptsArriveAt = (atMs: number) => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'performance'] });
  vi.advanceTimersByTime(atMs);
  drawSplash();
  liftSplashOnTime();
};

afterEach(() => vi.useRealTimers());

describe('splash', () => {
  it('lifts at its time counted from navigation start, not from when the script ran', () => {
    scriptsArriveAt(900);
    vi.advanceTimersByTime(1599);
    expect(document.getElementById('splash')).not.toBeNull();
    vi.advanceTimersByTime(1);
    expect(document.getElementById('splash')).toBeNull();
  });

  it('lifts at once when the scripts arrive after its time', () => {
    scriptsArriveAt(4000);
    vi.advanceTimersByTime(0);
    expect(document.getElementById('splash')).toBeNull();
  });

  it('never lifts early, even when its timer fires a fraction of a millisecond before its time', () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    const now = vi.spyOn(performance, 'now').mockReturnValue(0);
    drawSplash();
    liftSplashOnTime();
    now.mockReturnValue(2499.7);
    vi.advanceTimersByTime(2500);
    expect(document.getElementById('splash')).not.toBeNull();
    now.mockReturnValue(2500.4);
    vi.advanceTimersByTime(1);
    expect(document.getElementById('splash')).toBeNull();
    now.mockRestore();
  });

  it('names the church as the deployed config does', () => {
    drawSplash();
    showChurchOnSplash(church);
    const splash = document.getElementById('splash')!;
    expect(splash.querySelector('.splash-branch')!.textContent).toBe('PIWC Kumasi');
    expect(splash.querySelector('.splash-title')!.textContent).toBe(church.fullTitle);
    expect(splash.querySelector('.splash-logo svg')).toBeNull();
    expect(splash.querySelector('.splash-logo img')!.getAttribute('src')).toBe('/kumasi.svg');
  });

  it('keeps the logo drawn inline when the deployed config names the same one', () => {
    drawSplash();
    showChurchOnSplash({ ...church, logoUrl: '/logo.svg' });
    const logo = document.querySelector('.splash-logo')!;
    expect(logo.querySelector('svg circle')).not.toBeNull();
    expect(logo.querySelector('img')).toBeNull();
  });
});
