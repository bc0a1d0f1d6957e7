import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import {
  occurrencesBetween,
  occurrencesOf,
  type RecurringEvent,
} from '../../functions/_shared/event-occurrences.ts';
import { eventUid } from '../../functions/events-ics/calendar.ts';
import { ADMIN } from '../api/helpers.ts';
import { useFeedApi } from './site-config-server.ts';

const DAY = 24 * 60 * 60 * 1000;
const SELECT = '*, event_exceptions(*)';

interface FeedOccurrence {
  uid: string;
  start: string;
  title: string;
}

/** The feed as a calendar app understands it: ical.js expands every series with its EXDATEs and overrides. */
function expandFeed(text: string, from: Date, to: Date): FeedOccurrence[] {
  const calendar = new ICAL.Component(ICAL.parse(text));
  ICAL.TimezoneService.register(calendar.getFirstSubcomponent('vtimezone')!);
  const byUid = new Map<string, ICAL.Component[]>();
  for (const vevent of calendar.getAllSubcomponents('vevent')) {
    const uid = String(vevent.getFirstPropertyValue('uid'));
    byUid.set(uid, [...(byUid.get(uid) ?? []), vevent]);
  }
  const found: FeedOccurrence[] = [];
  for (const [uid, components] of byUid) {
    const master = new ICAL.Event(components.find((c) => !c.hasProperty('recurrence-id')));
    for (const exception of components.filter((c) => c.hasProperty('recurrence-id'))) {
      master.relateException(exception);
    }
    const iterator = master.iterator();
    for (let next = iterator.next(); next; next = iterator.next()) {
      const details = master.getOccurrenceDetails(next);
      const start = details.startDate.toJSDate();
      if (details.recurrenceId.toJSDate() >= to && start >= to) break;
      if (start >= from && start < to)
        found.push({ uid, start: start.toISOString(), title: details.item.summary });
      if (!master.isRecurring()) break;
    }
  }
  return found.sort((a, b) => a.start.localeCompare(b.start) || a.uid.localeCompare(b.uid));
}

