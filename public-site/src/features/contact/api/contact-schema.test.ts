import { describe, expect, it } from 'vitest';
import { contactSchema } from './contact-schema';

const valid = {
  name: ' Ama ',
  email: 'ama@example.com',
  phone: '',
  subject: '',
  message: 'Is there parking at church?',
  website: '',
};

describe('contactSchema', () => {
  it('accepts a message and stores empty optional fields as null', () => {
    expect(contactSchema.parse(valid)).toEqual({
      name: 'Ama',
      email: 'ama@example.com',
      phone: null,
      subject: null,
      message: 'Is there parking at church?',
      website: '',
    });
  });

  it('explains each problem on its own field', () => {
    const result = contactSchema.safeParse({
      ...valid,
      name: ' ',
      email: 'ama@',
      phone: 'call me',
      message: 'hi',
    });
    expect(result.success).toBe(false);
    const fields = result.error?.issues.map((i) => i.path[0]);
    expect(fields).toEqual(['name', 'email', 'phone', 'message']);
  });
});
