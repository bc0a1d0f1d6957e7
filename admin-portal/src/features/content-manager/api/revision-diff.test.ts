import { describe, expect, it } from 'vitest';
import type { Json } from 'shared-ui/data';
import type { FieldDef } from './column-spec';
import type { Revision } from './get-history';
import { changesOf } from './revision-diff';

const version = (id: number, data: Record<string, Json>): Revision => ({
  id,
  action: 'update',
  data,
  changed_fields: null,
  restored_from: null,
  changed_by_email: 'ama@piwc.example',
  changed_at: '2026-12-03T09:00:00Z',
});

const fields = [
  { name: 'title', label: 'Title', kind: 'text' },
  { name: 'location', label: 'Location', kind: 'text' },
] as FieldDef[];

describe('changesOf (the History panel’s field-by-field diff)', () => {
  it('lists what changed against the version before, by the form’s labels and order, bookkeeping aside', () => {
    const older = version(1, {
      id: 'e1',
      title: 'Vigil',
      location: 'Hall',
      updated_at: 'a',
      image_meta: null,
    });
    const newer = version(2, {
      id: 'e1',
      title: 'Night vigil',
      location: 'Room 2',
      updated_at: 'b',
      image_meta: {},
    });
    expect(changesOf(newer, older, fields)).toEqual([
      { field: 'title', label: 'Title', before: 'Vigil', after: 'Night vigil' },
      { field: 'location', label: 'Location', before: 'Hall', after: 'Room 2' },
      { field: 'image_meta', label: 'image meta', before: null, after: {} },
    ]);
  });

  it('the first version shows every filled field as new', () => {
    expect(changesOf(version(1, { id: 'e1', title: 'Vigil', location: null }), undefined, fields)).toEqual([
      { field: 'title', label: 'Title', before: null, after: 'Vigil' },
    ]);
  });
});
