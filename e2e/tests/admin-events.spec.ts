import { expect, test } from '@playwright/test';
import { adminRequest, adminRows, apiUrl, signInAsAdmin, unique } from './admin-support';
import { seriousViolations } from '../fixtures/axe';

/**
 * The journey: a volunteer makes an event weekly, cancels one date and moves another in the admin;
 * /events and the calendar feed then show the series with both exceptions. A rule that cannot be saved
 * (a last date before the first) is refused in words, and nothing is stored.
 */

const DAY = 24 * 60 * 60 * 1000;

test('a weekly event with one date cancelled and one moved shows so on /events and in the feed', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const title = unique('Ushers’ Rehearsal');
  // Next Tuesday (at least two days away) at 10:00, Ghana time = UTC.
  const base = new Date(Math.ceil((Date.now() + 2 * DAY) / DAY) * DAY);
  const start = new Date(base.getTime() + ((9 - base.getUTCDay()) % 7) * DAY + 10 * 60 * 60 * 1000);
  const week = (n: number) => new Date(start.getTime() + n * 7 * DAY).toISOString();
  const [event] = await adminRequest('rest/v1/events', {
    method: 'POST',
    body: JSON.stringify({
      title,
      starts_at: week(0),
      ends_at: week(0).replace('T10:', 'T11:'),
      category: 'Service',
    }),
  });
  try {
    await signInAsAdmin(page, '', { at: '/admin/events' });
    await page.getByRole('button', { name: `Dates: ${title}` }).click();
    const panel = page.getByRole('dialog', { name: `Dates: ${title}` });
    await panel.getByRole('combobox', { name: 'Repeats' }).click();
    await page.getByRole('option', { name: 'Every week' }).click();

    // Bad input: a last date before the first is refused in words, and cannot be saved.
    await panel.getByRole('combobox', { name: 'Ends' }).click();
    await page.getByRole('option', { name: 'On a date' }).click();
    await panel.getByLabel('Last date').fill(new Date(start.getTime() - 7 * DAY).toISOString().slice(0, 10));
    await expect(panel.getByRole('alert')).toHaveText('The last date is before the event starts.');
    await expect(panel.getByRole('button', { name: 'Save how it repeats' })).toBeDisabled();
    expect(
      (await adminRows<{ rrule: string | null }>('events', `id=eq.${event!.id}&select=rrule`))[0]!.rrule,
    ).toBeNull();

    await panel.getByRole('combobox', { name: 'Ends' }).click();
    await page.getByRole('option', { name: 'Never' }).click();
    await expect(panel.getByText('Every week on Tuesday', { exact: true })).toBeVisible();
    await panel.getByRole('button', { name: 'Save how it repeats' }).click();
    await expect(page.getByText('Saved how the event repeats.')).toBeVisible();

    const dates = panel.getByRole('list', { name: 'Next dates' }).getByRole('listitem');
    await dates
      .nth(1)
      .getByRole('button', { name: /^Cancel / })
      .click();
    await expect(dates.nth(1)).toContainText('Cancelled');
    await dates
      .nth(2)
      .getByRole('button', { name: /^Change / })
      .click();
    await panel.getByLabel('Takes place (Ghana time)').fill(week(2).slice(0, 16).replace('T10:', 'T15:'));
    await panel.getByLabel('Note for visitors').fill('In the afternoon this week.');
    await panel.getByRole('button', { name: 'Save this date' }).click();
    await expect(dates.nth(2)).toContainText('Moved');
    await dates
      .nth(3)
      .getByRole('button', { name: /^Change / })
      .click();
    expect(await seriousViolations(page, { include: '[role="dialog"]' })).toEqual([]);

    // The public list, as a visitor opens it.
    await page.goto('/events');
    const main = page.getByRole('main');
    const day = (n: number) => week(n).slice(0, 10);
    await expect(main.locator(`a[href="/events/${event!.id}?on=${day(1)}"]`)).toContainText('Cancelled');
    const moved = main.locator(`a[href="/events/${event!.id}?on=${day(2)}"]`);
    await expect(moved).toContainText('3:00 pm');
    await expect(moved).toContainText('In the afternoon this week.');

    // The feed says the same: the cancelled date an EXDATE, the moved one an override of its own.
    const feed = await (await fetch(`${apiUrl()}/functions/v1/events-ics`)).text();
    const stamp = (iso: string) => iso.replace(/[-:]/g, '').slice(0, 15);
    const series = feed.split('BEGIN:VEVENT').filter((v) => v.includes(`UID:${event!.id}@`));
    expect(series).toHaveLength(2);
    expect(series[0]).toContain('RRULE:FREQ=WEEKLY;BYDAY=TU');
    expect(series[0]).toContain(`EXDATE;TZID=Africa/Accra:${stamp(week(1))}`);
    expect(series[1]).toContain(`RECURRENCE-ID;TZID=Africa/Accra:${stamp(week(2))}`);
    expect(series[1]).toContain(`DTSTART;TZID=Africa/Accra:${stamp(week(2)).replace('T10', 'T15')}`);
  } finally {
    await adminRequest(`rest/v1/events?id=eq.${event!.id}`, { method: 'DELETE' });
  }
});
