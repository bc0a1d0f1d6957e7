import { expect, test, type Page } from '@playwright/test';
import { h1, onePageForAll, serviceRest, visit } from '../fixtures/public-site';

/**
 * The contact form as a visitor fills it in: the church's details beside it, what it rejects, and what it stores.
 */

test.describe('contact form', () => {
  let page: Page;
  onePageForAll(
    (opened) => (page = opened),
    (opened) => visit(opened, '/contact'),
  );

  const field = (name: string) => page.getByRole('textbox', { name, exact: true });

  test('shows the church details the office keeps (the settings row)', async () => {
    await expect(h1(page)).toHaveText('Contact us');
    const details = page.getByRole('region', { name: 'Find us' });
    await expect(details).toContainText('Asokwa, Kumasi');
    const [church] = await serviceRest<{ phone: string; whatsapp: string }[]>(
      'church_settings?select=phone,whatsapp',
    );
    await expect(details.getByRole('link', { name: church!.phone, exact: true })).toHaveAttribute(
      'href',
      `tel:${church!.phone.replaceAll(' ', '')}`,
    );
    // WhatsApp, where a Ghanaian visitor most often writes first: a chat with the office's number.
    await expect(
      details.getByRole('link', { name: `${church!.whatsapp} (opens in a new tab)` }),
    ).toHaveAttribute('href', `https://wa.me/${church!.whatsapp.replace(/\D/g, '')}`);
    await expect(details.getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:/);
    await expect(details.getByRole('link', { name: /Open in maps/ })).toHaveAttribute('href', /^https:/);
    await expect(details).toContainText('First Service Sundays, 8:00 am');
    await expect(details).toContainText('GhanaPost GPS');
  });

  test('rejects an empty message with a message beside each required field', async () => {
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByText('Please tell us your name.')).toBeVisible();
    await expect(page.getByText('Please give an email address so we can reply.')).toBeVisible();
    await expect(page.getByText('Please write a message of at least 10 characters.')).toBeVisible();
    await expect(field('Your name')).toHaveAttribute('aria-invalid', 'true');
    await expect(field('Your name')).toBeFocused();
  });

  test('rejects a malformed message and keeps what was typed', async () => {
    await field('Your name').fill('Ama Test');
    await field('Email').fill('ama@');
    await field('Phone').fill('call me');
    await field('Message').fill('hi');
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByText('Please enter a valid email address, like name@example.com.')).toBeVisible();
    await expect(page.getByText('Please enter a valid phone number, or leave it empty.')).toBeVisible();
    await expect(page.getByText('Please write a message of at least 10 characters.')).toBeVisible();
    await expect(page.getByText('Please tell us your name.')).toHaveCount(0);
    // Each message is tied to its field, so a screen reader reads it with the field.
    await expect(field('Email')).toHaveAccessibleDescription(/valid email address/);
    await expect(field('Message')).toHaveAccessibleDescription(/at least 10 characters/);
    await expect(field('Your name')).toHaveValue('Ama Test');
    await expect(field('Email')).toHaveValue('ama@');
    await expect(field('Message')).toHaveValue('hi');
  });

  test('stores a valid message in contact_messages and says so', async () => {
    const email = `visitor-${Date.now()}@example.com`;
    await field('Email').fill(email);
    await field('Phone').fill('+233 20 123 4567');
    await field('Subject').fill('Visiting on Sunday');
    await field('Message').fill('Hello! Is there parking near the church on Sunday mornings?');
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByRole('status')).toContainText('Thank you, your message has been sent');
    const stored = await serviceRest(`contact_messages?email=eq.${encodeURIComponent(email)}`);
    expect(stored).toEqual([
      expect.objectContaining({
        name: 'Ama Test',
        email,
        phone: '+233 20 123 4567',
        subject: 'Visiting on Sunday',
        message: 'Hello! Is there parking near the church on Sunday mornings?',
        handled: false,
      }),
    ]);
  });

  test('a filled honeypot looks sent to the bot but stores nothing', async () => {
    await page.getByRole('button', { name: 'Send another message' }).click();
    const email = `bot-${Date.now()}@example.com`;
    await field('Your name').fill('Spam Bot');
    await field('Email').fill(email);
    await field('Message').fill('Buy cheap things at our wonderful shop today.');
    await page.locator('input[name="website"]').fill('https://spam.example', { force: true });
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByRole('status')).toContainText('Thank you');
    expect(await serviceRest(`contact_messages?email=eq.${encodeURIComponent(email)}`)).toEqual([]);
  });
});
