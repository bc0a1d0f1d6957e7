import { describe, expect, it } from 'vitest';
import { HttpError } from '../../local/http/errors.ts';
import { parseLogic, parseOrder } from '../../local/rest/filter-grammar.ts';
import { parseSelect } from '../../local/rest/select-grammar.ts';
import { parseQuery } from '../../local/rest/query.ts';

const parseFails = (fn: () => unknown) => {
  try {
    fn();
  } catch (error) {
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).status).toBe(400);
    return (error as HttpError).body as { code: string };
  }
  throw new Error('expected a parse error');
};

describe('select grammar', () => {
  it('parses columns, aliases, casts and JSON paths', () => {
    expect(parseSelect('id,name:title,n::text,data->a->>b,x:data->0')).toEqual([
      { kind: 'column', field: { name: 'id', json: [] }, alias: undefined, cast: undefined },
      { kind: 'column', field: { name: 'title', json: [] }, alias: 'name', cast: undefined },
      { kind: 'column', field: { name: 'n', json: [] }, alias: undefined, cast: 'text' },
      {
        kind: 'column',
        field: {
          name: 'data',
          json: [
            { arrow: '->', key: 'a' },
            { arrow: '->>', key: 'b' },
          ],
        },
        alias: undefined,
        cast: undefined,
      },
      {
        kind: 'column',
        field: { name: 'data', json: [{ arrow: '->', key: '0' }] },
        alias: 'x',
        cast: undefined,
      },
    ]);
  });

  it('parses embeds with alias, hints, inner joins and spreads', () => {
    const [embed] = parseSelect('album:gallery_albums!album_fk!inner(title,photos:gallery_photos(*))');
    expect(embed).toMatchObject({
      kind: 'embed',
      relation: 'gallery_albums',
      alias: 'album',
      hint: 'album_fk',
      inner: true,
      spread: false,
    });
    expect(parseSelect('...parent(name)')[0]).toMatchObject({
      kind: 'embed',
      spread: true,
      relation: 'parent',
    });
    expect(parseSelect('"weird col"')[0]).toMatchObject({ field: { name: 'weird col' } });
    expect(parseSelect(`${'a('.repeat(8)}id${')'.repeat(8)}`)).toHaveLength(1);
    expect(parseFails(() => parseSelect(`${'a('.repeat(9)}id${')'.repeat(9)}`)).code).toBe('PGRST100');
  });

  it.each([
    'id,',
    'id(',
    'id)',
    'a::',
    'a::text;drop',
    ',',
    'a b',
    'rel(id',
    'x->',
    '!inner(a)',
    "a'b",
    'a!inner',
  ])('rejects %j with PGRST100', (raw) => {
    expect(parseFails(() => parseSelect(raw)).code).toBe('PGRST100');
  });
});

describe('filters and logic trees', () => {
  it('parses operators, negation, modifiers and lists', () => {
    const q = parseQuery(
      new URLSearchParams(
        'a=eq.1&b=not.in.(x,"y,z")&c=like(any).{a*,b*}&d=fts(english).cat&e=is.null&rel.f=gt.2',
      ),
    );
    const root = q.levels.get('')!.conditions;
    expect(root[0]).toMatchObject({ op: 'eq', value: '1', negate: false });
    expect(root[1]).toMatchObject({ op: 'in', value: ['x', 'y,z'], negate: true });
    expect(root[2]).toMatchObject({ op: 'like', modifier: 'any', value: '{a*,b*}' });
    expect(root[3]).toMatchObject({ op: 'fts', config: 'english', value: 'cat' });
    expect(root[4]).toMatchObject({ op: 'is', value: 'null' });
    expect(q.levels.get('rel')!.conditions[0]).toMatchObject({ field: { name: 'f' }, op: 'gt' });
  });

  it('parses nested or/and with quoted values', () => {
    const tree = parseLogic('or', false, '(a.eq.1,and(b.gt.2,c.not.is.null),d.eq."x,y)")');
    expect(tree.children).toHaveLength(3);
    expect(tree.children[1]).toMatchObject({ kind: 'logic', op: 'and' });
    expect(tree.children[2]).toMatchObject({ value: 'x,y)' });
  });

  it('parses order with nulls placement', () => {
    expect(parseOrder('a.desc.nullslast,b')).toEqual([
      { field: { name: 'a', json: [] }, dir: 'desc', nulls: 'last' },
      { field: { name: 'b', json: [] }, dir: 'asc' },
    ]);
  });

  it.each([
    'a=eq',
    'a=foo.1',
    'a=is.maybe',
    'a=in.1,2',
    'or=a.eq.1',
    'or=(a.eq.1',
    'or=(a)',
    'order=a.sideways',
    'limit=-1',
    'offset=x',
    'a=eq(some).1',
    'a;drop=eq.1',
  ])('rejects %s', (qs) => {
    expect(parseFails(() => parseQuery(new URLSearchParams(qs))).code).toBe('PGRST100');
  });
});
