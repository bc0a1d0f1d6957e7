import { describe, expect, it, vi } from 'vitest';
import {
  CHECKED_HEADER,
  CONTENT_VERSION_PATH,
  contentVersionReader,
  isCurrent,
  momentOf,
} from './checked-reads';

const PROJECT = 'https://abc.supabase.co';
const read = (query: string, headers: Record<string, string> = { apikey: 'anon-key' }) =>
  new Request(`${PROJECT}/rest/v1/${query}`, { headers });
const answer = (value: unknown, status = 200) => new Response(JSON.stringify(value), { status });

describe('reading the content version for a visitor’s reads', () => {
  it('asks the project the read went to, as the visitor, once for reads made together', async () => {
    let release!: (response: Response) => void;
    const fetchVersion = vi.fn(() => new Promise<Response>((resolve) => (release = resolve)));
    const readVersion = contentVersionReader(fetchVersion as typeof fetch);
    const visitor = { apikey: 'anon-key', authorization: 'Bearer anon-jwt' };
    const together = [
      readVersion.read(read('events?select=*&ends_at=gte.2026-11-28T04%3A09%3A00.000Z', visitor)),
      readVersion.read(read('notices?select=*&expires_at=gt.2026-11-28T04:09:00.000Z', visitor)),
    ];
    release(answer('v1'));
    expect(await Promise.all(together)).toEqual(['v1', 'v1']);
    expect(fetchVersion).toHaveBeenCalledTimes(1);
    const [url, init] = fetchVersion.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe(`${PROJECT}${CONTENT_VERSION_PATH}?at=2026-11-28T04%3A09%3A00.000Z`);
    const sent = new Headers(init.headers);
    expect([sent.get('apikey'), sent.get('authorization')]).toEqual(['anon-key', 'Bearer anon-jwt']);
    expect(init.cache).toBe('no-store');
  });

  it('carries a key the read had in its query in its own query, with no header (no preflight)', async () => {
    const fetchVersion = vi.fn(async () => answer('v1'));
    const readVersion = contentVersionReader(fetchVersion as unknown as typeof fetch);
    await readVersion.read(read('events?select=*&ends_at=gte.2026-11-28T04:09:00.000Z&apikey=anon-key', {}));
    const [url, init] = fetchVersion.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe(`${PROJECT}${CONTENT_VERSION_PATH}?at=2026-11-28T04%3A09%3A00.000Z&apikey=anon-key`);
    const sent: string[] = [];
    new Headers(init.headers).forEach((_, name) => sent.push(name));
    expect(sent).toEqual([]);
  });

  it('asks again for a read made after the answer came (a live page reading what it just heard changed)', async () => {
    const fetchVersion = vi.fn(async () => answer('v2'));
    const readVersion = contentVersionReader(fetchVersion as unknown as typeof fetch);
    await readVersion.read(read('events?select=*'));
    await readVersion.read(read('events?select=*'));
    expect(fetchVersion).toHaveBeenCalledTimes(2);
  });

  it('is shared by a page’s reads during its first screen, even those made after it answered', async () => {
    let clock = 1_000_000;
    const fetchVersion = vi.fn(async () => answer('v3'));
    const reader = contentVersionReader(fetchVersion as unknown as typeof fetch, () => clock);
    // One moment in every filter: the version's moment is then the same for all of them.
    const at = (table: string) => read(`${table}?ends_at=gte.2026-11-28T04:09:00.000Z`);
    reader.pageOpened('page-1');
    await reader.read(at('events'), 'page-1');
    clock += 1_500;
    await reader.read(at('sermons'), 'page-1');
    expect(fetchVersion).toHaveBeenCalledTimes(1);
    // Another page, or this one once it may be listening for changes, asks again.
    await reader.read(at('sermons'), 'page-2');
    clock += 1_000;
    await reader.read(at('notices'), 'page-1');
    expect(fetchVersion).toHaveBeenCalledTimes(3);
  });

  it('is unknown when the network or the project fails (the read is then made again)', async () => {
    const offline = contentVersionReader((async () => {
      throw new TypeError('Failed to fetch');
    }) as typeof fetch);
    expect(await offline.read(read('events'))).toBeNull();
    const notMigrated = contentVersionReader((async () => answer({ code: 'PGRST202' }, 404)) as typeof fetch);
    expect(await notMigrated.read(read('events'))).toBeNull();
  });
});

describe('the moment a read’s version is asked for', () => {
  it('is the moment the read put in its filter, written plainly or encoded', () => {
    expect(momentOf(read('events?or=(ends_at.gte.2026-11-28T04%3A09%3A00.000Z)'))).toBe(
      '2026-11-28T04:09:00.000Z',
    );
    expect(momentOf(read('notices?expires_at=gt.2026-11-28T04:09:00.000Z'))).toBe('2026-11-28T04:09:00.000Z');
  });

  it('is this minute, as the pages round it, for a read without one', () => {
    expect(momentOf(read('sermons?select=*'), Date.parse('2026-11-28T04:09:59.999Z'))).toBe(
      '2026-11-28T04:09:00.000Z',
    );
  });
});

describe('whether a saved read is current', () => {
  const saved = (version?: string) =>
    new Response('[]', { headers: version === undefined ? {} : { [CHECKED_HEADER]: version } });

  it('is when it was fetched at this content version', () => {
    expect(isCurrent(saved('v1'), 'v1')).toBe(true);
  });

  it('is not when the version moved, is unknown, or the read was never checked', () => {
    expect(isCurrent(saved('v1'), 'v2')).toBe(false);
    expect(isCurrent(saved('v1'), null)).toBe(false);
    expect(isCurrent(saved(), 'v1')).toBe(false);
  });
});
