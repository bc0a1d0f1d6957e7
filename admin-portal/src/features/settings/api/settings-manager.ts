import { dayName, MOBILE_MONEY_NETWORKS } from 'shared-ui/church';
import type { Weekday } from 'shared-ui/data';
import {
  defineContent,
  optionalHttpsUrl,
  optionalInternationalPhone,
  optionalMatching,
  type ColumnSpec,
} from '../../content-manager';
import { churchDetailsRead } from './church-details-read';

const WEEK: Weekday[] = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];
const PHONE_HINT = 'With the country code, as visitors should dial it: +233 24 400 1234.';

const phone = (label: string, hint = PHONE_HINT): ColumnSpec => ({
  label,
  kind: 'tel',
  hint,
  rule: optionalInternationalPhone,
});

/**
 * The church's details: one row the migration made, which the office edits here and the public pages read (the
 * visit page today). Each rule is the database's check of the column (20261201100000_church_settings.sql), said
 * in words a volunteer can act on.
 */
export const settingsManager = defineContent(churchDetailsRead, 'Church details', 'Church details', {
  columns: {
    street_address: { label: 'Street address', kind: 'text', max: 200, wide: true },
    locality: { label: 'Town or area', kind: 'text', max: 120, hint: 'For example Asokwa, Kumasi.' },
    region: { label: 'Region', kind: 'text', max: 120 },
    landmark: {
      label: 'Landmark',
      kind: 'text',
      max: 200,
      wide: true,
      hint: 'What people look out for on the way: “Opposite the Asokwa Post Office”.',
    },
    ghanapost_gps: {
      label: 'GhanaPost GPS address',
      kind: 'text',
      hint: 'Like AK-039-5028.',
      rule: optionalMatching(/^[A-Z]{2}-\d{3,4}-\d{3,4}$/, 'Enter the code like AK-039-5028, in capitals.'),
    },
    map_url: {
      label: 'Map link',
      kind: 'url',
      hint: 'The church on a map (OpenStreetMap or Google Maps), starting with https://',
      rule: optionalHttpsUrl,
    },
    phone: phone('Office phone'),
    whatsapp: phone('WhatsApp number'),
    email: { label: 'Office e-mail', kind: 'email' },
    service_times: {
      label: 'Service times',
      kind: 'list',
      hint: 'In the order visitors should read them. Times are Accra time.',
      items: {
        noun: 'service time',
        max: 20,
        fields: {
          name: { label: 'Name', kind: 'text', required: true, max: 80 },
          time: { label: 'Time', kind: 'time', required: true },
          days: {
            label: 'Days',
            kind: 'days',
            options: WEEK.map((day) => ({ value: day, label: dayName(day) })),
          },
          note: {
            label: 'Note',
            kind: 'text',
            max: 160,
            wide: true,
            hint: 'Optional: “Children’s church runs alongside”.',
          },
        },
      },
    },
    social_links: {
      label: 'Social links',
      kind: 'list',
      items: {
        noun: 'social link',
        max: 12,
        fields: {
          label: { label: 'Name', kind: 'text', required: true, max: 40, hint: 'Facebook, YouTube…' },
          url: { label: 'Address', kind: 'url', required: true, wide: true },
        },
      },
    },
    mobile_money: {
      label: 'Mobile money',
      kind: 'list',
      hint: 'Numbers members may give to.',
      items: {
        noun: 'mobile money number',
        max: 6,
        fields: {
          network: { label: 'Network', kind: 'select', required: true, options: MOBILE_MONEY_NETWORKS },
          number: { label: 'Number', kind: 'tel', required: true },
          account_name: { label: 'Account name', kind: 'text', required: true, max: 120 },
        },
      },
    },
    bank_accounts: {
      label: 'Bank accounts',
      kind: 'list',
      items: {
        noun: 'bank account',
        max: 6,
        fields: {
          bank: { label: 'Bank', kind: 'text', required: true, max: 120 },
          branch: { label: 'Branch', kind: 'text', max: 120 },
          account_name: { label: 'Account name', kind: 'text', required: true, max: 120 },
          account_number: {
            label: 'Account number',
            kind: 'text',
            required: true,
            pattern: {
              regex: /^[0-9A-Za-z][0-9A-Za-z -]{4,33}$/,
              message: 'Enter the account number: 5 to 34 letters, digits, spaces or dashes.',
            },
          },
        },
      },
    },
    giving_note: { label: 'Note for givers', kind: 'textarea', max: 500, wide: true },
    livestream_url: {
      label: 'Livestream link',
      kind: 'url',
      hint: 'Where the services are streamed, starting with https://',
      rule: optionalHttpsUrl,
      wide: true,
    },
    is_live: { label: 'We are live now', kind: 'switch', hint: 'Needs the livestream link.' },
  },
  checks: [
    {
      path: 'is_live',
      message: 'Add the livestream link first: the live notice must lead somewhere.',
      check: (values) => !values.is_live || String(values.livestream_url ?? '').trim() !== '',
    },
  ],
  description: 'The address, phone numbers, service times and giving details visitors see.',
  titleOf: () => 'Church details',
});
