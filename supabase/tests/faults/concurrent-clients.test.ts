import { describe, expect, it } from 'vitest';
import { testApiForSuite } from '../api/helpers.ts';

const CLIENTS = 50;
const SECONDS = 30;

const api = testApiForSuite();

describe('faults: load', () => {
  it(
    `${CLIENTS} concurrent clients for ${SECONDS} s: 0 errors`,
    { timeout: (SECONDS + 60) * 1000 },
    async () => {
      const deadline = Date.now() + SECONDS * 1000;
      const errors: string[] = [];
      let requests = 0;
      // What a visitor's page asks for, plus a contact message now and then; each client waits for its answer.
      const reads = [
        '/rest/v1/events?select=*&order=starts_at',
        '/rest/v1/announcements?select=*',
        '/rest/v1/sermons?select=*&limit=10',
        '/health',
      ];
      const client = async (c: number) => {
        for (let i = 0; Date.now() < deadline && i < 100_000; i++) {
          const write = i % 20 === 19;
          const pathname = write ? '/rest/v1/contact_messages' : reads[(c + i) % reads.length]!;
          const init: RequestInit = write
            ? {
                method: 'POST',
                headers: { 'content-type': 'application/json' },
                body: JSON.stringify({
                  name: `Load ${c}`,
                  email: `load${c}@example.com`,
                  message: `Load test message ${i}`,
                }),
              }
            : {};
          requests++;
          const response = await api.fetch(pathname, init).catch((error: Error) => ({
            ok: false,
            status: 0,
            statusText: error.message,
            text: async () => '',
          }));
          if (!response.ok) errors.push(`${pathname}: ${response.status} ${response.statusText}`);
          else await response.text();
        }
      };
      await Promise.all(Array.from({ length: CLIENTS }, (_, c) => client(c)));
      console.log(`${CLIENTS} clients × ${SECONDS} s: ${requests} requests, ${errors.length} errors`);
      expect(errors.slice(0, 10)).toEqual([]);
      expect(requests).toBeGreaterThan(CLIENTS);
    },
  );
});
