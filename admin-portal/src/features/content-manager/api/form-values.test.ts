import { describe, expect, it } from 'vitest';
import type { FieldDef } from './column-spec';
import { rowToValues, valuesToPayload } from './form-values';

const fields: FieldDef[] = [
  { name: 'title', label: 'Title', kind: 'text' },
  { name: 'summary', label: 'Summary', kind: 'textarea' },
  { name: 'content', label: 'Content', kind: 'textarea', keepEmpty: true },
  { name: 'starts_at', label: 'Starts', kind: 'datetime' },
  { name: 'published', label: 'Published', kind: 'switch' },
  { name: 'year', label: 'Year', kind: 'number' },
];
const empty = { title: '', summary: '', content: '', starts_at: '', published: true, year: 2000 };

describe('form values', () => {
  it('turns nulls into empty inputs and back into nulls, trimming text', () => {
    const values = rowToValues(
      { title: 'Harvest', summary: null, content: '', starts_at: null, published: false, year: 1998 },
      fields,
      empty,
    );
    expect(values).toEqual({
      title: 'Harvest',
      summary: '',
      content: '',
      starts_at: '',
      published: false,
      year: 1998,
    });
    expect(valuesToPayload({ ...values, title: '  Harvest  ' }, fields)).toEqual({
      title: 'Harvest',
      summary: null,
      content: '',
      starts_at: null,
      published: false,
      year: 1998,
    });
  });

  it('round-trips a timestamp through the local datetime input', () => {
    const iso = '2026-12-24T18:30:00.000Z';
    const values = rowToValues({ starts_at: iso }, fields, empty);
    expect(values.starts_at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/);
    expect(valuesToPayload(values, fields).starts_at).toBe(iso);
  });
});
