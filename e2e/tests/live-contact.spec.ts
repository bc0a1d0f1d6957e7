import { expect, test, type Page, type Route } from '@playwright/test';
import { adminRows, unique } from './admin-support';

const FUNCTION_URL = '**/functions/v1/contact-notify';

/** Each way the office alert can fail, made real at the network or in the local API. */
const FAILURES: { kind: string; fail: (route: Route) => Promise<void>; says: RegExp }[] = [
  {
    kind: 'fetch (the request never reaches the server)',
    fail: (route) => route.abort('connectionrefused'),
    says: /could not reach our server/,
  },
  {
    kind: 'relay (the function crashes in the API)',
    fail: (route) =>
      route.continue({ headers: { ...route.request().headers(), 'x-local-function-fault': 'crash' } }),
    says: /message service had a problem/,
  },
  {
    kind: 'http (the function answers non-2xx)',
    // A body the function cannot match to a stored message: it refuses with 404.
    fail: (route) =>
      route.continue({
        postData: JSON.stringify({ ...route.request().postDataJSON(), message: 'never stored' }),
      }),
    says: /could not be e-mailed/,
  },
];

async function sendMessage(page: Page, email: string, message: string) {
  const field = (name: string) => page.getByRole('textbox', { name, exact: true });
  await field('Your name').fill('Kofi Live');
  await field('Email').fill(email);
  await field('Message').fill(message);
  await page.getByRole('button', { name: 'Send message' }).click();
}

test.describe('contact: the office alert', () => {
  test('a working alert mails the office (dev mailbox) and says sent', async ({ page }) => {
    await page.goto('/contact');
    const email = `${unique('ok').replace(/\W+/g, '-')}@example.com`;
    await sendMessage(page, email, 'Could someone call me about baptism classes?');
    await expect(page.getByRole('status')).toContainText('Thank you, your message has been sent');
    const mail = (await (
      await fetch(`${process.env.E2E_API_URL}/_dev/mailbox?email=office@piwc-asokwa.local`)
    ).json()) as {
      messages: { body: string }[];
    };
    expect(mail.messages.some((m) => m.body.includes(email))).toBe(true);
  });

  for (const { kind, fail, says } of FAILURES) {
    test(`${kind}: its own plain message, and the message is kept`, async ({ page }) => {
      await page.route(FUNCTION_URL, (route) =>
        route.request().method() === 'POST' ? fail(route) : route.continue(),
      );
      await page.goto('/contact');
      const email = `${unique('fail').replace(/\W+/g, '-')}@example.com`;
      await sendMessage(page, email, `Kept even though the alert failed: ${kind}`);
      const status = page.getByRole('status');
      await expect(status).toContainText('Thank you, your message is saved');
      await expect(status).toContainText(says);
      for (const other of FAILURES.filter((f) => f.says !== says))
        await expect(status).not.toContainText(other.says);
      expect(
        await adminRows('contact_messages', `select=message&email=eq.${encodeURIComponent(email)}`),
      ).toEqual([{ message: `Kept even though the alert failed: ${kind}` }]);
    });
  }
});
