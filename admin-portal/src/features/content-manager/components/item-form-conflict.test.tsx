import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { setSupabaseSettings } from 'shared-ui/connection';
import type { Announcement } from 'shared-ui/data';
import { renderItemForm } from '../testing/render-item-form';

const saved = vi.hoisted(() => ({ getItem: vi.fn() }));
vi.mock('../api/get-item', () => ({ getItem: saved.getItem }));

setSupabaseSettings('http://api.test', 'anon');

const opened = {
  id: 'a1',
  created_at: '2026-12-01T08:00:00Z',
  updated_at: '2026-12-01T08:00:00Z',
  title: 'Harvest',
  published: true,
  publish_at: '2026-12-01T08:00:00Z',
  expires_at: null,
} as unknown as Announcement;

/** What PostgREST answers for the compare-and-set trigger's refusal (HTTP 409). */
const refusal = {
  code: 'PT409',
  message: 'Someone else changed this item after you opened it.',
  details: JSON.stringify({ updated_at: '2026-12-03T09:15:00Z', changed_by: 'ama@piwc.example' }),
  hint: null,
};

function setup() {
  const update = vi.fn();
  renderItemForm({
    names: ['Announcement', 'Announcements'],
    columns: {
      title: { label: 'Title', kind: 'text', required: true, list: 'title' },
      published: { label: 'Published', kind: 'switch', initial: true },
    },
    writes: { update },
    existing: opened,
    formId: 'f',
  });
  return { update };
}

const title = () => screen.getByRole('textbox', { name: /title/i });

describe('ItemForm when someone else saved first', () => {
  it('sends the version it opened, says who changed it and when, keeps the typing, and can save over it', async () => {
    const user = userEvent.setup();
    const { update } = setup();
    update.mockRejectedValueOnce(refusal);
    update.mockImplementationOnce(async (_id: string, payload: object) => ({ ...opened, ...payload }));

    await user.clear(title());
    await user.type(title(), 'Harvest thanksgiving');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('ama@piwc.example saved it on 3 Dec 2026, 9:15 am');
    expect(alert).toHaveTextContent('Everything you typed is still here');
    expect(title()).toHaveValue('Harvest thanksgiving');
    expect(update).toHaveBeenLastCalledWith(
      'a1',
      expect.objectContaining({ title: 'Harvest thanksgiving', updated_at: opened.updated_at }),
    );

    await user.click(screen.getByRole('button', { name: 'Save mine over theirs' }));
    await waitFor(() => expect(update).toHaveBeenCalledTimes(2));
    expect(update).toHaveBeenLastCalledWith(
      'a1',
      expect.objectContaining({ title: 'Harvest thanksgiving', updated_at: '2026-12-03T09:15:00Z' }),
    );
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  });

  it('"Load their version" shows what is saved now, and the next save is based on it', async () => {
    const user = userEvent.setup();
    const { update } = setup();
    update.mockRejectedValueOnce(refusal);
    saved.getItem.mockResolvedValueOnce({
      ...opened,
      title: 'Harvest 2026',
      updated_at: '2026-12-03T09:15:00Z',
    });

    await user.type(title(), ' (draft)');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await user.click(await screen.findByRole('button', { name: 'Load their version' }));

    await waitFor(() => expect(title()).toHaveValue('Harvest 2026'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    update.mockImplementationOnce(async (_id: string, payload: object) => ({ ...opened, ...payload }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(update).toHaveBeenLastCalledWith(
        'a1',
        expect.objectContaining({ title: 'Harvest 2026', updated_at: '2026-12-03T09:15:00Z' }),
      ),
    );
  });
});
