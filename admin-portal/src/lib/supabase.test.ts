import { describe, expect, it } from 'vitest';
import { describeError } from './errors';
import { NotSavedError, writtenRow } from './supabase';

const answer = <T>(data: T[] | null, error: { message: string; code?: string } | null = null) =>
  Promise.resolve({ data, error: error as never });

describe('writes are judged by what the server returns', () => {
  it('returns the written row', async () => {
    await expect(writtenRow(answer([{ id: '1' }]), 'change')).resolves.toEqual({ id: '1' });
  });

  it('treats an empty answer (RLS filtered the row out) as not saved, never as success', async () => {
    const attempt = writtenRow(answer([]), 'change');
    await expect(attempt).rejects.toBeInstanceOf(NotSavedError);
    await expect(attempt).rejects.toThrow(/not saved: you may not have permission/);
  });

  it('throws the PostgREST error', async () => {
    await expect(writtenRow(answer(null, { message: 'boom' }), 'change')).rejects.toMatchObject({
      message: 'boom',
    });
  });
});

describe('describeError', () => {
  it('says what a volunteer can do about it', () => {
    expect(describeError(new TypeError('Failed to fetch'))).toMatch(
      /Could not reach the server.*nothing you entered is lost/,
    );
    expect(describeError({ code: '42501', message: 'new row violates row-level security policy' })).toMatch(
      /permission/,
    );
    expect(describeError({ message: 'The database is busy' })).toBe('The database is busy');
    expect(describeError(undefined)).toBe('Something went wrong. Please try again.');
  });
});
