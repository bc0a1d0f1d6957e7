import { describe, expect, it, vi } from 'vitest';
import { fetchWithKeyInQuery } from './public-client';

describe('a visitor’s reads carry the key in the query', () => {
  it('adds the key to the address and sends no header of its own (a simple request: no preflight)', async () => {
    const send = vi.fn(async () => new Response('[]'));
    const read = fetchWithKeyInQuery('anon-key', send as unknown as typeof fetch);
    await read('https://abc.supabase.co/rest/v1/events?select=*&or=(title.ilike.%25a%2Bb%25)', {
      method: 'GET',
      headers: { Accept: 'application/vnd.pgrst.object+json' },
    });
    const [url, init] = send.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe(
      'https://abc.supabase.co/rest/v1/events?select=*&or=(title.ilike.%25a%2Bb%25)&apikey=anon-key',
    );
    // What the caller set (a safelisted Accept) goes through as it was; nothing is added.
    expect(init.headers).toEqual({ Accept: 'application/vnd.pgrst.object+json' });
  });

  it('starts the query when the address has none', async () => {
    const send = vi.fn(async () => new Response('[]'));
    await fetchWithKeyInQuery(
      'a key/with+signs',
      send as unknown as typeof fetch,
    )('https://abc.supabase.co/rest/v1/rpc/content_version');
    expect((send.mock.calls[0] as unknown as [string])[0]).toBe(
      'https://abc.supabase.co/rest/v1/rpc/content_version?apikey=a%20key%2Fwith%2Bsigns',
    );
  });
});
