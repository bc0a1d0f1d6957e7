import { expect, test } from '@playwright/test';
import { seriousViolations } from '../fixtures/axe';
import { apiUrl, openPage, serviceRest } from '../fixtures/public-site';

/**
 * /events as a member uses it: the seeded weekly service with its cancelled Sunday, in the list and the month
 * calendar (kept as the visitor's choice, moved by keyboard), each date on a page of its own that works when
 * opened directly, and the calendar feed offered to subscribe to.
 */

interface SeededSeries {
  id: string;
  event_exceptions: { occurrence_start: string; cancelled: boolean }[];
}

async function sundayService(): Promise<SeededSeries> {
  const [series] = await serviceRest<SeededSeries[]>(
    'events?title=eq.Sunday%20Worship%20Service&select=id,event_exceptions(occurrence_start,cancelled)',
  );
  return series!;
}

const monthOf = new Intl.DateTimeFormat('en-GB', { month: 'long', timeZone: 'UTC' });
/** The start of a calendar day's button name: ", 6 December 2026, ". */
const dayLabel = (day: string) =>
  new RegExp(
    `, ${Number(day.slice(8))} ${monthOf.format(new Date(`${day}T12:00:00Z`))} ${day.slice(0, 4)}, `,
  );

test('a member finds the weekly service and its cancelled Sunday in the list, the month and on the date’s own page', async ({
  page,
}) => {
  const series = await sundayService();
  const cancelledDay = series.event_exceptions.find((e) => e.cancelled)!.occurrence_start.slice(0, 10);
  const cancelledPath = `/events/${series.id}?on=${cancelledDay}`;

  await openPage(page, '/events');
  const main = page.getByRole('main');
  const cancelled = main
    .getByRole('link', { name: /Sunday Worship Service/ })
    .and(main.locator(`[href="${cancelledPath}"]`));
  await expect(cancelled).toContainText('Cancelled');
  expect(await main.getByRole('link', { name: /Sunday Worship Service/ }).count()).toBeGreaterThan(4);
  await expect(main.getByRole('link', { name: 'Apple, Outlook or phone calendar' })).toHaveAttribute(
    'href',
    `${apiUrl().replace('http:', 'webcal:')}/functions/v1/events-ics`,
  );
  await expect(main.getByRole('link', { name: /Google Calendar/ })).toHaveAttribute(
    'href',
    /calendar\.google\.com\/.*cid=webcal/,
  );
  expect(await seriousViolations(page)).toEqual([]);

  // The month view is remembered on this device.
  await main.getByRole('button', { name: 'Month', exact: true }).click();
  await openPage(page, '/events');
  await expect(main.getByRole('button', { name: 'Month', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  if (!cancelledDay.startsWith(new Date().toISOString().slice(0, 7))) {
    await main.getByRole('button', { name: 'Next month' }).click();
  }
  const day = main.getByRole('button', { name: dayLabel(cancelledDay) });
  await expect(day).toHaveAccessibleName(/ events? \(1 cancelled\)$/);
  await day.click();
  await expect(day).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.press('ArrowRight');
  const chosen = main.getByRole('table').getByRole('button', { pressed: true });
  await expect(chosen).toHaveAccessibleName(/^Monday, /);
  await expect(chosen).toBeFocused();
  expect(await seriousViolations(page)).toEqual([]);

  // Its own address, opened directly.
  await openPage(page, cancelledPath);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sunday Worship Service');
  await expect(main.getByRole('note')).toContainText('Cancelled.');
  await expect(main.getByRole('link', { name: 'Add to calendar' })).toHaveCount(0);

  // A date that takes place: one date of the series to add to a calendar, from the feed's function.
  const next = main.getByRole('region', { name: 'Next dates' }).getByRole('link').first();
  await next.click();
  await expect(main.getByRole('note')).toHaveCount(0);
  const ics = await page.request.get(
    (await main.getByRole('link', { name: 'Add to calendar' }).getAttribute('href'))!,
  );
  expect(ics.headers()['content-type']).toBe('text/calendar; charset=utf-8');
  const text = await ics.text();
  expect(text).toContain('SUMMARY:Sunday Worship Service');
  expect(text.match(/BEGIN:VEVENT/g)).toHaveLength(1);
  expect(text).not.toContain('RRULE');
});

test('/events and a date’s page at 375 px: list, month and details fit and pass axe', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 760 });
  const series = await sundayService();
  await openPage(page, '/events?view=month');
  const main = page.getByRole('main');
  await expect(main.getByRole('table')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  expect(await seriousViolations(page)).toEqual([]);
  await main.getByRole('button', { name: 'List', exact: true }).click();
  await expect(main.getByRole('link', { name: /Sunday Worship Service/ }).first()).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  expect(await seriousViolations(page)).toEqual([]);
  await openPage(page, `/events/${series.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sunday Worship Service');
  await expect(main).toContainText('Every week on Sunday');
  expect(await seriousViolations(page)).toEqual([]);
});
