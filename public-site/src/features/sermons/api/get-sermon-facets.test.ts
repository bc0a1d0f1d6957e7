import { describe, expect, it } from 'vitest';
import { toFacets } from './get-sermon-facets';
import { ilikeValue } from './get-sermons';

describe('toFacets', () => {
  it('lists each preacher, series and year once, years newest first', () => {
    expect(
      toFacets([
        { preacher: 'B', series: 'I Am', preached_on: '2025-03-01' },
        { preacher: 'A', series: null, preached_on: '2026-01-04' },
        { preacher: 'B', series: 'Faith', preached_on: '2026-02-01' },
        { preacher: null, series: 'Faith', preached_on: '2024-12-29' },
      ]),
    ).toEqual({ preachers: ['A', 'B'], series: ['Faith', 'I Am'], years: ['2026', '2025', '2024'] });
  });

  it('orders names alphabetically whatever their case', () => {
    const names = ['elder Owusu', 'Pastor Mensah', 'Deaconess Ama', 'pastor Boateng'];
    const rows = names.map((preacher) => ({ preacher, series: null, preached_on: '2026-01-04' }));
    expect(toFacets(rows).preachers).toEqual([
      'Deaconess Ama',
      'elder Owusu',
      'pastor Boateng',
      'Pastor Mensah',
    ]);
  });
});

describe('ilikeValue', () => {
  it('quotes the text and escapes wildcards so a visitor searches literally', () => {
    expect(ilikeValue('faith')).toBe('"%faith%"');
    expect(ilikeValue('100%, (really)')).toBe('"%100\\\\%, (really)%"');
    expect(ilikeValue('say "amen"')).toBe('"%say \\"amen\\"%"');
  });
});
