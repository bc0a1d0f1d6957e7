import { expect, test, type Page } from '@playwright/test';
import { ownStackForSuite } from '../fixtures/own-stack';
import { phoenixMessage } from './live-support';

// Issue #31: a project on Supabase's Free plan holds 200 Realtime connections at once. Here the local limit is 3
// and 10 visitors come: every page still shows its content, the visitors beyond the limit let their socket go
// instead of retrying in a loop, and no console fills with errors.
const LIMIT = 3;
const VISITORS = 10;
const LIVE_ROUTES = ['/', '/events', '/notices'];

/** A refused tab waits at least half of the 30 s refusal back-off (LIVE_TIMINGS) before asking again. */
const REFUSED_WAIT_MIN_MS = 15_000;
const began = Date.now();

const stack = ownStackForSuite(70, { REALTIME_MAX_CONCURRENT_USERS: String(LIMIT) });

interface Visitor {
  page: Page;
  /** When the tab asked to join the content channel (ms since the test began). */
  joins: number[];
  replies: ('ok' | 'refused' | 'other')[];
  openSockets: number;
  consoleErrors: string[];
}

async function visit(page: Page, route: string): Promise<Visitor> {
  const visitor: Visitor = { page, joins: [], replies: [], openSockets: 0, consoleErrors: [] };
  page.on('console', (message) => {
    if (message.type() === 'error') visitor.consoleErrors.push(message.text());
  });
  page.on('websocket', (socket) => {
    if (!socket.url().includes('/realtime/v1/')) return;
    visitor.openSockets += 1;
    socket.on('close', () => (visitor.openSockets -= 1));
    const joinRefs = new Set<string>();
    socket.on('framesent', ({ payload }) => {
      const message = phoenixMessage(payload);
      if (message?.event !== 'phx_join' || !message.topic.endsWith(':public-content')) return;
      joinRefs.add(message.ref);
      visitor.joins.push(Date.now() - began);
    });
    socket.on('framereceived', ({ payload }) => {
      const message = phoenixMessage(payload);
      if (message?.event !== 'phx_reply' || !joinRefs.has(message.ref)) return;
      const reply = message.payload as { status?: string; response?: { reason?: string } };
      if (reply.status === 'ok') visitor.replies.push('ok');
      else
        visitor.replies.push(
          reply.response?.reason?.includes('ConnectionRateLimitReached') ? 'refused' : 'other',
        );
    });
  });
  await page.goto(`${stack.site.baseUrl}${route}`);
  await expect(page.getByTestId('public-layout').getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.locator('[data-testid="public-layout"] [data-skeleton]')).toHaveCount(0);
  return visitor;
}

test(`${VISITORS} visitors within a limit of ${LIMIT} Realtime connections: every page works, no reconnect storm`, async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const contexts = await Promise.all(Array.from({ length: VISITORS }, () => browser.newContext()));
  try {
    const visitors: Visitor[] = [];
    // One after another, as visitors arrive: each has joined or been refused before the next comes.
    for (const [i, context] of contexts.entries()) {
      const visitor = await visit(await context.newPage(), LIVE_ROUTES[i % LIVE_ROUTES.length]!);
      await expect.poll(() => visitor.replies.length, { timeout: 20_000 }).toBe(1);
      visitors.push(visitor);
    }
    expect(visitors.map((v) => v.replies[0])).toEqual([
      ...Array<string>(LIMIT).fill('ok'),
      ...Array<string>(VISITORS - LIMIT).fill('refused'),
    ]);
    // The refused let their socket go (it counts for nothing and would only keep trying).
    const refused = visitors.slice(LIMIT);
    await expect.poll(() => refused.map((v) => v.openSockets)).toEqual(refused.map(() => 0));
    // Past the client's own rejoin loop (it would ask again after 1 s), the last refused has not asked again; and
    // no tab asked again sooner than its back-off allows (the earlier ones had time for one more refused try).
    await visitors[0]!.page.waitForTimeout(3_000);
    expect(visitors.at(-1)!.joins).toHaveLength(1);
    expect(visitors.slice(0, LIMIT).map((v) => v.joins.length)).toEqual([1, 1, 1]);
    for (const { joins } of refused)
      for (let i = 1; i < joins.length; i += 1)
        expect(joins[i]! - joins[i - 1]!).toBeGreaterThanOrEqual(REFUSED_WAIT_MIN_MS);
    expect(visitors.slice(0, LIMIT).map((v) => v.openSockets)).toEqual([1, 1, 1]);
    // Every page still shows its content, and says nothing alarming in the console.
    for (const visitor of visitors) {
      await expect(
        visitor.page.getByTestId('public-layout').getByRole('heading', { level: 2 }).first(),
      ).toBeVisible();
      expect(visitor.consoleErrors).toEqual([]);
    }
  } finally {
    await Promise.all(contexts.map((context) => context.close()));
  }
});
