import { z } from 'zod';

/** The field rules every manager uses, with messages a volunteer can act on. */
export const requiredText = (label: string, max = 200) =>
  z.string().trim().min(1, `${label} is required.`).max(max, `${label} must be at most ${max} characters.`);

export const optionalText = (label: string, max = 200) =>
  z.string().trim().max(max, `${label} must be at most ${max} characters.`);

export const longText = (label: string, max = 20_000) => optionalText(label, max);

export const optionalEmail = z
  .string()
  .trim()
  .refine((v) => v === '' || z.email().safeParse(v).success, 'Enter an email address like name@example.com.');

export const optionalUrl = z
  .string()
  .trim()
  .refine((v) => v === '' || /^https?:\/\/\S+$/i.test(v), 'Enter a full web address starting with https://');

export const optionalPhone = z
  .string()
  .trim()
  .refine(
    (v) => v === '' || /^[+()\d\s.-]{6,40}$/.test(v),
    'Enter a phone number using digits, spaces and + ( ) - only.',
  );

export const requiredDateTime = (label: string) => z.string().min(1, `Choose the ${label}.`);
export const optionalDateTime = z.string();
export const requiredDate = (label: string) => z.string().min(1, `Choose the ${label}.`);
export const optionalDate = z.string();
/** An image column: the stored URL (or '' for none); a newly chosen file travels beside the form. */
export const imageUrl = z.string();
export const flag = z.boolean();

/** A later moment must not come before an earlier one (both optional `datetime-local` strings). */
export const notBefore = (later: string, earlier: string) => (values: Record<string, unknown>) => {
  const a = values[later];
  const b = values[earlier];
  return !(typeof a === 'string' && a && typeof b === 'string' && b && new Date(a) < new Date(b));
};
