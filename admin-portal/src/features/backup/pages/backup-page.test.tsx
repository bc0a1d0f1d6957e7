import { FunctionsHttpError } from '@supabase/supabase-js';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { unzipSync } from 'fflate';
import { useAppConfigStore, type AppConfig } from 'shared-ui';
import { QueryClient, QueryClientProvider } from 'shared-ui/query';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { BackupPage } from './backup-page';

const SNAPSHOT = {
  schemaVersion: '20261123090000',
  tables: [
    {
      name: 'events',
      keyColumns: ['id'],
      accountColumns: [],
      singleRow: false,
      rows: [{ id: 'e1' }, { id: 'e2' }],
    },
    {
      name: 'welcome_section',
      keyColumns: ['id'],
      accountColumns: [],
      singleRow: true,
      rows: [{ id: 'w1' }],
    },
  ],
  excluded: [{ name: 'user_roles', reason: 'accounts' }],
  buckets: ['images'],
  objects: [
    {
      bucket: 'images',
      name: 'welcome/hero.jpg',
      size: 3,
      contentType: 'image/jpeg',
      cacheControl: 'max-age=3600',
    },
  ],
};

const invoke = vi.fn();
vi.mock('../../../lib/supabase', () => ({
  db: () => ({
    functions: { invoke },
    storage: {
      from: () => ({ download: async () => ({ data: new Blob([new Uint8Array([1, 2, 3])]), error: null }) }),
    },
  }),
}));

function renderPage() {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <BackupPage />
    </QueryClientProvider>,
  );
}

describe('BackupPage', () => {
  let saved: Blob | undefined;
  beforeEach(() => {
    invoke.mockReset();
    saved = undefined;
    useAppConfigStore.setState({ config: { supabaseUrl: 'https://church.example.org' } as AppConfig });
    URL.createObjectURL = vi.fn((blob: Blob) => {
      saved = blob;
      return 'blob:backup';
    });
    URL.revokeObjectURL = vi.fn();
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
  });

  it('makes the archive in the browser and saves it, saying what it holds', async () => {
    invoke.mockResolvedValue({ data: SNAPSHOT, error: null });
    renderPage();
    await userEvent.click(screen.getByRole('button', { name: 'Make a backup' }));

    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent(/^Backup ready: piwc-backup-\d{8}T\d{6}Z\.zip/);
    expect(status).toHaveTextContent('3 items in 2 tables · 1 file');
    const again = screen.getByRole('link', { name: 'Save the archive again' });
    expect(again).toHaveFocus();
    expect(again).toHaveAttribute('download', expect.stringMatching(/^piwc-backup-.*\.zip$/));
    expect(HTMLAnchorElement.prototype.click).toHaveBeenCalledTimes(1);

    const files = unzipSync(new Uint8Array(await saved!.arrayBuffer()));
    expect(Object.keys(files).sort()).toEqual([
      'manifest.json',
      'objects/images/welcome/hero.jpg',
      'tables/events.json',
      'tables/welcome_section.json',
    ]);
    const manifest = JSON.parse(new TextDecoder().decode(files['manifest.json']));
    expect(manifest).toMatchObject({
      sourceUrl: 'https://church.example.org',
      schemaVersion: '20261123090000',
    });
    expect(screen.getByRole('button', { name: 'Make another backup' })).toBeEnabled();
  });

  it('says why the backup was refused and offers to try again', async () => {
    const refusal = new Response(
      JSON.stringify({ error: 'not_admin', message: 'Only administrators can make a backup.' }),
      { status: 403, headers: { 'Content-Type': 'application/json' } },
    );
    invoke.mockResolvedValue({ data: null, error: new FunctionsHttpError(refusal) });
    renderPage();
    await userEvent.click(screen.getByRole('button', { name: 'Make a backup' }));

    expect(await screen.findByText('The backup was not made')).toBeInTheDocument();
    expect(screen.getByText('Only administrators can make a backup.')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();

    invoke.mockResolvedValue({ data: SNAPSHOT, error: null });
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('status')).toHaveTextContent(/^Backup ready/);
  });
});
