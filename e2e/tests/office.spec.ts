import { expect, test, type Browser, type Page } from '@playwright/test';
import { adminRequest, adminRows, apiUrl, signInAsAdmin, tabTo, unique } from './admin-support';
import { contentChannelJoined, markDocument, stillSameDocument } from './live-support';

/** The office runs the site itself: the team, the inbox and the church's details (issue #22's journeys). */

test.describe('the office', () => {
  test('invites a volunteer: the mail arrives, they choose a password, an admin grants admin, they reach /admin', async ({
    page,
    browser,
  }) => {
    test.setTimeout(150_000);
    const email = `${unique('volunteer').replace(/\W+/g, '-')}@example.com`.toLowerCase();
    await signInAsAdmin(page, '', { at: '/admin/team' });
    const invite = page.getByRole('form', { name: 'Invite someone' });
    const address = invite.getByRole('textbox', { name: /E-mail address/ });
    await address.fill('not-an-address');
    await invite.getByRole('button', { name: 'Send invitation' }).click();
    await expect(invite.getByText('Enter an e-mail address like name@example.com.')).toBeVisible();
    await expect(address).toHaveValue('not-an-address');
    await address.fill(email);
    await invite.getByRole('button', { name: 'Send invitation' }).click();
    const row = page.getByRole('listitem').filter({ hasText: email });
    await expect(row.getByText('Invited', { exact: true })).toBeVisible();

    const volunteer = await acceptInvite(browser, email);
    await expect(volunteer.getByText('Verifying Admin Access...')).toBeVisible({ timeout: 20_000 });

    await page.reload();
    await expect(row.getByText('Active', { exact: true })).toBeVisible();
    await row.getByRole('button', { name: `Make admin: ${email}` }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Make admin' }).click();
    await expect(row.getByText('Administrator', { exact: true })).toBeVisible();

    await volunteer.goto('/admin');
    await expect(volunteer.getByTestId('admin-layout')).toBeVisible({ timeout: 20_000 });
    await volunteer.context().close();

    // Tidy up with the keyboard alone: the account goes, after a question.
    await tabTo(page, row.getByRole('button', { name: `Remove account of ${email}` }), 120);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('alertdialog');
    await tabTo(page, dialog.getByRole('button', { name: 'Remove account' }));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('listitem').filter({ hasText: email })).toHaveCount(0);
  });

  test('a message sent from /contact appears in the open inbox, is marked handled, then unhandled', async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000);
    await signInAsAdmin(page, '', { at: '/admin/messages?show=all' });
    await expect(page.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible();
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    const subject = unique('Choir rehearsal times');

    const visitor = await browser.newPage();
    await visitor.goto('/contact');
    await visitor.getByRole('textbox', { name: 'Your name', exact: true }).fill('Kwame Live');
    await visitor.getByRole('textbox', { name: 'Email', exact: true }).fill('kwame.live@example.com');
    await visitor.getByRole('textbox', { name: 'Phone', exact: true }).fill('024 111 2233');
    await visitor.getByRole('textbox', { name: 'Subject', exact: true }).fill(subject);
    await visitor
      .getByRole('textbox', { name: 'Message', exact: true })
      .fill('When does the choir rehearse?');
    await visitor.getByRole('button', { name: 'Send message' }).click();
    await expect(visitor.getByRole('status')).toContainText('Thank you');
    await visitor.close();

    // No reload: the open inbox shows it, in full, with ways to answer.
    const card = page.getByRole('article').filter({ hasText: subject });
    await expect(card).toBeVisible({ timeout: 15_000 });
    await expect(card.getByText('When does the choir rehearse?')).toBeVisible();
    await expect(card.getByRole('link', { name: /kwame.live@example.com/ })).toHaveAttribute(
      'href',
      /^mailto:kwame\.live@example\.com\?subject=Re%3A/,
    );
    await expect(card.getByRole('link', { name: /WhatsApp/ })).toHaveAttribute(
      'href',
      'https://wa.me/233241112233',
    );

    const handle = card.getByRole('button', { name: 'Mark handled: message from Kwame Live' });
    await tabTo(page, handle, 120);
    await page.keyboard.press('Enter');
    await expect(card.getByText(/^Handled/)).toBeVisible();
    await card.getByRole('button', { name: 'Mark unread: message from Kwame Live' }).click();
    await expect(card.getByText('Unread', { exact: true })).toBeVisible();
    const [stored] = await adminRows<{ handled: boolean; handled_at: string | null }>(
      'contact_messages',
      `subject=eq.${encodeURIComponent(subject)}&select=handled,handled_at`,
    );
    expect(stored).toEqual({ handled: false, handled_at: null });

    // Search finds it; delete asks first.
    await page.getByRole('searchbox', { name: 'Search messages' }).fill(subject);
    await expect(page.getByRole('article')).toHaveCount(1);
    await card.getByRole('button', { name: 'Delete the message from Kwame Live' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete message' }).click();
    await expect(page.getByText('No message matches')).toBeVisible();
  });

  test('keeps the church’s details: a number without its country code is refused and kept; a new phone, service time and WhatsApp number show in the footer, the home hero, /contact and /visit', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const [before] = await adminRows<{ service_times: unknown; whatsapp: string; phone: string }>(
      'church_settings',
      'select=service_times,whatsapp,phone',
    );
    const service = unique('Youth Service');
    try {
      await signInAsAdmin(page, '', { at: '/admin/settings' });
      await expect(page.getByRole('heading', { level: 1, name: 'Church details' })).toBeVisible();
      const whatsapp = page.getByRole('textbox', { name: 'WhatsApp number' });
      await expect(whatsapp).toHaveValue(before!.whatsapp);
      await whatsapp.fill('0244001234');
      await page.getByRole('button', { name: 'Add a service time' }).click();
      const added = page.getByRole('group', { name: 'Service time 5' });
      await added.getByRole('textbox', { name: /^Name/ }).fill(service);
      await added.getByLabel(/^Time/).fill('16:00');
      await page.getByRole('button', { name: 'Save church details' }).click();
      await expect(
        page.getByText('Enter the number with its country code, like +233 24 400 1234.'),
      ).toBeVisible();
      await expect(added.getByText('Choose at least one day.')).toBeVisible();
      await expect(whatsapp).toHaveValue('0244001234');
      await expect(added.getByRole('textbox', { name: /^Name/ })).toHaveValue(service);

      await whatsapp.fill('+233 24 555 0101');
      await page.getByRole('textbox', { name: 'Office phone' }).fill('+233 32 209 9999');
      await added.getByRole('checkbox', { name: 'Saturday' }).check();
      // The footer's preview follows the form before anything is saved.
      const preview = page.getByRole('region', { name: 'How the footer will look' });
      await expect(preview).toContainText(`${service} Saturdays, 4:00 pm`);
      await expect(preview).toContainText('+233 32 209 9999');
      await page.getByRole('button', { name: 'Save church details' }).click();
      await expect
        .poll(
          async () =>
            (await adminRows<{ whatsapp: string }>('church_settings', 'select=whatsapp'))[0]?.whatsapp,
        )
        .toBe('+233 24 555 0101');

      await page.goto('/visit');
      const times = page.getByRole('main').getByRole('region', { name: 'Service times' });
      await expect(times).toContainText(service);
      await expect(times).toContainText('Saturdays, 4:00 pm');
      await expect(
        page.getByRole('main').getByRole('link', { name: /WhatsApp \+233 24 555 0101/ }),
      ).toHaveAttribute('href', 'https://wa.me/233245550101');

      await page.goto('/');
      const hero = page.getByRole('main').getByRole('list', { name: 'Service times' });
      await expect(hero).toContainText(`${service} Saturdays, 4:00 pm`);
      const footer = page.getByRole('contentinfo');
      await expect(footer).toContainText(`${service} Saturdays, 4:00 pm`);
      await expect(footer.getByRole('link', { name: '+233 32 209 9999' })).toHaveAttribute(
        'href',
        'tel:+233322099999',
      );

      await page.goto('/contact');
      const findUs = page.getByRole('region', { name: 'Find us' });
      await expect(findUs).toContainText(`${service} Saturdays, 4:00 pm`);
      await expect(findUs.getByRole('link', { name: '+233 32 209 9999' })).toBeVisible();
    } finally {
      await adminRequest('rest/v1/church_settings?id=not.is.null', {
        method: 'PATCH',
        body: JSON.stringify(before),
      });
    }
  });
});

