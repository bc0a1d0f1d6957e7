import * as supabase from '@supabase/supabase-js';
import { describe, expect, it } from 'vitest';
import { NOTIFY_FAILURE_MESSAGES, notifyFailureOf } from './notify-office';

describe('notifyFailureOf', () => {
  it('maps each functions error kind to its own plain message that says the message is saved', () => {
    const response = new Response('{}', { status: 500 });
    const { FunctionsFetchError, FunctionsHttpError, FunctionsRelayError } = supabase;
    expect(notifyFailureOf(null, supabase)).toBeNull();
    expect(notifyFailureOf(new FunctionsFetchError(new TypeError('Failed to fetch')), supabase)).toBe(
      'fetch',
    );
    expect(notifyFailureOf(new FunctionsRelayError(response), supabase)).toBe('relay');
    expect(notifyFailureOf(new FunctionsHttpError(response), supabase)).toBe('http');
    const messages = Object.values(NOTIFY_FAILURE_MESSAGES);
    expect(new Set(messages).size).toBe(3);
    for (const message of messages) expect(message).toMatch(/saved/);
  });
});
