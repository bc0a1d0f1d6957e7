import { expect, test, type Locator, type Page } from '@playwright/test';
import { openNewForm, signInAsAdmin } from '../admin-support';
import { CONTENT_MANAGERS } from '../content-managers';
import { ADMIN_ROUTES, open, publicRoutes, watch } from './support';

let n = 0;
/** Short (fits 80-character fields), each one numbered; any of them running sets window.__xss. */
const payloads = {
  text: () => `X${++n}<img src=x onerror="__xss=${n};alert(${n})">`,
  url: () => `https://x.example/${++n}"><svg/onload=alert(${n})>`,
  email: () => `x${++n}@example.com`,
};

/** Fills every text, textarea, url and email field of a form; returns how many. */
async function fillAll(form: Locator): Promise<number> {
  const fields = form.locator(
    'input[type="text"], input:not([type]), input[type="url"], input[type="email"], input[type="tel"], textarea',
  );
  const count = await fields.count();
  for (let i = 0; i < count; i++) {
    const field = fields.nth(i);
    if (!(await field.isEditable())) continue;
    const type = (await field.getAttribute('type')) ?? 'text';
    const value =
      type === 'url'
        ? payloads.url()
        : type === 'email'
          ? payloads.email()
          : type === 'tel'
            ? '+233 20 000 0000'
            : payloads.text();
    await field.fill(value);
  }
  return count;
}

async function injected(page: Page) {
  return page.evaluate(() => document.querySelectorAll('[onerror], [onload], svg > *[onload]').length);
}

test('XSS: payloads in every text field of every content type, typed into the admin UI, run nowhere', async ({
  page,
}) => {
  test.setTimeout(420_000);
  const incidents = await watch(page);
  let fields = 0;

  // A visitor's contact message, which admins read in the portal.
  await page.goto('/contact');
  await expect(page.getByRole('button', { name: 'Send message' })).toBeVisible({ timeout: 20_000 });
  fields += await fillAll(page.getByRole('main').locator('form'));
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill('xss@example.com');
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByRole('status')).toContainText('Thank you', { timeout: 20_000 });

  await signInAsAdmin(page);
  for (const m of CONTENT_MANAGERS) {
    await open(page, `/admin/${m.route}`);
    const form = await openNewForm(page, m.singular);
    await expect(form.getByRole('button', { name: `Create ${m.singular}` })).toBeVisible();
    fields += await fillAll(form);
    await m.fillRequired?.(form);
    await form.getByRole('button', { name: `Create ${m.singular}` }).click();
    await expect(form, `${m.route}: the form saved (no field refused the payload)`).toBeHidden({
      timeout: 20_000,
    });
  }

  const pages = [...ADMIN_ROUTES];
  for (const route of ADMIN_ROUTES) {
    await open(page, route, incidents);
    expect(await injected(page), route).toBe(0);
  }
  const publicPaths = await publicRoutes(page);
  for (const route of publicPaths) {
    await open(page, route, incidents);
    expect(await injected(page), route).toBe(0);
  }
  pages.push(...publicPaths);
  console.log(
    `${n} XSS payloads in ${fields} fields (${CONTENT_MANAGERS.length} content types + contact), ${pages.length} pages visited: ${incidents.scripts.length} scripts executed, ${incidents.csp.length} CSP reports`,
  );
  expect(incidents.scripts).toEqual([]);
  expect(incidents.csp).toEqual([]);
});
