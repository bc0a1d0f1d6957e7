import { describe, expect, it } from 'vitest';
import { rowOf, rowsOf } from './results';

const answer = <T>(data: T | null, error: { message: string } | null = null) =>
  Promise.resolve({ data, error: error as never });

describe('reading PostgREST answers', () => {
  it('a list read gives the rows, or none for an empty answer', async () => {
    await expect(rowsOf(answer([{ id: '1' }]))).resolves.toEqual([{ id: '1' }]);
    await expect(rowsOf(answer<{ id: string }[]>(null))).resolves.toEqual([]);
  });

  it('a one-row read gives null for a row that is not there, which is not an error', async () => {
    await expect(rowOf(answer({ id: '1' }))).resolves.toEqual({ id: '1' });
    await expect(rowOf(answer(null))).resolves.toBeNull();
  });

  it('both throw the PostgREST error, so react-query shows the error state and retries', async () => {
    await expect(rowsOf(answer(null, { message: 'boom' }))).rejects.toMatchObject({ message: 'boom' });
    await expect(rowOf(answer(null, { message: 'gone' }))).rejects.toMatchObject({ message: 'gone' });
  });
});
