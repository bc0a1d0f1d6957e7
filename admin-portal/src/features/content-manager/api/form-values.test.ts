import { describe, expect, it } from 'vitest';
import { schemaOf, type FieldDef } from './column-spec';
import { changedSince, rowToValues, valuesToPayload } from './form-values';

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

describe('a list column (the church’s service times)', () => {
  const times: FieldDef = {
    name: 'service_times',
    label: 'Service times',
    kind: 'list',
    items: {
      noun: 'service time',
      max: 2,
      fields: {
        name: { label: 'Name', kind: 'text', required: true },
        time: { label: 'Time', kind: 'time', required: true },
        days: { label: 'Days', kind: 'days', options: [{ value: 'sunday', label: 'Sunday' }] },
        note: { label: 'Note', kind: 'text' },
      },
    },
  };
  const rule = schemaOf([times]);

  it('edits every field of every item, and stores an empty optional text as no key at all', () => {
    const values = rowToValues(
      { service_times: [{ name: 'First Service', days: ['sunday'], time: '08:00' }] },
      [times],
      { service_times: [] },
    );
    expect(values.service_times).toEqual([
      { name: 'First Service', days: ['sunday'], time: '08:00', note: '' },
    ]);
    expect(rowToValues({ service_times: null }, [times], { service_times: [] }).service_times).toEqual([]);
    const edited = [{ name: ' Second Service ', days: ['sunday'], time: '10:30', note: '  ' }];
    expect(valuesToPayload({ service_times: edited }, [times])).toEqual({
      service_times: [{ name: 'Second Service', days: ['sunday'], time: '10:30' }],
    });
  });

  it('checks each item as the database does, and how many there are', () => {
    const item = { name: 'First Service', days: ['sunday'], time: '08:00', note: '' };
    expect(rule.safeParse({ service_times: [item] }).success).toBe(true);
    const messages = (value: unknown) =>
      rule.safeParse({ service_times: value }).error?.issues.map((issue) => issue.message);
    expect(messages([{ ...item, name: ' ', days: [], time: '25:00' }])).toEqual([
      'Name is required.',
      'Choose the time.',
      'Choose at least one day.',
    ]);
    expect(messages([item, item, item])).toEqual(['At most 2 of them: remove a service time first.']);
  });

  it('names the fields changed between two readings, lists compared by their items', () => {
    const before = { ...empty, title: 'Harvest', speakers: [{ name: 'Ama' }] };
    expect(changedSince(before, { ...before })).toEqual([]);
    expect(
      changedSince(before, { ...before, title: 'Harvest Thanksgiving', speakers: [{ name: 'Ama' }] }),
    ).toEqual([['title', 'Harvest Thanksgiving']]);
    expect(changedSince(before, { ...before, speakers: [{ name: 'Kofi' }] })).toEqual([
      ['speakers', [{ name: 'Kofi' }]],
    ]);
  });
});
