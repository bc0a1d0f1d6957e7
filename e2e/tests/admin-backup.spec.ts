import { expect, test } from '@playwright/test';
import { openVerifiedArchive } from '../../supabase/backup/node/verify-archive.ts';
import { adminRows, signInAsAdmin } from './admin-support';

test.describe('admin backup', () => {
  test('an administrator makes a backup in the browser and saves an archive that restore accepts', async ({
    page,
  }, testInfo) => {
    // ~10 s alone; the archive is made in the browser (13 MB of the seed's files), which beside the other shard on a
    // slower machine took over a minute.
    test.setTimeout(180_000);
    await signInAsAdmin(page);
    await page.getByRole('navigation').getByRole('link', { name: 'Backup' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Backup' })).toBeVisible();

    const saving = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Make a backup' }).click();
    await expect(page.getByRole('progressbar', { name: 'Backup progress' })).toBeVisible();
    const download = await saving;
    expect(download.suggestedFilename()).toMatch(/^piwc-backup-\d{8}T\d{6}Z\.zip$/);
    await expect(page.getByRole('status')).toContainText('Backup ready');
    await expect(page.getByRole('link', { name: 'Save the archive again' })).toBeFocused();

    // The file the browser saved passes every check `pnpm restore` makes before it writes anything.
    const file = testInfo.outputPath(download.suggestedFilename());
    await download.saveAs(file);
    const archive = await openVerifiedArchive(file);
    archive.zip.close();
    const events = archive.manifest.tables.find((t) => t.name === 'events')!;
    expect(events.rows).toBe((await adminRows('events', 'select=id')).length);
    expect(archive.manifest.objects.length).toBeGreaterThan(20);
    expect(archive.manifest.excludedTables.map((t) => t.name)).toEqual(['user_roles']);
  });
});
