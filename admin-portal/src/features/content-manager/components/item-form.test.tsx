import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Announcement } from 'shared-ui/data';
import { setSupabaseSettings } from 'shared-ui/connection';
import { renderItemForm } from '../testing/render-item-form';

const storage = vi.hoisted(() => ({
  upload: vi.fn(),
  remove: vi.fn(async (_bucket: string, paths: (string | null | undefined)[]) => paths),
}));
vi.mock('../../../lib/storage/upload-object', () => ({ uploadObject: storage.upload }));
vi.mock('../../../lib/storage/remove-objects', () => ({ removeObjects: storage.remove }));

setSupabaseSettings('http://api.test', 'anon');
const BASE = 'http://api.test/storage/v1';

function setup() {
  const create = vi.fn();
  const onSaved = vi.fn();
  renderItemForm({
    names: ['Thing', 'Things'],
    columns: {
      title: { label: 'Title', kind: 'text', required: true, list: 'title' },
      image_url: { label: 'Image', kind: 'image' },
      published: { label: 'Published', kind: 'switch', initial: true },
    },
    writes: { create },
    existing: null,
    formId: 'thing-form',
    onSaved,
  });
  return { create, onSaved };
}

const row = (title: string, image_url: string | null): Partial<Announcement> => ({
  id: 'r1',
  created_at: '2026-01-01T00:00:00Z',
  updated_at: '2026-01-01T00:00:00Z',
  title,
  image_url,
  published: true,
});

describe('ItemForm', () => {
  beforeEach(() => {
    storage.upload.mockReset();
    storage.remove.mockClear();
  });

  it('writes a picked date out day-month-year in Accra time beside its input (the picker may show month first)', async () => {
    setup();
    const publishAt = screen.getByLabelText('Publish at');
    fireEvent.change(publishAt, { target: { value: '2026-12-05T18:30' } });
    expect(await screen.findByText('5 Dec 2026, 6:30 pm.')).toBeInTheDocument();
    expect(publishAt).toHaveAccessibleDescription(
      expect.stringContaining('5 Dec 2026, 6:30 pm. Accra time.'),
    );
  });

  it('shows the schema message beside the field and sends nothing', async () => {
    const user = userEvent.setup();
    const { create } = setup();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Title is required.')).toBeInTheDocument();
    expect(create).not.toHaveBeenCalled();
  });

  it('keeps every value and the chosen file when the save fails, removes the uploaded file, and the retry saves', async () => {
    const user = userEvent.setup();
    const { create, onSaved } = setup();
    storage.upload.mockImplementation(
      async (_rules: unknown, path: string, _file: File, onProgress?: (f: number) => void) => {
        onProgress?.(1);
        return { bucket: 'images', path, publicUrl: `${BASE}/object/public/images/${path}` };
      },
    );
    create.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    create.mockImplementationOnce(async (payload: Record<string, unknown>) =>
      row(String(payload.title), String(payload.image_url)),
    );

    await user.type(screen.getByRole('textbox', { name: /title/i }), 'Harvest');
    await user.click(screen.getByRole('switch', { name: 'Published' }));
    await user.upload(
      await screen.findByTestId('file-drop-input'),
      new File(['png'], 'harvest.png', { type: 'image/png' }),
    );
    expect(await screen.findByText('Not saved yet')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not reach the server');
    // Nothing lost: the text, the switch and the chosen file are all still there.
    expect(screen.getByRole('textbox', { name: /title/i })).toHaveValue('Harvest');
    expect(screen.getByRole('switch', { name: 'Published' })).not.toBeChecked();
    expect(screen.getByText('Not saved yet')).toBeInTheDocument();
    // No orphan: the object uploaded for the refused row was removed.
    const firstPath = storage.upload.mock.calls[0]![1] as string;
    expect(firstPath).toMatch(/^announcements\/[0-9a-f-]{36}\.png$/);
    expect(storage.remove).toHaveBeenCalledWith('images', [firstPath]);
    expect(create).toHaveBeenCalledWith(expect.objectContaining({ title: 'Harvest', published: false }));

    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    const secondPath = storage.upload.mock.calls[1]![1] as string;
    expect(onSaved.mock.calls[0]![0]).toMatchObject({
      title: 'Harvest',
      image_url: `${BASE}/object/public/images/${secondPath}`,
    });
    expect(storage.remove).not.toHaveBeenCalledWith('images', [secondPath]);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('saves once when Save is pressed again while the first save is on its way', async () => {
    const user = userEvent.setup();
    const { create, onSaved } = setup();
    let answer!: (saved: Partial<Announcement>) => void;
    create.mockImplementationOnce(() => new Promise((resolve) => (answer = resolve)));
    await user.type(screen.getByRole('textbox', { name: /title/i }), 'Harvest');
    const save = screen.getByRole('button', { name: 'Save' });
    fireEvent.click(save);
    fireEvent.click(save);
    await waitFor(() => expect(create).toHaveBeenCalledTimes(1));
    answer(row('Harvest', null));
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    expect(create).toHaveBeenCalledTimes(1);
  });

  it('keeps what is typed while the save is on its way, over the saved row, as an unsaved change', async () => {
    const user = userEvent.setup();
    const { create, onSaved } = setup();
    let answer!: (saved: Partial<Announcement>) => void;
    create.mockImplementationOnce(() => new Promise((resolve) => (answer = resolve)));
    const title = screen.getByRole('textbox', { name: /title/i });
    await user.type(title, 'Harvest');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(create).toHaveBeenCalledTimes(1));
    await user.type(title, ' Thanksgiving');
    answer(row('Harvest', null));
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    expect(title).toHaveValue('Harvest Thanksgiving');
    // Still to be saved: Save sends the correction.
    create.mockImplementationOnce(async (payload: Record<string, unknown>) =>
      row(String(payload.title), null),
    );
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(create).toHaveBeenCalledTimes(2));
    expect(create.mock.calls[1]![0]).toMatchObject({ title: 'Harvest Thanksgiving' });
  });
});
