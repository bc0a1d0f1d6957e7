import { readFile } from 'node:fs/promises';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { prepareDatabase } from '../../db/prepare.ts';
import { objectFilePath } from '../../db/storage-objects.ts';
import {
  matchingExceptions,
  occurrencesBetween,
  type RecurringEvent,
} from '../../functions/_shared/event-occurrences.ts';
import { ruleProblem } from '../../functions/_shared/event-rule.ts';
import { useEngine } from '../db/helpers/engines.ts';

const DAY = 24 * 60 * 60 * 1000;

describe('seeded events and sermons', () => {
  const engine = useEngine('pglite', { migrate: false });
  let events: RecurringEvent[];
  beforeAll(async () => {
    await prepareDatabase(engine.db, { storageDir: engine.storageDir, seed: true });
    const { rows } = await engine.db.query<RecurringEvent & { published: boolean }>(
      `select e.*, coalesce((select json_agg(x) from public.event_exceptions x where x.event_id = e.id), '[]') as event_exceptions
       from public.events e`,
    );
    events = rows.map((e) => ({
      ...e,
      starts_at: new Date(e.starts_at).toISOString(),
      ends_at: e.ends_at && new Date(e.ends_at).toISOString(),
    }));
  });

  it('repeats the weekly services with rules the admin form accepts, and exceptions that name real dates', () => {
    const series = events.filter((e) => e.rrule);
    expect(series.map((e) => e.title)).toEqual(
      expect.arrayContaining(['Sunday Worship Service', 'Midweek Bible Study', 'Friday Prayer Meeting']),
    );
    for (const e of series) expect(ruleProblem(e.rrule!, e.starts_at), e.title).toBeNull();
    for (const e of events) {
      expect(matchingExceptions(e).size, e.title).toBe(e.event_exceptions?.length ?? 0);
    }
    expect(series.some((e) => e.rrule!.includes('COUNT='))).toBe(true);
    expect(series.some((e) => e.rrule!.includes('UNTIL='))).toBe(true);
  });

  it('has a cancelled, a moved and a retitled occurrence in the coming four weeks', () => {
    const now = new Date();
    const coming = occurrencesBetween(events, { from: now, to: new Date(now.getTime() + 28 * DAY) });
    expect(coming.some((o) => o.cancelled && o.note)).toBe(true);
    expect(coming.some((o) => o.moved && o.location !== o.event.location)).toBe(true);
    expect(coming.some((o) => !o.moved && !o.cancelled && o.title !== o.event.title)).toBe(true);
    // The Sunday service gives way to the Harvest Thanksgiving that same morning.
    const harvest = coming.find((o) => o.title === 'Harvest Thanksgiving')!;
    const sameDay = coming.filter((o) => o.day === harvest.day && o.event.title === 'Sunday Worship Service');
    expect(sameDay.map((o) => o.cancelled)).toEqual([true]);
  });

  it('gives some published sermons a short MP3 whose recorded length, type and running time are true', async () => {
    const { rows } = await engine.db.query<{
      audio_url: string;
      audio_size_bytes: string;
      audio_mime_type: string;
      audio_duration_seconds: number;
    }>(
      'select audio_url, audio_size_bytes, audio_mime_type, audio_duration_seconds from public.sermons where audio_url is not null and published',
    );
    expect(rows.length).toBeGreaterThanOrEqual(3);
    for (const row of rows) {
      const name = decodeURIComponent(row.audio_url.split('/sermon-audio/')[1]!);
      const data = await readFile(objectFilePath(engine.storageDir, 'sermon-audio', name));
      expect(data.length).toBe(Number(row.audio_size_bytes));
      expect(await fileTypeFromBuffer(data)).toEqual({ ext: 'mp3', mime: 'audio/mpeg' });
      expect(row.audio_mime_type).toBe('audio/mpeg');
      expect(row.audio_duration_seconds).toBeGreaterThanOrEqual(3);
      expect(row.audio_duration_seconds).toBeLessThanOrEqual(8);
    }
  });

  it('makes square podcast artwork of at least 1400 px from the logo, prepared with its podcast rendition', async () => {
    const { rows } = await engine.db.query<{ artwork_url: string; artwork_meta: { named?: string[] } }>(
      'select artwork_url, artwork_meta from public.podcast_settings',
    );
    expect(rows[0]!.artwork_meta.named).toEqual(['podcast']);
    const name = decodeURIComponent(rows[0]!.artwork_url.split('/images/')[1]!);
    const meta = await sharp(await readFile(objectFilePath(engine.storageDir, 'images', name))).metadata();
    expect(meta.format).toBe('jpeg');
    expect(meta.width).toBe(meta.height);
    expect(meta.width).toBeGreaterThanOrEqual(1400);
    expect(meta.width).toBeLessThanOrEqual(3000);
  });
});