describe('events-ics: the calendar feed', () => {
  const ctx = useFeedApi('events-ics');

  /** What the public site lists: its own expansion of what visitors may read. */
  const siteOccurrences = async (from: Date, to: Date): Promise<FeedOccurrence[]> => {
    const { data, error } = await ctx.api.anon().from('events').select(SELECT);
    expect(error).toBeNull();
    return occurrencesBetween(data as RecurringEvent[], { from, to })
      .filter((o) => !o.cancelled && new Date(o.start) >= from)
      .map((o) => ({ uid: eventUid(o.event.id), start: o.start, title: o.title }))
      .sort((a, b) => a.start.localeCompare(b.start) || a.uid.localeCompare(b.uid));
  };

  it('is a text/calendar document a calendar app fetches with no token, in the church’s time zone', async () => {
    const response = await fetch(ctx.feedUrl);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    const text = await response.text();
    const calendar = new ICAL.Component(ICAL.parse(text));
    expect(calendar.getFirstSubcomponent('vtimezone')!.getFirstPropertyValue('tzid')).toBe('Africa/Accra');
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe('PIWC Asokwa events');
    for (const vevent of calendar.getAllSubcomponents('vevent')) {
      expect(vevent.getFirstProperty('dtstart')!.getParameter('tzid')).toBe('Africa/Accra');
      expect(String(vevent.getFirstPropertyValue('url'))).toMatch(
        new RegExp(`^${ctx.siteUrl}/events/[0-9a-f-]{36}`),
      );
    }
    expect(text).not.toContain('(planning)');
  });

  it('lists the same occurrences as the site for the next 90 days, after an admin adds a series with exceptions', async () => {
    const admin = await ctx.api.signedIn(ADMIN);
    const start = new Date(Math.ceil(Date.now() / (7 * DAY)) * 7 * DAY + 3 * DAY + 10 * 60 * 60 * 1000);
    const weekday = ['SU', 'MO', 'TU', 'WE', 'TH', 'FR', 'SA'][start.getUTCDay()];
    const { data: created, error } = await admin
      .from('events')
      .insert({
        title: 'Ushers’ Training',
        starts_at: start.toISOString(),
        ends_at: new Date(start.getTime() + 90 * 60 * 1000).toISOString(),
        rrule: `FREQ=WEEKLY;BYDAY=${weekday}`,
        location: 'Main Auditorium',
      })
      .select('id')
      .single();
    expect(error).toBeNull();
    const week = (n: number) => new Date(start.getTime() + n * 7 * DAY).toISOString();
    const { error: exceptionError } = await admin.from('event_exceptions').insert([
      { event_id: created!.id, occurrence_start: week(1), cancelled: true },
      {
        event_id: created!.id,
        occurrence_start: week(2),
        cancelled: false,
        starts_at: week(2).replace('T10:', 'T14:'),
        title: 'Ushers’ Training (afternoon)',
      },
    ]);
    expect(exceptionError).toBeNull();

    const from = new Date();
    const to = new Date(from.getTime() + 90 * DAY);
    const feed = expandFeed(await (await fetch(ctx.feedUrl)).text(), from, to);
    expect(feed).toEqual(await siteOccurrences(from, to));
    const ushers = feed.filter((o) => o.uid === eventUid(created!.id));
    expect(ushers.map((o) => o.start).slice(0, 3)).toEqual([
      week(0),
      week(2).replace('T10:', 'T14:'),
      week(3),
    ]);
    expect(ushers[1]!.title).toBe('Ushers’ Training (afternoon)');
    expect(feed.some((o) => o.title === 'Bible Study: Questions on Romans')).toBe(true);
  });

  it('keeps a UID and bumps its SEQUENCE when an event changes', async () => {
    const sequenceOf = async (uid: string) => {
      const calendar = new ICAL.Component(ICAL.parse(await (await fetch(ctx.feedUrl)).text()));
      const master = calendar
        .getAllSubcomponents('vevent')
        .find((v) => v.getFirstPropertyValue('uid') === uid && !v.hasProperty('recurrence-id'));
      return Number(master!.getFirstPropertyValue('sequence'));
    };
    const admin = await ctx.api.signedIn(ADMIN);
    const { data } = await admin.from('events').select('id').eq('title', 'Friday Prayer Meeting').single();
    const uid = eventUid(data!.id);
    const before = await sequenceOf(uid);
    expect(
      (await admin.from('events').update({ location: 'Main Auditorium' }).eq('id', data!.id)).error,
    ).toBeNull();
    expect(await sequenceOf(uid)).toBe(before + 1);
  });

  it('moves DTSTAMP and LAST-MODIFIED with SEQUENCE when one date of a series changes, the event’s own version staying', async () => {
    const admin = await ctx.api.signedIn(ADMIN);
    const { data } = await admin.from('events').select(SELECT).eq('title', 'Sunday Worship Service').single();
    const event = data as RecurringEvent & { updated_at: string };
    const uid = eventUid(event.id);
    const master = async () => {
      const calendar = new ICAL.Component(ICAL.parse(await (await fetch(ctx.feedUrl)).text()));
      const vevent = calendar
        .getAllSubcomponents('vevent')
        .find((v) => v.getFirstPropertyValue('uid') === uid && !v.hasProperty('recurrence-id'))!;
      const time = (name: string) => (vevent.getFirstPropertyValue(name) as ICAL.Time).toJSDate().getTime();
      return {
        sequence: Number(vevent.getFirstPropertyValue('sequence')),
        stamp: time('dtstamp'),
        modified: time('last-modified'),
      };
    };
    const before = await master();
    const held = occurrencesOf(event, { from: new Date(), to: new Date(Date.now() + 60 * DAY) }).findLast(
      (o) => !o.cancelled,
    )!;
    const { data: exception, error } = await admin
      .from('event_exceptions')
      .insert({ event_id: event.id, occurrence_start: held.start, cancelled: false, note: 'Guest choir.' })
      .select('id')
      .single();
    expect(error).toBeNull();
    try {
      const after = await master();
      expect(after.sequence).toBe(before.sequence + 1);
      expect(after.stamp).toBeGreaterThan(before.stamp);
      expect(after.modified).toBe(after.stamp);
      const { data: row } = await admin.from('events').select('updated_at').eq('id', event.id).single();
      expect(row!.updated_at).toBe(event.updated_at);
    } finally {
      await admin.from('event_exceptions').delete().eq('id', exception!.id);
    }
  });

  it('gives one event as a .ics download, and answers bad or unknown ids with a clear error', async () => {
    const { data } = await ctx.api
      .anon()
      .from('events')
      .select('id, title, location')
      .eq('title', 'Harvest Thanksgiving')
      .single();
    const single = await fetch(`${ctx.feedUrl}?event=${data!.id}`);
    expect(single.headers.get('content-disposition')).toBe('attachment; filename="harvest-thanksgiving.ics"');
    const events = new ICAL.Component(ICAL.parse(await single.text())).getAllSubcomponents('vevent');
    expect(events.map((v) => v.getFirstPropertyValue('summary'))).toEqual(['Harvest Thanksgiving']);
    // The place as members name it, then the church's address from the settings row the office edits.
    const { data: church } = await ctx.api
      .anon()
      .from('church_settings')
      .select('street_address, locality, region')
      .single();
    expect(events[0]!.getFirstPropertyValue('location')).toBe(
      [data!.location, church!.street_address, church!.locality, church!.region].join(', '),
    );

    const bad = await fetch(`${ctx.feedUrl}?event=nope`);
    expect([bad.status, await bad.json()]).toEqual([
      400,
      { error: 'invalid_event', message: 'event must be an event id (a UUID).' },
    ]);
    const { data: draft } = await ctx.api
      .service()
      .from('events')
      .select('id')
      .eq('published', false)
      .limit(1)
      .single();
    expect((await fetch(`${ctx.feedUrl}?event=${draft!.id}`)).status).toBe(404);
    expect((await fetch(ctx.feedUrl, { method: 'POST' })).status).toBe(405);
  });

  it('gives one date of a series as a .ics of its own, cancelled dates marked, and refuses dates it has none on', async () => {
    const { data } = await ctx.api
      .anon()
      .from('events')
      .select(SELECT)
      .eq('title', 'Sunday Worship Service')
      .single();
    const sundays = occurrencesOf(data as RecurringEvent, {
      from: new Date(),
      to: new Date(Date.now() + 30 * DAY),
    });
    const cancelled = sundays.find((o) => o.cancelled)!;
    const held = sundays.find((o) => !o.cancelled)!;
    const one = async (day: string) => {
      const response = await fetch(`${ctx.feedUrl}?event=${data!.id}&on=${day}`);
      expect(response.status).toBe(200);
      return new ICAL.Component(ICAL.parse(await response.text())).getAllSubcomponents('vevent');
    };
    const [vevent, ...rest] = await one(held.day);
    expect(rest).toEqual([]);
    expect(vevent!.hasProperty('rrule')).toBe(false);
    expect(new ICAL.Event(vevent).startDate.toJSDate().toISOString()).toBe(held.start);
    expect(vevent!.getFirstPropertyValue('uid')).not.toBe(eventUid(data!.id));
    expect(vevent!.getFirstPropertyValue('url')).toBe(`${ctx.siteUrl}/events/${data!.id}?on=${held.day}`);
    expect((await one(cancelled.day))[0]!.getFirstPropertyValue('status')).toBe('CANCELLED');

    const monday = new Date(Date.parse(held.start) + DAY).toISOString().slice(0, 10);
    expect((await fetch(`${ctx.feedUrl}?event=${data!.id}&on=${monday}`)).status).toBe(404);
    expect((await fetch(`${ctx.feedUrl}?event=${data!.id}&on=2026-02-30`)).status).toBe(404);
    const undated = await fetch(`${ctx.feedUrl}?on=${held.day}`);
    expect([undated.status, (await undated.json()).error]).toEqual([400, 'invalid_date']);
  });

  it('answers an app that already has this version with 304 and no body', async () => {
    const first = await fetch(ctx.feedUrl);
    const etag = first.headers.get('etag')!;
    const again = await fetch(ctx.feedUrl, { headers: { 'If-None-Match': etag } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
  });
});
