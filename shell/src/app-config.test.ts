import { describe, expect, it } from 'vitest';
import { parseAppConfig } from './app-config';
import defaults from '../public/app-config.json';

describe('parseAppConfig', () => {
  it('accepts the committed local defaults', () => {
    const config = parseAppConfig(defaults);
    expect(config.church.branchName).toBe('PIWC Asokwa');
    expect(config.church.fullTitle).toBe('Pentecost International Worship Centre');
    expect(config.remotes.publicSite).toMatch(/mf-manifest\.json$/);
  });

  it('names every missing field instead of failing later', () => {
    expect(() => parseAppConfig({ church: {} })).toThrow(
      '/app-config.json is missing: supabaseUrl, supabaseAnonKey, remotes.publicSite, remotes.adminPortal, church.branchName, church.fullTitle',
    );
    expect(() => parseAppConfig(null)).toThrow(/missing/);
  });
});