test('the “we are live now” switch shows a banner on an open home page and takes it away, without a reload', async ({
  page,
}) => {
  const setLive = (is_live: boolean) =>
    adminRequest('rest/v1/church_settings?id=not.is.null', {
      method: 'PATCH',
      body: JSON.stringify({ is_live }),
    });
  const [{ livestream_url }] = (await adminRows<{ livestream_url: string }>(
    'church_settings',
    'select=livestream_url',
  )) as [{ livestream_url: string }];
  const listening = contentChannelJoined(page);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await markDocument(page);
  await listening;
  const banner = page.getByRole('status').filter({ hasText: 'We are live now' });
  await expect(banner).toHaveCount(0);
  try {
    await setLive(true);
    await expect(banner).toBeVisible({ timeout: 10_000 });
    await expect(banner.getByRole('link', { name: /Watch the service/ })).toHaveAttribute(
      'href',
      livestream_url,
    );
  } finally {
    await setLive(false);
  }
  await expect(banner).toHaveCount(0, { timeout: 10_000 });
  expect(await stillSameDocument(page)).toBe(true);
});

/** Opens the invite e-mail's link in a browser of its own and chooses a password; returns that page. */
async function acceptInvite(browser: Browser, email: string): Promise<Page> {
  const mail = (await (
    await fetch(`${apiUrl()}/_dev/mailbox?email=${encodeURIComponent(email)}`)
  ).json()) as {
    messages: { subject: string; link: string }[];
  };
  const invite = mail.messages.at(-1)!;
  expect(invite.subject).toBe('You have been invited');
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(invite.link);
  await expect(page.getByRole('heading', { name: 'Welcome! Choose your password' })).toBeVisible({
    timeout: 20_000,
  });
  await page.getByLabel(/^New password/).fill('volunteer-password');
  await page.getByLabel(/^Confirm new password/).fill('volunteer-password');
  await page.getByRole('button', { name: 'Save new password' }).click();
  return page;
}
