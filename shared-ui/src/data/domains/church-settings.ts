import type { PostgrestClient } from '@supabase/postgrest-js';
import type { Database, Row } from '../database';
import { rowOf } from '../results';
import { defineDomain } from './define-domain';

// The church's own details: one row, edited at /admin/settings. The JSON lists' shapes are checked by the
// database (migration 20261201100000_church_settings.sql); these types say the same for the code.

// Only types and the one read here: this module loads with the public route table (pages prefetch the row); how a
// service time reads is in shared-ui/church, which only the pages that show the times load.
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
