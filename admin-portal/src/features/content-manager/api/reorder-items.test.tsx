import { QueryClient, QueryClientProvider } from 'shared-ui/query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { createDomainKeys } from 'shared-ui/data';
import { moveItem } from './reorder';
import { useReorderItems, type ReorderTarget } from './reorder-items';

const keys = createDomainKeys('leaders');
const rows = [
  { id: 'a', display_order: 1 },
  { id: 'b', display_order: 2 },
  { id: 'c', display_order: 3 },
];

function setup(reorder: ReorderTarget['reorder']) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  client.setQueryData(keys.adminList(), rows);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  const { result } = renderHook(() => useReorderItems({ keys, reorder }), { wrapper });
  const order = () => (client.getQueryData(keys.adminList()) as { id: string }[]).map((r) => r.id).join('');
  return { result, order };
}

describe('useReorderItems', () => {
  it('shows the new order at once and writes only the changed positions', async () => {
    const reorder = vi.fn(async () => undefined);
    const { result, order } = setup(reorder);
    act(() => result.current.mutate(moveItem(rows, 'c', 'b')));
    await waitFor(() => expect(order()).toBe('acb'));
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(reorder).toHaveBeenCalledWith([
      { id: 'c', display_order: 2 },
      { id: 'b', display_order: 3 },
    ]);
  });

  it('puts the old order back when the server refuses', async () => {
    let refuse: (error: Error) => void = () => undefined;
    const reorder = vi.fn(() => new Promise<void>((_, reject) => (refuse = reject)));
    const { result, order } = setup(reorder);
    act(() => result.current.mutate(moveItem(rows, 'a', 'c')));
    await waitFor(() => expect(order()).toBe('bca'));
    act(() => refuse(new Error('new row violates row-level security policy')));
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(order()).toBe('abc');
  });
});
