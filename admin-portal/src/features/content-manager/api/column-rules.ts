import { z } from 'zod';
import type { ColumnSpec, ItemFieldSpec, ListSpec } from './column-spec';

/** Characters a one-line text column may hold unless its spec says otherwise; long text gets far more. */
const TEXT_MAX = 200;
const LONG_TEXT_MAX = 20_000;

const text = (label: string, max: number, required: boolean) => {
  const trimmed = z.string().trim();
  const filled = required ? trimmed.min(1, `${label} is required.`) : trimmed;
  return filled.max(max, `${label} must be at most ${max} characters.`);
};

const optional = (check: (value: string) => boolean, message: string) =>
  z
    .string()
    .trim()
    .refine((value) => value === '' || check(value), message);

const email = optional(
  (value) => z.email().safeParse(value).success,
  'Enter an email address like name@example.com.',
);
const url = optional(
  (value) => /^https?:\/\/\S+$/i.test(value),
  'Enter a full web address starting with https://',
);
const phone = optional(
  (value) => /^[+()\d\s.-]{6,40}$/.test(value),
  'Enter a phone number using digits, spaces and + ( ) - only.',
);

/** A number written for people in international form, as the database stores it ("+233 24 400 1234"). */
const INTERNATIONAL_PHONE = /^\+[1-9][\d ]{6,20}$/;

/** An optional text in a form the database checks (a GhanaPost GPS code, an account number). */
export const optionalMatching = (pattern: RegExp, message: string) =>
  optional((value) => pattern.test(value), message);

/** An optional phone number in the international form the church's details are stored in. */
export const optionalInternationalPhone = optionalMatching(
  INTERNATIONAL_PHONE,
  'Enter the number with its country code, like +233 24 400 1234.',
);

const HTTPS_URL = /^https:\/\/[^\s/?#]+\.[^\s/?#]+\S*$/;
const HTTPS_MESSAGE = 'Enter a full web address starting with https://';

/** An optional secure web address (the church's map link, its livestream). */
export const optionalHttpsUrl = optionalMatching(HTTPS_URL, HTTPS_MESSAGE).refine(
  (value) => value.length <= 500,
  'That address is too long.',
);

/** The rule of one field of a list's item, with the same limits as the database's checks of the column. */
function itemRuleOf(spec: ItemFieldSpec): z.ZodType {
  const required = Boolean(spec.required);
  switch (spec.kind) {
    case 'time':
      return z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, `Choose the ${spec.label.toLowerCase()}.`);
    case 'days':
      return z.array(z.string()).min(1, 'Choose at least one day.');
    case 'select':
      return z.string().min(1, `Choose the ${spec.label.toLowerCase()}.`);
    case 'url':
      return z.string().trim().max(500, 'That address is too long.').regex(HTTPS_URL, HTTPS_MESSAGE);
    case 'tel':
      return z
        .string()
        .trim()
        .regex(INTERNATIONAL_PHONE, 'Enter the number with its country code, like +233 24 400 1234.');
    default: {
      const rule = text(spec.label, spec.max ?? TEXT_MAX, required);
      return spec.pattern ? rule.regex(spec.pattern.regex, spec.pattern.message) : rule;
    }
  }
}

/** A JSON list column: each item's fields by their rules, at most `max` items. */
const listRule = ({ fields, max, noun }: ListSpec) =>
  z
    .array(
      z.object(Object.fromEntries(Object.entries(fields).map(([name, spec]) => [name, itemRuleOf(spec)]))),
    )
    .max(max, `At most ${max} of them: remove a ${noun} first.`);

/**
 * The rule a column's kind implies, with messages a volunteer can act on; a spec's own `rule` wins.
 * A required date names what to choose: `required: 'start date and time'`, else the label.
 */
export function ruleOf(column: ColumnSpec): z.ZodType {
  if (column.rule) return column.rule;
  switch (column.kind) {
    case 'text':
      return text(column.label, column.max ?? TEXT_MAX, Boolean(column.required));
    case 'textarea':
      return text(column.label, column.max ?? LONG_TEXT_MAX, Boolean(column.required));
    case 'email':
      return email;
    case 'url':
      return url;
    case 'tel':
      return phone;
    case 'date':
    case 'datetime': {
      if (!column.required) return z.string();
      const what = typeof column.required === 'string' ? column.required : column.label.toLowerCase();
      return z.string().min(1, `Choose the ${what}.`);
    }
    case 'switch':
      return z.boolean();
    case 'number':
      return z.coerce.number<number>({ error: `Enter the ${column.label.toLowerCase()}.` });
    case 'list':
      if (!column.items) throw new Error(`The list column "${column.label}" needs its items' spec.`);
      return listRule(column.items);
    default:
      // An image holds its stored URL ('' for none; a newly chosen file travels beside the form); a
      // select holds one of its options.
      return z.string();
  }
}

/** A check across columns, with the column its message belongs to. */
export interface CrossCheck {
  check: (values: Record<string, unknown>) => boolean;
  path: string;
  message: string;
}

/**
 * Two moments (optional `datetime-local` strings) in order: `later` not before `earlier`, or, when
 * `strictly`, after it (the same comparisons as the tables' check constraints).
 */
export const inOrder = (earlier: string, later: string, message: string, strictly = false): CrossCheck => ({
  path: later,
  message,
  check: (values) => {
    const [a, b] = [values[earlier], values[later]];
    if (typeof a !== 'string' || !a || typeof b !== 'string' || !b) return true;
    const gap = new Date(b).getTime() - new Date(a).getTime();
    return strictly ? gap > 0 : gap >= 0;
  },
});
