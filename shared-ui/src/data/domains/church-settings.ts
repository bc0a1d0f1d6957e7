import type { PostgrestClient } from '@supabase/postgrest-js';
import type { Database, Row } from '../database';
import { rowOf } from '../results';
import { defineDomain } from './define-domain';

// The church's own details: one row, edited at /admin/settings. The JSON lists' shapes are checked by the
// database (migration 20261201100000_church_settings.sql); these types say the same for the code.

// Only types and how a service time reads here: this module loads with every first screen (the home hero shows the
// times); the lists of days and networks (shared-ui/church) are needed only by the pages that show or edit them.
export type Weekday = 'sunday' | 'monday' | 'tuesday' | 'wednesday' | 'thursday' | 'friday' | 'saturday';

export interface ServiceTime {
  name: string;
  days: Weekday[];
  /** 24-hour "HH:MM" on the church's wall clock (Africa/Accra). */
  time: string;
  note?: string;
}

export interface SocialLink {
  label: string;
  url: string;
}

export type MobileMoneyNetwork = 'mtn' | 'telecel' | 'airteltigo';

export interface MobileMoneyAccount {
  network: MobileMoneyNetwork;
  /** International form with spaces, "+233 24 400 1234". */
  number: string;
  account_name: string;
}

export interface BankAccount {
  bank: string;
  account_name: string;
  account_number: string;
  branch?: string;
}

type Lists = 'service_times' | 'social_links' | 'mobile_money' | 'bank_accounts';
export type ChurchSettings = Omit<Row<'church_settings'>, Lists> & {
  service_times: ServiceTime[];
  social_links: SocialLink[];
  mobile_money: MobileMoneyAccount[];
  bank_accounts: BankAccount[];
};

/** Shown on every public page (footer, contact, home, about, give); the contact page is its home. */
export const churchSettingsDomain = /* @__PURE__ */ defineDomain('church-settings', {
  table: 'church_settings',
  publicPaths: { list: '/contact', of: () => '/contact' },
  storage: {},
});

// How a service time reads ("Sundays, 8:00 am"): here rather than in shared-ui/church, whose other modules
// (addresses, links) would otherwise come along onto the home page's first screen.

/** "sunday" → "Sunday". */
export const dayName = (day: Weekday) => `${day[0]!.toUpperCase()}${day.slice(1)}`;

/** "18:30" → "6:30 pm"; "12:00" → "12:00 pm"; "00:15" → "12:15 am". */
export function clockTime(time: string): string {
  const [hour = 0, minute = 0] = time.split(':').map(Number);
  return `${hour % 12 || 12}:${String(minute).padStart(2, '0')} ${hour < 12 ? 'am' : 'pm'}`;
}

/** ["sunday"] → "Sundays"; ["wednesday", "friday"] → "Wednesdays and Fridays". */
export function daysLabel(days: Weekday[]): string {
  const names = days.map((d) => `${dayName(d)}s`);
  return names.length < 2 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

/** "Sundays, 8:00 am" */
export const serviceTimeLabel = (s: ServiceTime) => `${daysLabel(s.days)}, ${clockTime(s.time)}`;

/** The visitor's client (shared-ui/connection) or the admin's signed-in one: only `from` is used. */
export type ChurchSettingsReader = Pick<PostgrestClient<Database>, 'from'>;

/**
 * The one read of the church's details that every page and feature reuses (footer, contact, home, about, give,
 * the calendar's location, structured data, the settings form). The caller passes its client: this module is a
 * plain value each remote bundles, so it must not hold a client of its own (only shared-ui/connection's copy is
 * configured by the shell). Null only before the migrations have run; any field may be empty until the office
 * fills it in, and pages leave out what is empty.
 */
export const getChurchSettings = (client: ChurchSettingsReader) =>
  rowOf(client.from('church_settings').select('*').limit(1).maybeSingle()) as Promise<ChurchSettings | null>;
