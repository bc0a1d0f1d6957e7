import { expect, test } from '@playwright/test';
import { PORTS, urlOf } from '../../fixtures/ports';
import { signInAsAdmin } from '../admin-support';
import { ADMIN_ROUTES, open, publicRoutes, watch } from './support';

test.describe('headers', () => {
  test('the shell sends a CSP naming only its own origin, the remotes and the Supabase URL, with no inline scripts', async ({
    request,
  }) => {
    const response = await request.get('/events');
    const headers = response.headers();
    const csp = headers['content-security-policy'] ?? '';
    const directive = (name: string) =>
      csp
        .split(';')
        .map((d) => d.trim())
        .find((d) => d.startsWith(`${name} `)) ?? '';
    const api = process.env.E2E_API_URL!;
    expect(directive('script-src').split(' ').slice(1).sort()).toEqual(
      ["'self'", urlOf(PORTS.publicSite), urlOf(PORTS.adminPortal)].sort(),
    );
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
    expect(directive('connect-src')).toContain(api);
    expect(directive('connect-src')).toContain(api.replace(/^http/, 'ws'));
    expect(directive('frame-ancestors')).toBe("frame-ancestors 'none'");
    expect(directive('object-src')).toBe("object-src 'none'");
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    // The built document carries no inline script the policy would have to allow.
    expect(await response.text()).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
    console.log(`CSP: ${csp}`);
  });

  test('scripts are sent without the policy (it governs documents only) but still as nosniff, cached for a year', async ({
    request,
  }) => {
    const html = await (await request.get('/')).text();
    const script = /<script[^>]*\bsrc="([^"]+\.js)"/.exec(html)?.[1];
    expect(script).toBeTruthy();
    const headers = (await request.get(script!)).headers();
    expect(headers['content-security-policy']).toBeUndefined();
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await request.get('/auth')).headers()['content-security-policy']).toContain(
      "frame-ancestors 'none'",
    );
  });

  test('no CSP violation on any public or admin route', async ({ page }) => {
    test.setTimeout(240_000);
    const incidents = await watch(page);
    const routes = await publicRoutes(page);
    for (const route of routes) await open(page, route);
    await signInAsAdmin(page);
    for (const route of ADMIN_ROUTES) await open(page, route);
    console.log(
      `${routes.length} public and ${ADMIN_ROUTES.length} admin routes under the CSP: ${incidents.csp.length} violations`,
    );
    expect(incidents.csp).toEqual([]);
  });
});
