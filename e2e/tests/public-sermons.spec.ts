import { expect, test, type Page } from '@playwright/test';
import { runningTime } from '../../shared-ui/src/lib/recording-facts.ts';
import { type Row, onePageForAll, serviceRest, visit } from '../fixtures/public-site';

/**
 * The sermon archive: filters and search that the URL keeps, and pages of twelve once it grows long.
 */

test.describe('sermon search and filters', () => {
  let page: Page;
  let all: Row[];
  test.beforeAll(async () => {
    all = await serviceRest('sermons?published=eq.true&order=preached_on.desc');
  });
  onePageForAll(
    (opened) => (page = opened),
    (opened) => visit(opened, '/sermons'),
  );

  const titles = () => page.getByTestId('sermon-list').getByRole('heading', { level: 2 });
  const choose = (filter: string, option: string) =>
    page.getByRole('combobox', { name: filter }).selectOption({ label: option });

  test('a preacher, then a series, narrow the list; the URL keeps them across a reload', async () => {
    await expect(titles()).toHaveCount(all.length);
    const preacher = String(all[0]!.preacher);
    await choose('Preacher', preacher);
    const byPreacher = all.filter((s) => s.preacher === preacher);
    expect(byPreacher.length).toBeLessThan(all.length);
    await expect(titles()).toHaveText(byPreacher.map((s) => String(s.title)));

    const series = String(byPreacher.find((s) => s.series)!.series);
    await choose('Series', series);
    // A series is listed in the order it was preached (its page reads from the first sermon).
    const both = byPreacher.filter((s) => s.series === series).reverse();
    await expect(titles()).toHaveText(both.map((s) => String(s.title)));
    await expect(page).toHaveURL(/preacher=.*series=/);

    await page.reload();
    await expect(titles()).toHaveText(both.map((s) => String(s.title)));
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await expect(titles()).toHaveCount(all.length);
  });

  test('each card says whether the sermon can be heard or watched, and how long its recording runs', async () => {
    await expect(titles()).toHaveCount(all.length);
    const recorded = all.filter((s) => s.audio_url);
    expect(recorded.length).toBeGreaterThan(0);
    expect(recorded.length).toBeLessThan(all.length);
    for (const sermon of all) {
      const card = page
        .getByTestId('sermon-list')
        .getByRole('article')
        .filter({ has: page.getByRole('heading', { name: String(sermon.title), exact: true }) });
      const audio = sermon.audio_url ? `Audio, ${runningTime(Number(sermon.audio_duration_seconds))}` : null;
      if (audio) await expect(card).toContainText(audio);
      else await expect(card).not.toContainText('Audio');
      if (sermon.video_url) await expect(card).toContainText('Video');
      else await expect(card).not.toContainText('Video');
    }
  });

  test('search matches titles and scripture; a year filters by date', async () => {
    const target = all.find((s) => s.series)!;
    const word = String(target.title)
      .split(' ')
      .sort((a, b) => b.length - a.length)[0]!;
    const matching = all.filter((s) =>
      ['title', 'scripture', 'summary', 'preacher', 'series'].some((c) =>
        String(s[c] ?? '')
          .toLowerCase()
          .includes(word.toLowerCase()),
      ),
    );
    await page.getByRole('main').getByRole('searchbox', { name: 'Search' }).fill(word);
    await expect(titles()).toHaveText(matching.map((s) => String(s.title)));
    await page.getByRole('main').getByRole('searchbox', { name: 'Search' }).fill('no sermon is called this');
    await expect(page.getByText('No sermon matches these filters.')).toBeVisible();
    await page.getByRole('button', { name: 'Clear filters' }).click();

    const year = String(all.at(-1)!.preached_on).slice(0, 4);
    await choose('Year', year);
    await expect(titles()).toHaveText(
      all.filter((s) => String(s.preached_on).startsWith(year)).map((s) => String(s.title)),
    );
  });
});

test.describe('a long sermon archive', () => {
  let added: Row[] = [];
  test.beforeAll(async () => {
    // Thirteen older sermons make the archive longer than one page of twelve.
    added = await serviceRest('sermons', {
      method: 'POST',
      body: Array.from({ length: 13 }, (_, i) => ({
        title: `Archive sermon ${String(i + 1).padStart(2, '0')}`,
        preacher: 'Archive Preacher',
        preached_on: `2019-${String((i % 12) + 1).padStart(2, '0')}-${String(i + 1).padStart(2, '0')}`,
      })),
    });
  });
  test.afterAll(async () => {
    await serviceRest(`sermons?id=in.(${added.map((r) => r.id).join(',')})`, { method: 'DELETE' });
  });

  test('is split into pages of twelve that can be shared by URL', async ({ page }) => {
    const total = (await serviceRest('sermons?published=eq.true&select=id')).length;
    await page.goto('/sermons');
    const titles = page.getByTestId('sermon-list').getByRole('heading', { level: 2 });
    await expect(titles).toHaveCount(12);
    await expect(page.getByText(`${total} sermons · page 1 of ${Math.ceil(total / 12)}`)).toBeVisible();
    const pages = page.getByRole('navigation', { name: 'Sermon pages' });
    await pages.getByRole('link', { name: /2/ }).first().click();
    await expect(page).toHaveURL(/[?&]page=2/);
    await expect(titles).toHaveCount(Math.min(total - 12, 12));
    await page.reload();
    await expect(titles).toHaveCount(Math.min(total - 12, 12));
    // Filtering starts again at page 1.
    await page.getByRole('combobox', { name: 'Preacher' }).selectOption({ label: 'Archive Preacher' });
    await expect(page).not.toHaveURL(/page=/);
    await expect(titles).toHaveCount(12);
    await expect(page.getByText('13 sermons · page 1 of 2')).toBeVisible();
  });
});
