import { z } from 'zod';

const optionalText = (max: number, message: string) =>
  z
    .string()
    .trim()
    .max(max, message)
    .transform((v) => (v === '' ? null : v));

/** The same limits as the table's check constraints, so a message the form accepts is never refused. */
export const contactSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, 'Please tell us your name.')
    .max(200, 'Please keep your name under 200 characters.'),
  email: z
    .string()
    .trim()
    .min(1, 'Please give an email address so we can reply.')
    .max(320, 'That email address is too long.')
    .regex(/^[^@\s]+@[^@\s]+\.[^@\s]+$/, 'Please enter a valid email address, like name@example.com.'),
  phone: optionalText(40, 'Please keep the phone number under 40 characters.').refine(
    (v) => v === null || /^[+\d][\d\s()-]{5,}$/.test(v),
    'Please enter a valid phone number, or leave it empty.',
  ),
  subject: optionalText(200, 'Please keep the subject under 200 characters.'),
  message: z
    .string()
    .trim()
    .min(10, 'Please write a message of at least 10 characters.')
    .max(5000, 'Please keep your message under 5,000 characters.'),
  /** The honeypot: hidden from people, filled in by bots. */
  website: z.string().optional(),
});

export type ContactFormValues = z.input<typeof contactSchema>;
export type ContactFormData = z.output<typeof contactSchema>;
