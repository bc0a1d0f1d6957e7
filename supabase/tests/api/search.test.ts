import { describe, expect, it } from 'vitest';
import { ADMIN, testApiForSuite } from './helpers.ts';

/** Site search as the site calls it: supabase-js `rpc('search_content')` against the seeded local API. */
describe('search_content through the REST API', () => {
  const api = testApiForSuite();

  const search = async (q: string, client = api.anon()) => client.rpc('search_content', { q });

  it('finds a seeded sermon by its preacher and an event by its place, as a visitor', async () => {
    const byPreacher = await search('Frimpong-Manso');
    expect(byPreacher.error).toBeNull();
    expect(byPreacher.data).toContainEqual(
      expect.objectContaining({ kind: 'sermon', title: 'The Light of the World' }),
    );
    const byPlace = await search('Asokwa Park');
    expect(byPlace.data?.map((hit: { kind: string; title: string }) => [hit.kind, hit.title])).toContainEqual(
      ['event', 'Youth Sports Day'],
    );
  });

  it('does not find drafts, for visitors or for an admin on the public site', async () => {
    for (const client of [api.anon(), await api.signedIn(ADMIN)]) {
      const { data, error } = await search('advent series introduction', client);
      expect(error).toBeNull();
      expect(data?.map((hit: { title: string }) => hit.title)).not.toContain(
        'Draft: Advent series introduction',
      );
    }
  });

  it('answers a search that is too long with 400 and the reason', async () => {
    const { data, error, status } = await search('grace '.repeat(40));
    expect(data).toBeNull();
    expect(status).toBe(400);
    expect(error).toMatchObject({ code: '22023', message: 'Search text must be 1 to 200 characters long' });
  });

  it('keeps the index itself out of the API', async () => {
    const response = await api.fetch('/rest/v1/documents?select=id', {
      headers: { 'Accept-Profile': 'search' },
    });
    expect(response.status).toBe(406);
    expect((await response.json()).code).toBe('PGRST106');
  });
});
